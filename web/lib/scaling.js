// Statistics of random scores that show why attention divides by √d_k,
// computed by the core (wasm/src/scaling.cpp), for attention.js.
import { AttentionInputError } from './checks.js';

// What scalingStatistics returns per key dimension, in the core's order
// (attention::ScalingStatistics, wasm/include/attention/scaling.hpp).
const SCALING_FIELDS = [
  'rawSpread',
  'scaledSpread',
  'rawLargestWeight',
  'scaledLargestWeight',
  'rawGradient',
  'scaledGradient',
];

/**
 * See Attention.scalingStatistics.
 * @param {import('./heap.js').CoreHeap} heap
 * @param {import('./attention').ScalingOptions} options
 * @returns {import('./attention').ScalingStatistics[]}
 */
export function scalingStatistics(
  heap,
  core,
  { keyDims = [4, 16, 64, 256, 1024], keys = 8, samples = 256, seed = 0 },
) {
  // The output's size follows the list's length: bounded here, checked in full by the core.
  if (
    !Array.isArray(keyDims) ||
    keyDims.length > 16 ||
    keyDims.some((d) => typeof d !== 'number')
  ) {
    throw new AttentionInputError('keyDims must be an array of 1 to 16 numbers');
  }
  for (const [name, value] of Object.entries({ keys, samples, seed })) {
    if (typeof value !== 'number') {
      throw new AttentionInputError(`${name} must be a number; got ${String(value)}`);
    }
  }
  const count = keyDims.length;
  const fields = SCALING_FIELDS.length;
  const [buffer, start] = heap.call([Float64Array.from(keyDims)], count * fields, ([dimsAt], out) =>
    core._scaling_run(dimsAt, count, keys, samples, seed, out),
  );
  const numbers = new Float32Array(buffer, start, count * fields);
  return keyDims.map((keyDim, index) => ({
    keyDim,
    ...Object.fromEntries(SCALING_FIELDS.map((field, at) => [field, numbers[index * fields + at]])),
  }));
}
