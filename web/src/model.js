// Everything a render needs for one state, computed by the WebAssembly core.
// Page code only rearranges the core's numbers (rows, diagonals); it never
// computes a dot product, a softmax or a weighted sum itself.

import { EDIT_MATRICES, tokensOf } from './state.js';

/** @typedef {import('../lib/attention').Tensor} Tensor */

/** Row `index` of a 2-D tensor as a plain array. */
export function row(tensor, index) {
  const width = tensor.shape[1];
  return Array.from(tensor.data.subarray(index * width, (index + 1) * width));
}

/** A 2-D tensor as an array of row arrays. */
export function rows(tensor) {
  return Array.from({ length: tensor.shape[0] }, (_, index) => row(tensor, index));
}

// A square matrix with `values` on its diagonal: multiplying it into V (by
// the core) scales each value vector by its weight, one row per key.
function diagonal(values) {
  const size = values.length;
  const data = new Float32Array(size * size);
  values.forEach((value, index) => {
    data[index * size + index] = value;
  });
  return { data, shape: [size, size] };
}

const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

/**
 * Names to show for the tokens: a word that occurs more than once gets its
 * position as a subscript ("the₁", "the₆") so rows and columns stay apart.
 * @param {string[]} tokens
 */
function tokenLabels(tokens) {
  return tokens.map((token, index) =>
    tokens.indexOf(token) === tokens.lastIndexOf(token)
      ? token
      : token + String(index + 1).replace(/\d/g, (digit) => SUBSCRIPT_DIGITS[digit]),
  );
}

// A copy of `tensor` with the state's edits of `matrix` written in.
function withEdits(tensor, matrix, edits) {
  const data = Float32Array.from(tensor.data);
  const width = tensor.shape[1];
  for (const [key, value] of Object.entries(edits)) {
    const [name, rowIndex, columnIndex] = key.split('.');
    if (name !== matrix) continue;
    const index = Number(rowIndex) * width + Number(columnIndex);
    if (index < data.length) data[index] = value;
  }
  return { data, shape: [...tensor.shape] };
}

/**
 * The numbers a state starts from before any edit: the embeddings of its words
 * (the chapter's own for the chapter's sentence) and the chapter's W_Q, W_K, W_V.
 * @returns {{ tokens: string[], x: Tensor, wq: Tensor, wk: Tensor, wv: Tensor }}
 */
export function baseNumbers(attention, example, state) {
  const tokens = tokensOf(state, example.tokens);
  const x = state.sentence === null ? example.embeddings : attention.embedWords(tokens);
  return { tokens, x, wq: example.wq, wk: example.wk, wv: example.wv };
}

/**
 * Everything a render needs. Throws the core's AttentionInputError if it
 * refuses the numbers (the caller keeps the previous state).
 * @param {import('../lib/attention').Attention} attention
 * @param {import('../lib/attention').ChapterExample} example
 * @param {import('./state').LabState} state
 */
export function buildModel(attention, example, state) {
  const base = baseNumbers(attention, example, state);
  const [embeddings, wq, wk, wv] = EDIT_MATRICES.map((matrix) =>
    withEdits(base[matrix], matrix, state.edits),
  );
  const isChapter = state.sentence === null;
  // Q = X·W_Q, K = X·W_K, V = X·W_V, by the core. With shared projections the
  // embeddings themselves serve as q, k and v.
  const query = state.separateProjections ? attention.project(embeddings, wq) : embeddings;
  const key = state.separateProjections ? attention.project(embeddings, wk) : embeddings;
  const value = state.separateProjections ? attention.project(embeddings, wv) : embeddings;
  const result = attention.scaledDotProductAttention(query, key, value, { scale: state.scale });

  const i = state.queryIndex;
  const weightRow = row(result.weights, i);
  const weightedValues = attention.project(diagonal(weightRow), value);
  const weights = rows(result.weights);

  return {
    tokens: base.tokens,
    labels: tokenLabels(base.tokens),
    // Real (BERT) ids exist only for the chapter's words.
    ids: isChapter ? example.ids : null,
    isChapter,
    // The chapter's numbers exactly: its words, nothing edited.
    isChapterExample: isChapter && Object.keys(state.edits).length === 0,
    keyDimension: key.shape[1],
    embeddings: rows(embeddings),
    baseEmbeddings: rows(base.x),
    projections: { query: rows(wq), key: rows(wk), value: rows(wv) },
    baseProjections: { query: rows(base.wq), key: rows(base.wk), value: rows(base.wv) },
    queries: rows(query),
    keys: rows(key),
    values: rows(value),
    scores: rows(result.scores),
    scaledScores: rows(result.scaledScores),
    weights,
    // Display only: adding up a row of the core's weights for its "sum" label.
    rowSums: weights.map((weightsOfRow) => weightsOfRow.reduce((sum, w) => sum + w, 0)),
    outputs: rows(result.output),
    weightedValues: rows(weightedValues),
  };
}
