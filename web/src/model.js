// The model: everything the views show for one set of numbers (sentence,
// edits, switches), computed by the WebAssembly core once per change of
// those numbers. It does not depend on the selection (query, focused key,
// step), so picking a query or a step never calls the core. Attention is
// computed with and without scaling at once: the softmax step shows where
// the other setting would put the weights, and the scale switch only picks
// which of the two results is shown. Page code only rearranges the core's
// numbers into rows; it never computes a dot product, a softmax or a
// weighted sum itself.
import { EDIT_MATRICES } from './state/edits.js';
import { sameTokens, tokensOf } from './state/sentence.js';

/** @typedef {import('../lib/attention').Tensor} Tensor */

/** Row `index` of a 2-D tensor as a plain array. */
function row(tensor, index) {
  const width = tensor.shape.at(-1);
  return Array.from(tensor.data.subarray(index * width, (index + 1) * width));
}

/** A 2-D tensor as an array of row arrays. */
function rows(tensor) {
  const width = tensor.shape.at(-1);
  return Array.from({ length: tensor.data.length / width }, (_, index) => row(tensor, index));
}

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

// What attention gives for one scaling setting, as rows: the scores (the
// same for both), scores after scaling, weights, their sums, the weighted
// values and the outputs.
function attentionRows(attention, query, key, value, scale) {
  const result = attention.scaledDotProductAttention(query, key, value, { scale });
  const weightedValues = rows(attention.project(stackedDiagonals(result.weights), value));
  const weights = rows(result.weights);
  const n = weights.length;
  return {
    scores: rows(result.scores),
    scaledScores: rows(result.scaledScores),
    weights,
    // Display only: adding up a row of the core's weights for its "sum" label.
    rowSums: weights.map((weightsOfRow) => weightsOfRow.reduce((sum, w) => sum + w, 0)),
    outputs: rows(result.output),
    /** weightedValues[i][j] = w_ij · v_j, from the core. */
    weightedValues: Array.from({ length: n }, (_, i) => weightedValues.slice(i * n, (i + 1) * n)),
  };
}

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
  a.separateProjections === b.separateProjections;

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
      attentionRows(attention, query, key, value, scale),
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
