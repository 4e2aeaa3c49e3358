// The model: everything the views show for one set of numbers (sentence,
// edits, switches), computed by the WebAssembly core. It does not depend on
// the selection (query, focused key, step), so picking a query or a step
// never calls the core. Each part (embeddings, edited matrices, Q/K/V,
// attention, multi-head attention, the plane) is kept from the previous
// model while the inputs it was computed from are the same objects, so a
// change computes only what depends on it: one attention call per attention
// problem shown. Attention is computed for the current scaling setting; the
// softmax step's marks for the other setting come from the core's
// attentionWeights on the same scores. The causal switch is passed to the
// core as `causal: true` (it returns −∞ scaled scores where a key is hidden,
// which is how the views know); with more than one head the panel's
// multi-head attention has its own queries, keys and values (`multiHead`,
// see headProjections and headRows). Page
// code only rearranges the core's numbers into rows; it never computes a dot
// product, a softmax or a weighted sum itself.
import { EDIT_MATRICES } from '../state/edits.js';
import { tokensOf } from '../state/sentence.js';
import { keptOrComputed as part } from '../changes.js';
import { chunks, joinHeads, rows, splitHeads } from './tensors.js';

/** @typedef {import('../../lib/attention').Tensor} Tensor */

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
 * sentence) BERT ids, as a part whose inputs are the ids and each token. The
 * words object is the previous one while they are the same, so views rebuild
 * their rows and columns only for new words.
 */
function wordsOf(example, sentence, previous) {
  const tokens = tokensOf(sentence, example.tokens);
  const ids = sentence === null ? example.ids : null;
  return part(previous, [ids, ...tokens], () => ({ tokens, labels: tokenLabels(tokens), ids }));
}

// Where the core hid a key: its scaled score is −∞ (the causal mask).
const maskedCells = (scaledScores) =>
  scaledScores.map((scoresOfRow) => scoresOfRow.map((score) => score === -Infinity));

// What attention gives for the current scaling setting, as rows: the scores,
// scores after scaling (−∞ where masked), weights, their sums, the weighted
// values and the outputs; and the weights the other setting would give the
// same scores (the core's softmax half alone, no second attention call).
function attentionRows(attention, { query, key, value }, { scale, causal }) {
  const result = attention.scaledDotProductAttention(query, key, value, { scale, causal });
  const other = attention.attentionWeights(result.scores, {
    scale: !scale,
    causal,
    keyDim: key.shape[1],
  });
  const weightedValues = rows(attention.project(stackedDiagonals(result.weights), value));
  const weights = rows(result.weights);
  const scaledScores = rows(result.scaledScores);
  const softmax = attention.softmaxParts(result.scaledScores);
  return {
    scores: rows(result.scores),
    scaledScores,
    masked: maskedCells(scaledScores),
    /** e^s of each scaled score (e^(s − shift) where a row would overflow), 0 where masked. */
    exponentials: rows(softmax.exponentials),
    /** Each row's sum of exponentials and its shift (0 unless its largest score is above 80). */
    exponentialSums: Array.from(softmax.sums.data),
    exponentialShifts: Array.from(softmax.shifts.data),
    weights,
    // Display only: adding up a row of the core's weights for its "sum" label.
    rowSums: weights.map((weightsOfRow) => weightsOfRow.reduce((sum, w) => sum + w, 0)),
    outputs: rows(result.output),
    /** weightedValues[i][j] = w_ij · v_j, from the core. */
    weightedValues: chunks(weightedValues, weights.length),
    /** The weights under the other scaling setting (the softmax step's marks). */
    otherScale: { weights: rows(other.weights) },
  };
}

// The heads' Q, K, V: X times the core's hand-set head projections for
// `heads` heads (each head's W^h side by side), so edits to W_Q, W_K and
// W_V stay with the single head of the steps while edits to X and the
// learner's words reach the heads too. With shared projections q = k = v = x
// here as well. Null for one head.
function headProjections(attention, example, x, separateProjections, heads) {
  if (heads === 1) return null;
  if (!separateProjections) return { query: x, key: x, value: x };
  const { wq, wk, wv } = example.headProjections[heads];
  return {
    query: attention.project(x, wq),
    key: attention.project(x, wk),
    value: attention.project(x, wv),
  };
}

