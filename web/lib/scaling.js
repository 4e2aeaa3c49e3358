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

// The request with its defaults, its types checked before the core sees it
// (which checks the rest).
function requestOf({ keyDims = [4, 16, 64, 256, 1024], keys = 8, samples = 256, seed = 0 }) {
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
  return { keyDims, keys, samples, seed };
}

// The core's kScalingFields floats per key dimension, as objects.
function readStatistics(keyDims, [buffer, start]) {
  const fields = SCALING_FIELDS.length;
  const numbers = new Float32Array(buffer, start, keyDims.length * fields);
  return keyDims.map((keyDim, index) => ({
    keyDim,
    ...Object.fromEntries(SCALING_FIELDS.map((field, at) => [field, numbers[index * fields + at]])),
  }));
}

/**
 * See Attention.scalingStatistics.
 * @param {import('./heap.js').CoreHeap} heap
 * @param {import('./attention').ScalingOptions} options
 * @returns {import('./attention').ScalingStatistics[]}
 */
export function scalingStatistics(heap, core, options) {
  const { keyDims, keys, samples, seed } = requestOf(options);
  const count = keyDims.length;
  return readStatistics(
    keyDims,
    heap.call([Float64Array.from(keyDims)], count * SCALING_FIELDS.length, ([dimsAt], out) =>
      core._scaling_run(dimsAt, count, keys, samples, seed, out),
    ),
  );
}

/**
 * See Attention.scalingStatisticsInSteps.
 * @param {import('./heap.js').CoreHeap} heap
 * @param {import('./attention').ScalingOptions} options
 * @param {{ samplesPerStep?: number }} steps
 * @returns {Generator<void, import('./attention').ScalingStatistics[], void>}
 */
export function scalingStatisticsInSteps(heap, core, options, { samplesPerStep = 32 } = {}) {
  const { keyDims, keys, samples, seed } = requestOf(options);
  if (!Number.isInteger(samplesPerStep) || samplesPerStep < 1) {
    throw new AttentionInputError(
      `samplesPerStep must be a whole number from 1; got ${String(samplesPerStep)}`,
    );
  }
  const count = keyDims.length;
  let run = 0;
  heap.call([Float64Array.from(keyDims)], 0, ([dimsAt]) => {
    run = core._scaling_begin(dimsAt, count, keys, samples, seed);
    return run === 0 ? 1 : 0;
  });
  function* steps() {
    try {
      while (core._scaling_advance(run, samplesPerStep) === 0) yield;
      const written = heap.call([], count * SCALING_FIELDS.length, (addresses, out) => {
        core._scaling_end(run, out);
        run = 0;
        return 0;
      });
      return readStatistics(keyDims, written);
    } finally {
      // Given up with return() (or the core threw): the run is freed all the same.
      if (run !== 0) core._scaling_end(run, 0);
    }
  }
  return steps();
}
