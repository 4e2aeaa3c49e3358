// Reading the numbers a reader types into a box of "Edit the numbers", and
// writing numbers back without float32 noise.
import { describe, expect, test } from 'vitest';
import {
  MAX_NUMBER_TEXT_LENGTH,
  NUMBER_PATTERN,
  formatForBox,
  formatForMessage,
  readNumber,
} from '../../web/src/text/number-text.js';
import { formatExponential } from '../../web/src/text/numbers.js';

describe('readNumber', () => {
  test.each([
    ['2', 2],
    ['-1.5', -1.5],
    ['+0.25', 0.25],
    ['.5', 0.5],
    ['3.', 3],
    ['2,5', 2.5], // a comma as the decimal mark, where it cannot group thousands
    ['0,125', 0.125],
    ['1,0000', 1],
    ['−3', -3], // U+2212 minus
    ['–3', -3], // en dash, as some keyboards type it
    [' 7 ', 7],
    ['1e3', 1000],
    ['2.5E-3', 0.0025],
    ['-0', 0],
    ['999999.8', 999999.8],
    ['1e6', 1e6],
    ['-1000000', -1e6],
  ])('%s reads as %s', (text, value) => {
    const read = readNumber(text);
    expect(read).toEqual({ value });
    expect(Object.is(read.value, -0)).toBe(false);
  });

  test.each([
    'abc',
    '1x',
    '1..2',
    '1,2,3',
    '--1',
    '.',
    'e5',
    '1e',
    '0x10',
    'Infinity',
    'NaN',
    '1 000',
  ])('%s is not a number', (text) => {
    expect(readNumber(text).problem).toBe(`“${text}” is not a number.`);
  });

  test('an empty box is refused', () => {
    expect(readNumber('  ').problem).toMatch(/empty/);
  });

  test.each([
    ['1,000', '1000', '1'],
    ['-12,345', '−12345', '−12.345'],
    ['999,999', '999999', '999.999'],
  ])('%s is refused as ambiguous, naming both readings', (text, thousands, decimal) => {
    const { problem, value } = readNumber(text);
    expect(value).toBeUndefined();
    expect(problem).toMatch(/ambiguous/);
    expect(problem).toMatch(/thousands/);
    expect(problem).toContain(`(${thousands})`);
    expect(problem).toContain(`(${decimal})`);
  });

  test.each(['1e38', '123456789', '-1000000.5', '1e400', '-1e400'])('%s is too large', (text) => {
    expect(readNumber(text).problem).toMatch(/too large.*−1,000,000 and 1,000,000/);
  });

  test('text over the length cap is refused before any pattern, and said to be too long', () => {
    const atCap = `0.${'1'.repeat(MAX_NUMBER_TEXT_LENGTH - 2)}`;
    expect(readNumber(atCap).value).toBeCloseTo(0.1111111, 6);
    expect(readNumber(`${atCap}1`).problem).toMatch(/too long.*32 characters/);
  });

  test('a 100,000-character paste is refused as too long', () => {
    const read = readNumber(`${'1'.repeat(100_000)}x`);
    expect(read.problem).toMatch(/too long/);
    // The message quotes the start of the paste only.
    expect(read.problem.length).toBeLessThan(120);
  });

  test('the number pattern itself refuses a million characters (no backtracking blow-up)', () => {
    // The editor's earlier pattern, /^[+-]?(?:\d+\.?\d*|\.\d+)…$/, took a minute on
    // 100,000 digits and grows with their square: hours here, so a pattern that
    // backtracks runs the test out of time, where this one takes milliseconds.
    expect(NUMBER_PATTERN.test(`${'1'.repeat(1_000_000)}x`)).toBe(false);
    expect(NUMBER_PATTERN.test(`${'1'.repeat(500_000)}.${'1'.repeat(500_000)}e`)).toBe(false);
  });
});

describe('formatForBox', () => {
  test.each([
    [Math.fround(0.1), '0.1'],
    [Math.fround(-2.3), '-2.3'],
    [Math.fround(999999.8), '999999.8'],
    [Math.fround(1 / 3), '0.33333334'],
    [Math.fround(1e-7), '1e-7'],
    [-0, '0'],
    [1e6, '1000000'],
    [123456, '123456'],
  ])('%s shows as %s', (value, text) => {
    expect(formatForBox(value)).toBe(text);
  });

  test('what a box shows reads back as the same float32, and is never longer than needed', () => {
    // Float32 values spread over the editable range, from a fixed bit pattern walk.
    const bits = new Uint32Array(1);
    const single = new Float32Array(bits.buffer);
    for (let step = 0; step < 2000; step += 1) {
      bits[0] = Math.imul(step, 2654435761) >>> 0;
      const value = single[0];
      if (!Number.isFinite(value) || Math.abs(value) > 1e6) continue;
      const text = formatForBox(value);
      expect(Math.fround(readNumber(text).value)).toBe(value === 0 ? 0 : value);
      // One significant digit fewer would name another float32.
      const digits = text.replace(/^-|e.*$|\./g, '').replace(/^0+/, '').length;
      if (digits > 1) {
        expect(Math.fround(Number(value.toPrecision(digits - 1)))).not.toBe(value);
      }
    }
  });

  test('messages use a real minus sign', () => {
    expect(formatForMessage(Math.fround(-0.1))).toBe('−0.1');
    expect(formatForMessage(-1e-7)).toBe('−1e−7');
  });
});

describe('formatExponential', () => {
  test.each([
    [Math.exp(4.5), '90.0'],
    [Math.exp(3), '20.1'],
    [1, '1.00'],
    [Math.exp(-3), '0.0498'],
    [Math.exp(9), '8103'],
    [Math.exp(100), '2.7 × 10⁴³'],
    [Math.exp(-10), '4.5 × 10⁻⁵'],
    [0, '0'],
  ])('e^s = %d is written %s', (value, text) => {
    expect(formatExponential(value)).toBe(text);
  });
});
