// Building elements. Text always goes in through textContent: token text may
// come from the reader.

/**
 * Creates an element: el('td', { className: 'x', text: 'y' }, child, …).
 * `style` ("--columns: 5; min-width: 9em") goes through the CSSOM, never a
 * style attribute, which a host's `style-src 'self'` would refuse. Other
 * attributes than className/text/dataset/style are set with setAttribute.
 */
export function el(tag, options = {}, ...children) {
  const node = document.createElement(tag);
  const { className, text, dataset, style, ...attributes } = options;
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  if (dataset) Object.assign(node.dataset, dataset);
  if (style) node.style.cssText = style;
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined && value !== false)
      node.setAttribute(name, value === true ? '' : value);
  }
  node.append(...children.filter(Boolean));
  return node;
}
