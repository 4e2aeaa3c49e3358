// Everything a render needs for one state, computed by the WebAssembly core.
// Page code only rearranges the core's numbers (rows, diagonals); it never
// computes a dot product, a softmax or a weighted sum itself.

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

/**
 * @param {import('../lib/attention').Attention} attention
 * @param {import('../lib/attention').ChapterExample} example
 * @param {import('./state').LabState} state
 */
export function buildModel(attention, example, state) {
  const { embeddings } = example;
  // With shared projections the embeddings themselves serve as q, k and v.
  const query = state.separateProjections ? example.query : embeddings;
  const key = state.separateProjections ? example.key : embeddings;
  const value = state.separateProjections ? example.value : embeddings;
  const result = attention.scaledDotProductAttention(query, key, value, { scale: state.scale });

  const i = state.queryIndex;
  const weightRow = row(result.weights, i);
  const weightedValues = attention.project(diagonal(weightRow), value);
  const weights = rows(result.weights);

  return {
    tokens: example.tokens,
    ids: example.ids,
    keyDimension: key.shape[1],
    embeddings: rows(embeddings),
    projections: { query: rows(example.wq), key: rows(example.wk), value: rows(example.wv) },
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
