// Formulas as MathML Core, built node by node and drawn by the browser's own
// math layout: no typesetting library or math fonts to ship, and token text
// can only ever become the text of an <mtext> node.
import { entrySeparator, formatNumber } from '../text/numbers.js';
import { patchChildren } from './patch.js';
import { roleClass } from './roles.js';

const MATHML = 'http://www.w3.org/1998/Math/MathML';

function node(tag, attributes, children) {
  const element = document.createElementNS(MATHML, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** An identifier; names longer than one letter are set upright (softmax). */
export const mi = (name) => node('mi', name.length > 1 ? { mathvariant: 'normal' } : {}, [name]);
/** A number (formatted to at most two decimals) or preformatted number text. */
export const mn = (value) =>
  node('mn', {}, [typeof value === 'number' ? formatNumber(value) : value]);
export const mo = (operator) => node('mo', {}, [operator]);
export const mtext = (text) => node('mtext', {}, [text]);
export const row = (...parts) => node('mrow', {}, parts);
export const frac = (numerator, denominator) => node('mfrac', {}, [numerator, denominator]);
export const sqrt = (radicand) => node('msqrt', {}, [radicand]);
export const under = (base, script) => node('munder', {}, [base, script]);

/** A letter with a word as subscript (q with "flies"), optionally primed (x′). */
export function symbol(letter, subscript, { prime = false } = {}) {
  const sub = typeof subscript === 'string' ? mtext(subscript) : subscript;
  const role = roleClass(letter, prime);
  const attributes = role ? { class: role } : {};
  // The prime goes beside the letter, as in running text: as a superscript
  // (msubsup) Chromium raises the font's already raised prime a second time.
  const base = prime
    ? row(mi(letter), node('mo', { lspace: '0', rspace: '0' }, ['′']))
    : mi(letter);
  return node('msub', attributes, [base, sub]);
}

/**
 * [a, b, c] with each entry an <mn>; `format` turns a value into its text.
 * Where the decimal mark is a comma, entries are separated by semicolons.
 */
export function vector(values, format = formatNumber) {
  const separator = entrySeparator();
  const entries = values.flatMap((value, index) => [
    ...(index > 0 ? [mo(separator)] : []),
    mn(format(value)),
  ]);
  return row(mo('['), ...entries, mo(']'));
}

/** Joins parts with an operator: joined('+', a, b, c) is a + b + c. */
export function joined(operator, ...parts) {
  return row(...parts.flatMap((part, index) => (index > 0 ? [mo(operator), part] : [part])));
}

/**
 * Shows each line as its own formula, left-aligned, replacing what was there.
 * (Block-mode <math> would centre every line on its own.)
 * @param {HTMLElement} element
 * @param {Element[]} lines  MathML rows
 */
export function renderFormula(element, lines) {
  element.replaceChildren(
    ...lines.map((line) => {
      const wrapper = document.createElement('div');
      wrapper.className = 'formula-line';
      // Mathematics reads left to right on a right-to-left page too.
      wrapper.append(node('math', { dir: 'ltr' }, [line]));
      return wrapper;
    }),
  );
}

/**
 * Like renderFormula, for a formula already shown with as many lines: the
 * new lines are patched into its <math> elements, so only changed text is
 * written and no HTML element is made.
 * @param {HTMLElement} element
 * @param {Element[]} lines  MathML rows
 */
export function updateFormula(element, lines) {
  const shown = element.querySelectorAll(':scope > .formula-line > math');
  if (shown.length !== lines.length) renderFormula(element, lines);
  else lines.forEach((line, index) => patchChildren(shown[index], [line]));
}
