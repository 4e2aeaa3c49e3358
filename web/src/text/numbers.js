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
