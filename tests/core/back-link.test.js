// Which `back=` addresses the lab's "Back to the course" link may use.
import { expect, test } from 'vitest';
import { safeBackUrl } from '../../web/src/embed/back-link.js';

test.each([
  ['https://example.edu/course/ch3/', 'https://example.edu/course/ch3/'],
  ['http://localhost:8080/notes?x=1#part-2', 'http://localhost:8080/notes?x=1#part-2'],
  ['HTTPS://Example.EDU', 'https://example.edu/'],
  ['  https://example.edu/a b  ', 'https://example.edu/a%20b'],
])('%s is accepted as %s', (text, url) => {
  expect(safeBackUrl(text)).toBe(url);
});

test.each([
  'javascript:alert(1)',
  'JavaScript:alert(document.domain)',
  ' java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://example.edu/',
  'blob:https://example.edu/1234',
  '/course/ch3/',
  '../chapter.html',
  '//evil.example/',
  'example.edu/course',
  'https://',
  'http://[::1',
  'https://course.example.edu@evil.example/',
  'https://user:secret@example.edu/',
  `https://example.edu/${'a'.repeat(3000)}`,
  '',
  null,
  undefined,
])('%s is refused', (text) => {
  expect(safeBackUrl(text)).toBeNull();
});
