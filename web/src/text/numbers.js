// How the lab writes numbers: up to two decimals, weights with exactly two.

const MINUS = '\u2212';

/** Up to two decimals, trailing zeros dropped, a real minus sign, never "-0". */
export function formatNumber(value) {
  const rounded = Number(value.toFixed(2));
  const text = String(Object.is(rounded, -0) ? 0 : rounded);
  return text.replace('-', MINUS);
}

/** Weights always with two decimals so columns line up. */
export function formatWeight(value) {
  return value.toFixed(2);
}

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
  if (value >= 0.001 && value < 1000) return value.toPrecision(3);
  const [mantissa, exponent] = value.toExponential(1).split('e');
  const power = [...String(Number(exponent))].map((digit) => SUPERSCRIPTS[digit]).join('');
  return `${mantissa} × 10${power}`;
}
