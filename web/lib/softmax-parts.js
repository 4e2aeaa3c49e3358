// The softmax taken apart (e^s and each row's sum), computed by the core
// (wasm/src/softmax_parts.cpp), for attention.js.
import { AttentionInputError, checkTensorType } from './checks.js';

/**
 * See Attention.softmaxParts.
 * @param {import('./heap.js').CoreHeap} heap
 * @param {import('./attention').Tensor} scaledScores
 * @returns {import('./attention').SoftmaxParts}
 */
export function softmaxParts(heap, core, scaledScores) {
  checkTensorType('scaledScores', scaledScores);
  const { data, shape } = scaledScores;
  const keys = shape.at(-1);
  const rows = shape.slice(0, -1).reduce((product, extent) => product * extent, 1);
  if (shape.length < 1 || shape.length > 4 || rows * keys !== data.length) {
    throw new AttentionInputError(
      `scaledScores must be [.., rows, keys] of rank 1 to 4 matching its ${data.length} entries; got [${shape.join(', ')}]`,
    );
  }
  // The core checks the sizes before anything is allocated for them.
  const outputs = rows * keys + 2 * rows;
  if (!(outputs <= 3 * 16777216)) {
    throw new AttentionInputError(`scaledScores has too many entries: ${data.length}`);
  }
  const [buffer, start] = heap.call([data], outputs, ([scoresAt], out) =>
    core._softmax_parts_run(scoresAt, rows, keys, out),
  );
  const rowShape = shape.length > 1 ? shape.slice(0, -1) : [1];
  const floats = Float32Array.BYTES_PER_ELEMENT;
  return {
    exponentials: { data: new Float32Array(buffer, start, rows * keys), shape: shape.slice() },
    sums: { data: new Float32Array(buffer, start + rows * keys * floats, rows), shape: rowShape },
    shifts: {
      data: new Float32Array(buffer, start + (rows * keys + rows) * floats, rows),
      shape: rowShape.slice(),
    },
  };
}
