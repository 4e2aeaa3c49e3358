// Formulas typeset by KaTeX as MathML, which the browser draws with its own
// math fonts: no KaTeX fonts or stylesheet to ship. katex.render builds DOM
// nodes (no innerHTML), and token text reaches it only through texText().
import katex from 'katex';

/**
 * Typesets `tex` into `element`, replacing what was there.
 * @param {HTMLElement} element
 * @param {string} tex
 */
export function renderFormula(element, tex) {
  katex.render(tex, element, {
    output: 'mathml',
    displayMode: true,
    throwOnError: false,
    trust: false,
  });
}
