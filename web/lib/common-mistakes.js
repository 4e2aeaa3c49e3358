// The usual wrong answers to self-attention (swapped query and key, the
// other scaling, the softmax down the columns, ...), computed by the core
// (wasm/src/common_mistakes.cpp), for attention.js.
import { AttentionInputError, checkTensorType } from './checks.js';

// The outputs in the core's order (attention::placeCommonMistakes): eight
// tables [n, n], nine outputs [n, d_v], then keysInsteadOfValues [n, d_k].
const TABLES = [
  'swappedScores',
  'queryQueryScores',
  'keyKeyScores',
  'otherScaleWeights',
  'keyDimWeights',
  'columnWeights',
  'withoutExpWeights',
  'unmaskedWeights',
];
const OUTPUTS = [
  'otherScaleOutputs',
  'keyDimOutputs',
  'columnOutputs',
  'withoutExpOutputs',
  'unmaskedOutputs',
  'topValueOutputs',
  'unweightedSumOutputs',
  'plainAverageOutputs',
  'scaledScoreOutputs',
];

/**
 * See Attention.commonMistakes.
 * @param {import('./heap.js').CoreHeap} heap
 * @param {import('./attention').Tensor} query
 * @param {import('./attention').Tensor} key
 * @param {import('./attention').Tensor} value
 * @param {import('./attention').CommonMistakesOptions} options
 * @returns {import('./attention').CommonMistakes}
 */
export function commonMistakes(heap, core, query, key, value, options) {
  checkTensorType('query', query);
  checkTensorType('key', key);
  checkTensorType('value', value);
  const { scale = true, causal = false } = options;
  if (typeof scale !== 'boolean') {
    throw new AttentionInputError(`scale must be true or false; got ${String(scale)}`);
  }
  heap.describeOptions({ scale, causal });
  heap.describe(query, 0);
  heap.describe(key, 1);
  heap.describe(value, 2);
  // Attention's plan sizes the outputs; the core refuses anything but
  // self-attention over one sequence before it writes any.
  const at = heap.plan(core._attention_plan);
  const sizes = heap.f64s();
  const [n, keyDim, valueDim] = [sizes[at + 3], sizes[at + 5], sizes[at + 6]];
  const descriptors = heap.descriptors;
  const [buffer, start] = heap.call(
    [query.data, key.data, value.data],
    n * (8 * n + 9 * valueDim + keyDim),
    ([queryAt, keyAt, valueAt], out) =>
      core._common_mistakes_run(descriptors, queryAt, keyAt, valueAt, out),
  );
  // One copy out of the heap, then a view of it for each field.
  const result = {};
  let offset = start;
  const take = (name, columns) => {
    result[name] = { data: new Float32Array(buffer, offset, n * columns), shape: [n, columns] };
    offset += 4 * n * columns; // bytes of float32
  };
  for (const name of TABLES) take(name, n);
  for (const name of OUTPUTS) take(name, valueDim);
  take('keysInsteadOfValues', keyDim);
  return result;
}
