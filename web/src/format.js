// Number formatting and small DOM helpers shared by the views. Text always
// goes in through textContent: token text may one day come from the reader.

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

/** The same number for TeX; a negative one is braced so its minus is a sign, not "minus". */
export function texNumber(value) {
  const text = formatNumber(value).replace(MINUS, '-');
  return text.startsWith('-') ? `{${text}}` : text;
}

/** A vector as TeX: [0, 3, 0, 0]. */
export function texVector(values) {
  return `[\\,${values.map(texNumber).join(',\\ ')}\\,]`;
}

// Characters TeX would read as commands; token text is escaped before it
// reaches KaTeX so a word can never turn into markup.
const TEX_ESCAPES = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  $: '\\$',
  '&': '\\&',
  '#': '\\#',
  '^': '\\textasciicircum{}',
  _: '\\_',
  '%': '\\%',
  '~': '\\textasciitilde{}',
};

/** Token text as a TeX \text{…} group. */
export function texText(text) {
  return `\\text{${text.replace(/[\\{}$&#^_%~]/g, (char) => TEX_ESCAPES[char])}}`;
}

/**
 * Creates an element: el('td', { className: 'x', text: 'y' }, child, …).
 * Attributes other than className/text/dataset are set with setAttribute.
 */
export function el(tag, options = {}, ...children) {
  const node = document.createElement(tag);
  const { className, text, dataset, ...attributes } = options;
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  if (dataset) Object.assign(node.dataset, dataset);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined && value !== false)
      node.setAttribute(name, value === true ? '' : value);
  }
  node.append(...children.filter(Boolean));
  return node;
}