// Multi-head attention: the heads' Q, K, V cut into `heads` heads of d/H
// columns, all computed by one call of the core on [1, H, n, d/H] tensors.
// Null for one head (nothing to show beyond the steps).
function headRows(attention, qkv, options, heads) {
  if (qkv === null) return null;
  const { query, key, value } = qkv;
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

// The values and the output rows projected onto the values' principal plane
// by one core call.
function principalPlane(attention, value, outputs) {
  const projected = attention.principalPlane(value, {
    data: Float32Array.from(outputs.flat()),
    shape: [outputs.length, value.shape[1]],
  });
  return {
    values: rows(projected.values),
    retainedVariance: projected.retainedVariance,
    outputs: rows(projected.points),
  };
}

// Q = X·W_Q, K = X·W_K, V = X·W_V, by the core. With shared projections the
// embeddings themselves serve as q, k and v.
function projections(attention, edited, separateProjections) {
  const projected = (matrix) =>
    separateProjections ? attention.project(edited.x, edited[matrix]) : edited.x;
  return { query: projected('wq'), key: projected('wk'), value: projected('wv') };
}

const mapMatrices = (make) =>
  Object.fromEntries(EDIT_MATRICES.map((matrix) => [matrix, make(matrix)]));

/**
 * Everything a render needs for `numbers`. Throws the core's
 * AttentionInputError if it refuses the numbers (the caller keeps the state
 * it had). Parts whose inputs are those of `previous`'s are reused from it,
 * without a call into the core.
 * @param {import('../../lib/attention').Attention} attention
 * @param {import('../../lib/attention').ChapterExample} example
 * @param {import('../state/url.js').LabState['numbers']} numbers
 * @param {Model} [previous]  the model shown so far
 */
export function buildModel(attention, example, numbers, previous) {
  const was = previous?.parts ?? {};
  const { sentence, edits, separateProjections, scale, causal, heads } = numbers;
  const isChapter = sentence === null;
  const wordsPart = wordsOf(example, sentence, was.words);
  const words = wordsPart.result;
  // Each part of the model is the previous model's while its inputs are.
  const base = part(was.base, [words, isChapter], () => ({
    x: isChapter ? example.embeddings : attention.embedWords(words.tokens, example.dim),
    wq: example.wq,
    wk: example.wk,
    wv: example.wv,
  }));
  const edited = part(was.edited, [base.result, edits], () =>
    mapMatrices((matrix) => withEdits(base.result[matrix], matrix, edits)),
  );
  const projected = part(was.projected, [edited.result, separateProjections], () =>
    projections(attention, edited.result, separateProjections),
  );
  const qkv = projected.result;
  const single = part(was.single, [qkv, scale, causal], () =>
    attentionRows(attention, qkv, { scale, causal }),
  );
  const headQkv = part(was.headQkv, [edited.result.x, separateProjections, heads], () =>
    headProjections(attention, example, edited.result.x, separateProjections, heads),
  );
  const multi = part(was.multi, [headQkv.result, scale, causal, heads], () =>
    headRows(attention, headQkv.result, { scale, causal }, heads),
  );
  // Only the plane below the fold and figures read the plane: it is computed
  // the first time it is read, not before the first screen is drawn.
  let plane;
  let planeShown;
  const planePart = () =>
    (plane ??= part(was.plane, [qkv.value, single.result], () =>
      principalPlane(attention, qkv.value, single.result.outputs),
    ));

  return {
    parts: {
      words: wordsPart,
      base,
      edited,
      projected,
      single,
      headQkv,
      multi,
      /** Undefined until this model's plane is first read. */
      get plane() {
        return plane;
      },
    },
    numbers,
    words,
    // Shorthands for the words' parts, used by every view.
    tokens: words.tokens,
    labels: words.labels,
    ids: words.ids,
    isChapter,
    // The chapter's numbers exactly: its words, nothing edited.
    isChapterExample: isChapter && edits.length === 0,
    keyDimension: qkv.key.shape[1],
    /** X, W_Q, W_K, W_V as used (edits written in), as rows. */
    matrices: mapMatrices((matrix) => rows(edited.result[matrix])),
    /** X, W_Q, W_K, W_V before any edit, as rows. */
    baseMatrices: mapMatrices((matrix) => rows(base.result[matrix])),
    queries: rows(qkv.query),
    keys: rows(qkv.key),
    values: rows(qkv.value),
    ...single.result,
    multiHead: multi.result,
    /** The values in their principal plane, and the share of their spread it keeps. */
    get plane() {
      const { values, retainedVariance } = planePart().result;
      return (planeShown ??= { values, retainedVariance });
    },
    /** The output rows in the same plane. */
    get planeOutputs() {
      return planePart().result.outputs;
    },
  };
}

/** @typedef {ReturnType<typeof buildModel>} Model */

/**
 * A model's words, matrices and projections: the same objects while only
 * the scaling, the mask or the heads changed.
 * @param {Model} model
 */
export const projectionParts = ({ parts }) => [
  parts.words.result,
  parts.edited.result,
  parts.projected.result,
];

/**
 * What the single head's views (the steps, the matrix) show of a model: its
 * words, matrices, projections and attention. The same objects while only
 * the heads' part changed, so Heads does not redraw those views.
 * @param {Model} model
 */
export const singleHeadParts = (model) => [...projectionParts(model), model.parts.single.result];

// One commonMistakes per attention problem: keyed by the model's attention
// part, which is the same object while Q, K, V, scale and causal are.
const mistakesOfProblem = new WeakMap();

/**
 * The core's usual wrong answers (commonMistakes) for the model's Q, K, V
 * and switches, for practice mode's checks (views/practice/diagnose.js).
 * Asked for, not built with the model, so the lab calls the core for them
 * only in practice mode, and once per set of numbers.
 * @param {import('../../lib/attention').Attention} attention
 * @param {Model} model
 * @returns {import('../../lib/attention').CommonMistakes}
 */
export function commonMistakesOf(attention, model) {
  const problem = model.parts.single.result;
  if (!mistakesOfProblem.has(problem)) {
    const { query, key, value } = model.parts.projected.result;
    const { scale, causal } = model.numbers;
    mistakesOfProblem.set(problem, attention.commonMistakes(query, key, value, { scale, causal }));
  }
  return mistakesOfProblem.get(problem);
}
