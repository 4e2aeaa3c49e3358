// The model: everything the views show for one set of numbers (sentence,
// edits, switches), computed by the WebAssembly core once per change of
// those numbers. It does not depend on the selection (query, focused key,
// step), so picking a query or a step never calls the core. Attention is
// computed with and without scaling at once: the softmax step shows where
// the other setting would put the weights, and the scale switch only picks
// which of the two results is shown. The causal switch is passed to the
// core as `causal: true` (it returns −∞ scaled scores where a key is hidden,
// which is how the views know); with more than one head the same Q, K, V
// are also computed as multi-head attention (`multiHead`, see headRows).
// Page code only rearranges the core's numbers into rows; it never computes
// a dot product, a softmax or a weighted sum itself.
import { EDIT_MATRICES } from './state/edits.js';
import { sameTokens, tokensOf } from './state/sentence.js';
import { chunks, joinHeads, rows, splitHeads } from './tensors.js';

/** @typedef {import('../lib/attention').Tensor} Tensor */

// The n diagonal matrices diag(w_i) of the weight rows, stacked into one
// [n·n, n] matrix: multiplied into V [n, d] by the core, row i·n + j of the
// product is w_ij · v_j, every query's weighted values in one call.
function stackedDiagonals(weights) {
  const [n, m] = weights.shape;
  const data = new Float32Array(n * m * m);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < m; j++) data[(i * m + j) * m + j] = weights.data[i * m + j];
  }
  return { data, shape: [n * m, m] };
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

// A copy of `tensor` with the edits of `matrix` written in.
function withEdits(tensor, matrix, edits) {
  const data = Float32Array.from(tensor.data);
  const width = tensor.shape[1];
  for (const edit of edits) {
    const index = edit.row * width + edit.column;
    if (edit.matrix === matrix && index < data.length) data[index] = edit.value;
  }
  return { data, shape: [...tensor.shape] };
}

/**
 * The words of the numbers: tokens, their labels and (for the chapter's
 * sentence) BERT ids. The same object as `previous` when the words are the
 * same, so views rebuild their rows and columns only for new words.
 */
function wordsOf(example, sentence, previous) {
  const tokens = tokensOf(sentence, example.tokens);
  const ids = sentence === null ? example.ids : null;
  if (previous && previous.ids === ids && sameTokens(previous.tokens, tokens)) return previous;
  return { tokens, labels: tokenLabels(tokens), ids };
}

// Where the core hid a key: its scaled score is −∞ (the causal mask).
const maskedCells = (scaledScores) =>
  scaledScores.map((scoresOfRow) => scoresOfRow.map((score) => score === -Infinity));

// What attention gives for one scaling setting, as rows: the scores (the
// same for both), scores after scaling (−∞ where masked), weights, their
// sums, the weighted values and the outputs.
function attentionRows(attention, query, key, value, options) {
  const result = attention.scaledDotProductAttention(query, key, value, options);
  const weightedValues = rows(attention.project(stackedDiagonals(result.weights), value));
  const weights = rows(result.weights);
  const scaledScores = rows(result.scaledScores);
  return {
    scores: rows(result.scores),
    scaledScores,
    masked: maskedCells(scaledScores),
    weights,
    // Display only: adding up a row of the core's weights for its "sum" label.
    rowSums: weights.map((weightsOfRow) => weightsOfRow.reduce((sum, w) => sum + w, 0)),
    outputs: rows(result.output),
    /** weightedValues[i][j] = w_ij · v_j, from the core. */
    weightedValues: chunks(weightedValues, weights.length),
  };
}

// Multi-head attention on the same Q, K, V: their width cut into `heads`
// heads, all computed by one call of the core on [1, H, n, d/H] tensors.
// Null for one head (nothing to show beyond the steps).
function headRows(attention, query, key, value, options, heads) {
  if (heads === 1) return null;
  const [q, k, v] = [query, key, value].map((tensor) => splitHeads(tensor, heads));
  const result = attention.scaledDotProductAttention(q, k, v, options);
  const n = query.shape[0];
  const scaledScores = chunks(rows(result.scaledScores), n);
  const outputs = chunks(rows(result.output), n);
  return {
    keyDimension: k.shape[3],
    heads: chunks(rows(result.weights), n).map((weights, head) => ({
      weights,
      masked: maskedCells(scaledScores[head]),
      outputs: outputs[head],
    })),
    /** Each query's head outputs side by side: [n, d]. */
    joinedOutputs: rows(joinHeads(result.output)),
  };
}

