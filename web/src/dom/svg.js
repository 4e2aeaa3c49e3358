// SVG elements for the pictures (plane.js, lines.js). Attributes go in with
// setAttribute, never a `style` attribute (the page's style-src is strict):
// presentation attributes such as stroke-opacity are attributes, not styles.
const SVG = 'http://www.w3.org/2000/svg';

/** svg('circle', { r: 4 }, child, …): an SVG element with attributes and children. */
export function svg(tag, attributes = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) node.setAttribute(name, String(value));
  }
  node.append(...children);
  return node;
}

/** A letter with a word as subscript, as SVG text ("v" with "arrow" below the line). */
export function svgSymbol(letter, subscript, attributes = {}) {
  return svg(
    'text',
    attributes,
    svg('tspan', { class: 'svg-letter' }, letter),
    svg('tspan', { class: 'svg-subscript', dy: '0.35em' }, subscript),
  );
}

/** Pixels to two decimals: enough for a picture, short in the DOM. */
export const px = (value) => Math.round(value * 100) / 100;
