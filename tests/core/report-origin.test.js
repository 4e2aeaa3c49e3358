// report=ORIGIN (web/src/embed/report-origin.js): which course pages may
// hear practice answers, and the URL row that carries it.
import { describe, expect, test } from 'vitest';

import { readReportOrigin } from '../../web/src/embed/report-origin.js';
import { parsePageOptions } from '../../web/src/state/url.js';

describe('readReportOrigin', () => {
  test.each([
    ['https://example.edu', 'https://example.edu'],
    ['https://example.edu/', 'https://example.edu'],
    ['https://course.example.edu:8443', 'https://course.example.edu:8443'],
    ['http://localhost:5173', 'http://localhost:5173'],
    ['http://127.0.0.1:4000', 'http://127.0.0.1:4000'],
    ['http://localhost', 'http://localhost'],
  ])('%s is %s', (text, origin) => {
    expect(readReportOrigin(text)).toBe(origin);
  });

  test.each([
    '*',
    '',
    'null',
    'javascript:alert(1)',
    'javascript://example.edu',
    'data:text/html,hi',
    'http://example.edu',
    'http://localhost.example.edu',
    'http://127.0.0.2',
    'https://example.edu/course/ch3/',
    'https://example.edu?x=1',
    'https://example.edu#top',
    'https://user@example.edu',
    'https://example.edu:443',
    'HTTPS://EXAMPLE.EDU',
    '//example.edu',
    'example.edu',
    'file:///etc/passwd',
    `https://${'a'.repeat(300)}.edu`,
  ])('%s is refused', (text) => {
    expect(readReportOrigin(text)).toBe(null);
  });

  test('nothing that is not a string', () => {
    expect(readReportOrigin(null)).toBe(null);
    expect(readReportOrigin(undefined)).toBe(null);
  });
});

describe('the report parameter', () => {
  const read = (search) => parsePageOptions(search).report;

  test('an origin it accepts is kept; anything else is no report', () => {
    expect(read('')).toBe(null);
    expect(read('?report=https%3A%2F%2Fexample.edu')).toBe('https://example.edu');
    expect(read('?report=http://localhost:4000/')).toBe('http://localhost:4000');
    expect(read('?report=*')).toBe(null);
    expect(read('?report=javascript%3Aalert(1)')).toBe(null);
    expect(read('?report=http%3A%2F%2Fexample.edu')).toBe(null);
  });
});