// Everything that depends on the scaling setting, for one setting.
const scaledRows = (attention, [query, key, value], { causal, heads }, scale) => ({
  ...attentionRows(attention, query, key, value, { scale, causal }),
  multiHead: headRows(attention, query, key, value, { scale, causal }, heads),
});

// The values and both settings' output rows projected onto the values'
// principal plane by one core call; each setting's output rows in the plane
// go to its byScale entry as planeOutputs.
function principalPlane(attention, value, byScale) {
  const settings = Object.values(byScale);
  const outputs = settings.flatMap((rowsOf) => rowsOf.outputs);
  const projected = attention.principalPlane(value, {
    data: Float32Array.from(outputs.flat()),
    shape: [outputs.length, value.shape[1]],
  });
  const points = rows(projected.points);
  settings.forEach((rowsOf, index) => {
    const n = rowsOf.outputs.length;
    rowsOf.planeOutputs = points.slice(index * n, (index + 1) * n);
  });
  return { values: rows(projected.values), retainedVariance: projected.retainedVariance };
}

// Whether two sets of numbers differ at most in the scale switch (edits are
// replaced, never changed in place, so identity tells).
const sameButScale = (a, b) =>
  a.sentence === b.sentence &&
  a.edits === b.edits &&
  a.separateProjections === b.separateProjections &&
  a.causal === b.causal &&
  a.heads === b.heads;

// The model for `numbers` from the parts computed for both settings.
function shown(computed, numbers) {
  const { byScale, ...parts } = computed;
  return {
    ...parts,
    ...byScale[String(numbers.scale)],
    numbers,
    /** The same rows under the other scaling setting (for the softmax step's marks). */
    otherScale: byScale[String(!numbers.scale)],
    computed,
  };
}

/**
 * Everything a render needs for `numbers`. Throws the core's
 * AttentionInputError if it refuses the numbers (the caller keeps the state
 * it had). Numbers that differ from `previous`'s only in the scale switch
 * reuse its results: no call into the core.
 * @param {import('../lib/attention').Attention} attention
 * @param {import('../lib/attention').ChapterExample} example
 * @param {import('./state/url.js').LabState['numbers']} numbers
 * @param {Model} [previous]  the model shown so far, whose words are reused if the same
 */
export function buildModel(attention, example, numbers, previous) {
  if (previous && sameButScale(previous.numbers, numbers)) return shown(previous.computed, numbers);
  const words = wordsOf(example, numbers.sentence, previous?.words);
  const isChapter = numbers.sentence === null;
  const base = {
    x: isChapter ? example.embeddings : attention.embedWords(words.tokens, example.dim),
    wq: example.wq,
    wk: example.wk,
    wv: example.wv,
  };
  const edited = Object.fromEntries(
    EDIT_MATRICES.map((matrix) => [matrix, withEdits(base[matrix], matrix, numbers.edits)]),
  );
  // Q = X·W_Q, K = X·W_K, V = X·W_V, by the core. With shared projections the
  // embeddings themselves serve as q, k and v.
  const projected = (matrix) =>
    numbers.separateProjections ? attention.project(edited.x, edited[matrix]) : edited.x;
  const [query, key, value] = [projected('wq'), projected('wk'), projected('wv')];
  const byScale = Object.fromEntries(
    [true, false].map((scale) => [
      String(scale),
      scaledRows(attention, [query, key, value], numbers, scale),
    ]),
  );
  const plane = principalPlane(attention, value, byScale);

  return shown(
    {
      words,
      // Shorthands for the words' parts, used by every view.
      tokens: words.tokens,
      labels: words.labels,
      ids: words.ids,
      isChapter,
      // The chapter's numbers exactly: its words, nothing edited.
      isChapterExample: isChapter && numbers.edits.length === 0,
      keyDimension: key.shape[1],
      /** X, W_Q, W_K, W_V as used (edits written in), as rows. */
      matrices: mapMatrices((matrix) => rows(edited[matrix])),
      /** X, W_Q, W_K, W_V before any edit, as rows. */
      baseMatrices: mapMatrices((matrix) => rows(base[matrix])),
      queries: rows(query),
      keys: rows(key),
      values: rows(value),
      /** The values in their principal plane, and the share of their spread it keeps. */
      plane,
      byScale,
    },
    numbers,
  );
}

const mapMatrices = (make) =>
  Object.fromEntries(EDIT_MATRICES.map((matrix) => [matrix, make(matrix)]));

/** @typedef {ReturnType<typeof buildModel>} Model */
