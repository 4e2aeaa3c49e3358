// How the lab writes numbers: up to two decimals, weights with exactly two,
// with the shown language's decimal mark (0,80 in German and Spanish; see
// locale.js). Every number on the page, in prose, tables, figures and
// accessible names, is written by these functions.
import { locale } from './locale.js';

const MINUS = '\u2212';

// The digits are worked out in JS's own notation, the decimal mark is the language's.
const localised = (text) => text.replace('.', locale().decimal);

/** Up to `digits` decimals, trailing zeros dropped, a real minus sign, never "-0". */
export function formatUpTo(value, digits) {
  const rounded = Number(value.toFixed(digits));
  const text = String(Object.is(rounded, -0) ? 0 : rounded);
  return localised(text.replace('-', MINUS));
}

/** Up to two decimals, as formatUpTo. */
export const formatNumber = (value) => formatUpTo(value, 2);

/** A weight rounded as it is shown, for comparing what the reader sees. */
export const roundedWeight = (value) => Number(value.toFixed(2));

/** Weights always with two decimals so columns line up. */
export function formatWeight(value) {
  return localised(value.toFixed(2));
}

/** Exactly `digits` decimals (a factor, a head's entry), a real minus sign. */
export function formatFixed(value, digits) {
  return localised(value.toFixed(digits).replace('-', MINUS));
}

/**
 * What separates the entries of a vector: a comma, or a semicolon where the
 * comma is the decimal mark ([0,5; 1]).
 */
export const entrySeparator = () => (locale().decimal === ',' ? ';' : ',');

const SUPERSCRIPTS = {
  '-': '⁻',
  0: '⁰',
  1: '¹',
  2: '²',
  3: '³',
  4: '⁴',
  5: '⁵',
  6: '⁶',
  7: '⁷',
  8: '⁸',
  9: '⁹',
};

/**
 * An exponential e^s, which spans many orders of magnitude: three significant
 * digits (90.0, 20.1, 1.00, 0.0498), whole from 1000 (8103), and from
 * 100 000 or below 0.001 as a power of ten (2.7 × 10⁴³).
 */
export function formatExponential(value) {
  if (value === 0) return '0';
  if (value === Infinity) return '∞';
  if (value >= 1000 && value < 1e5) return String(Math.round(value));
  if (value >= 0.001 && value < 1000) return localised(value.toPrecision(3));
  const [mantissa, exponent] = value.toExponential(1).split('e');
  const power = [...String(Number(exponent))].map((digit) => SUPERSCRIPTS[digit]).join('');
  return `${localised(mantissa)} × 10${power}`;
}
