// Symbols with a subscript as prose writes them (W<sub>Q</sub>), for the
// templates whose placeholders are elements (tNodes in ../text/text.js).
import { el } from './el.js';

/** A letter with its subscript, as index.html writes them: W<sub>Q</sub>. */
export const subscripted = (letter, subscript, tag = 'span') =>
  el('span', {}, el(tag, { text: letter }), el('sub', { text: subscript }));

/** The projection matrices for a template's {wq}, {wk} and {wv}. */
export const projectionMatrices = () => ({
  wq: subscripted('W', 'Q'),
  wk: subscripted('W', 'K'),
  wv: subscripted('W', 'V'),
});
