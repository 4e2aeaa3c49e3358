// Changed numbers. An edit is a value, { matrix, row, column, value }: the
// entry of the embeddings X or of W_Q, W_K, W_V it changes (0-based, like
// token positions) and the number now there. Link text ("wk.0.1:1") is read
// and written only here, at the edge.
import { MAX_NUMBER_MAGNITUDE } from '../text/number-text.js';

/** The editable matrices, by their one name everywhere (URL, model, editor). */
export const EDIT_MATRICES = ['x', 'wq', 'wk', 'wv'];

/** Edits beyond this many are kept on the page but left out of the link. */
export const MAX_EDITS_IN_URL = 20;

/**
 * @typedef {object} Edit
 * @property {'x' | 'wq' | 'wk' | 'wv'} matrix
 * @property {number} row
 * @property {number} column
 * @property {number} value
 */

/** A usable number for an entry: finite and not absurdly large. */
export function isUsableNumber(value) {
  return Number.isFinite(value) && Math.abs(value) <= MAX_NUMBER_MAGNITUDE;
}

// Edits are kept sorted (matrix, row, column), so a link lists them in a
// stable order and two equal lists look equal.
const order = (edit) => [EDIT_MATRICES.indexOf(edit.matrix), edit.row, edit.column];
function compareEntries(a, b) {
  const [left, right] = [order(a), order(b)];
  return left[0] - right[0] || left[1] - right[1] || left[2] - right[2];
}

/** The edit of one entry ({ matrix, row, column }), if there is one. */
export function findEdit(edits, entry) {
  return edits.find((edit) => compareEntries(edit, entry) === 0);
}

/** The edits with `entry` set to `value` (replacing an earlier edit of it). */
export function withEdit(edits, entry, value) {
  const { matrix, row, column } = entry;
  return [...withoutEdit(edits, entry), { matrix, row, column, value }].sort(compareEntries);
}

/** The edits without any edit of `entry`. */
export function withoutEdit(edits, entry) {
  return edits.filter((edit) => compareEntries(edit, entry) !== 0);
}

/** The edits without those of the embeddings (which belong to one sentence's words). */
export function projectionEdits(edits) {
  return edits.filter((edit) => edit.matrix !== 'x');
}

/** Whether the edits fit in a link (otherwise the page says they are not in it). */
export function editsFitInUrl(edits) {
  return edits.length <= MAX_EDITS_IN_URL;
}

/**
 * Reads the edits part of a link, e.g. "wq.1.0:2,x.3.2:-1.5"; entries that are
 * malformed, outside an X of `tokenCount` rows or a W of `dim` rows, or
 * unusable are skipped.
 * @param {string | null} text
 * @param {{ tokenCount: number, dim: number }} sizes
 * @returns {Edit[]}
 */
export function parseEdits(text, { tokenCount, dim }) {
  let edits = [];
  for (const part of String(text ?? '').split(',')) {
    const match = /^(x|wq|wk|wv)\.(\d{1,2})\.(\d{1,2}):(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)$/i.exec(
      part.trim(),
    );
    if (!match) continue;
    const matrix = match[1].toLowerCase();
    const [row, column, value] = match.slice(2).map(Number);
    const rows = matrix === 'x' ? tokenCount : dim;
    if (row >= rows || column >= dim || !isUsableNumber(value)) continue;
    edits = withEdit(edits, { matrix, row, column }, value);
  }
  return edits;
}

/** The edits as link text: "wk.0.1:1,…". */
export function serialiseEdits(edits) {
  return edits.map((edit) => `${edit.matrix}.${edit.row}.${edit.column}:${edit.value}`).join(',');
}
