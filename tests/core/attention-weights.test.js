// attentionWeights, the softmax half of attention from given scores: fed a
// scaledDotProductAttention call's scores it returns that call's scaled
// scores and weights bit for bit, for every option, on the SIMD128 and the
// scalar build; fed them with other options it matches the independent
// float64 reference; bad input throws a clear AttentionInputError.
import { describe, expect, test } from 'vitest';

import { AttentionInputError } from '../../web/lib/attention.js';
import { loadBothBuilds } from './both-builds.js';
import {
  maxAbsDifference,
  randomAdditiveMask,
  randomBooleanMask,
  randomTensor,
  referenceAttention,
  seededRandom,
} from './reference.js';

const builds = loadBothBuilds();

const masks = { none: () => undefined, boolean: randomBooleanMask, additive: randomAdditiveMask };

// [name, query, key, value, mask shape]. Slices of up to 16 × 16 scores take
// Eigen's row pass in the SIMD build, larger ones the vector one; d = 768
// takes the blocked products with Eigen's row pass.
const problems = [
  ['the lab’s 5 × 4', [5, 4], [5, 4], [5, 4], [5, 5]],
  ['d = 768, 5 tokens', [1, 5, 768], [1, 5, 768], [1, 5, 768], [5]],
  ['batch, n < m, 40 keys', [2, 7, 16], [2, 40, 16], [2, 40, 8], [7, 40]],
  ['grouped heads, 20 × 45', [2, 4, 20, 8], [2, 2, 45, 8], [2, 2, 45, 4], [2, 1, 20, 45]],
];

// Every combination of the options.
const optionSets = [];
for (const scale of [true, false, 0.5, 2]) {
  for (const causal of [false, true]) {
    for (const softcap of [undefined, 1.5]) {
      for (const mask of Object.keys(masks)) optionSets.push({ scale, causal, softcap, mask });
    }
  }
}

const inputsOf = (random, [, qShape, kShape, vShape, maskShape], { mask, ...options }) => ({
  query: randomTensor(qShape, random),
  key: randomTensor(kShape, random),
  value: randomTensor(vShape, random),
  options: { ...options, mask: masks[mask](maskShape, random) },
  keyDim: qShape.at(-1),
});

// The float32 bit patterns of a tensor's data.
const bits = (tensor) =>
  Array.from(new Uint32Array(tensor.data.buffer, tensor.data.byteOffset, tensor.data.length));

describe.each(['simd', 'scalar'])('%s build', (build) => {
  test.each(problems)(
    '%s: a call’s scores give back its scaled scores and weights bit for bit, for every option',
    (...problem) => {
      const attention = builds[build];
      const random = seededRandom(problem[0].length * 131 + problem[1].length);
      for (const optionSet of optionSets) {
        const { query, key, value, options, keyDim } = inputsOf(random, problem, optionSet);
        const attended = attention.scaledDotProductAttention(query, key, value, options);
        const weighed = attention.attentionWeights(attended.scores, { ...options, keyDim });
        expect(weighed.scaledScores.shape).toEqual(attended.scaledScores.shape);
        expect(weighed.weights.shape).toEqual(attended.weights.shape);
        expect(bits(weighed.scaledScores), JSON.stringify(optionSet)).toEqual(
          bits(attended.scaledScores),
        );
        expect(bits(weighed.weights), JSON.stringify(optionSet)).toEqual(bits(attended.weights));
      }
    },
  );

  test.each(problems)(
    '%s: one call’s scores with every other option match the float64 reference',
    (...problem) => {
      const attention = builds[build];
      const random = seededRandom(problem[0].length * 17 + 5);
      const { query, key, value, keyDim } = inputsOf(random, problem, optionSets[0]);
      const { scores } = attention.scaledDotProductAttention(query, key, value);
      for (const optionSet of optionSets) {
        const { options } = inputsOf(random, problem, optionSet);
        const { weights, scaledScores } = attention.attentionWeights(scores, {
          ...options,
          keyDim,
        });
        const reference = referenceAttention(query, key, value, options);
        expect(weights.shape).toEqual(reference.scoreShape);
        expect(
          maxAbsDifference(weights.data, reference.weights),
          JSON.stringify(optionSet),
        ).toBeLessThan(2e-5);
        // Hidden keys read −∞ and get weight 0.
        scaledScores.data.forEach((score, index) => {
          if (score === -Infinity) expect(weights.data[index]).toBe(0);
        });
      }
    },
  );
});

describe('keyDim', () => {
  test('divides by √keyDim when scale is true, and is not needed otherwise', () => {
    const attention = builds.simd;
    const scores = { data: Float32Array.from([2, 0, 4]), shape: [1, 3] };
    // ÷√4 by hand: [1, 0, 2].
    expect(Array.from(attention.attentionWeights(scores, { keyDim: 4 }).scaledScores.data)).toEqual(
      [1, 0, 2],
    );
    expect(
      Array.from(attention.attentionWeights(scores, { scale: 0.5 }).scaledScores.data),
    ).toEqual([1, 0, 2]);
    expect(
      Array.from(attention.attentionWeights(scores, { scale: false }).scaledScores.data),
    ).toEqual([2, 0, 4]);
  });
});

describe('bad input', () => {
  const scores = { data: new Float32Array(2 * 3 * 5).fill(1), shape: [2, 3, 5] };
  const good = () => builds.simd.attentionWeights(scores, { keyDim: 4 });

  test.each([
    [
      'a 1-D tensor',
      () => [{ data: new Float32Array(5), shape: [5] }, { keyDim: 4 }],
      /scores must be 2-D \[n, m\], 3-D \[batch, n, m\] or 4-D \[batch, heads, n, m\], but it has 1 dimensions/,
    ],
    [
      'a 5-D tensor',
      () => [{ data: new Float32Array(5), shape: [1, 1, 1, 1, 5] }, { keyDim: 4 }],
      /scores must be 2-D .* but it has 5 dimensions/,
    ],
    [
      'data that does not match the shape',
      () => [{ data: new Float32Array(29), shape: [2, 3, 5] }, { keyDim: 4 }],
      /scores has shape \[2, 3, 5\], which needs 30 values, but its data holds 29/,
    ],
    [
      'a NaN score',
      () => [{ data: Float32Array.from([1, 2, NaN, 4]), shape: [2, 2] }, { keyDim: 4 }],
      /scores contains nan at flat index 2; every entry must be a finite number/,
    ],
    [
      'an infinite score',
      () => [{ data: Float32Array.from([1, -Infinity]), shape: [1, 2] }, { scale: false }],
      /scores contains -inf at flat index 1/,
    ],
    [
      'no keyDim with scale true',
      () => [scores, {}],
      /keyDim \(d_k\) is needed to divide the scores by √d_k \(scale true\); give it, or a scale of false or a number/,
    ],
    [
      'a fractional keyDim',
      () => [scores, { keyDim: 2.5 }],
      /keyDim \(d_k\) must be a whole number from 1 to 65536; got 2.5/,
    ],
    ['a keyDim of 0', () => [scores, { keyDim: 0 }], /keyDim \(d_k\) must be .*; got 0/],
    [
      'a keyDim that is a string',
      () => [scores, { keyDim: '4' }],
      /keyDim \(d_k\) must be .*; got 4/,
    ],
    [
      'a mask that does not broadcast',
      () => [scores, { keyDim: 4, mask: { data: new Uint8Array(12), shape: [3, 4] } }],
      /mask has shape \[3, 4\], which does not broadcast to the scores' shape \[2, 3, 5\]/,
    ],
    [
      'a mask of the wrong type',
      () => [scores, { keyDim: 4, mask: { data: new Int8Array(5), shape: [5] } }],
      /mask.data must be a Uint8Array .*; got Int8Array/,
    ],
    [
      'a boolean mask holding 2',
      () => [scores, { keyDim: 4, mask: { data: Uint8Array.from([1, 1, 2, 1, 1]), shape: [5] } }],
      /mask \(Uint8Array, boolean\) must hold only 0 .* found 2 at flat index 2/,
    ],
    [
      'a zero scale',
      () => [scores, { scale: 0 }],
      /scale must be true, false or a positive finite number; got 0/,
    ],
    [
      'scores that overflow once scaled',
      () => [{ data: Float32Array.from([1e38, 0]), shape: [1, 2] }, { scale: 10 }],
      /the scaled scores overflow float32/,
    ],
    [
      'scores that are not a tensor',
      () => [[1, 2, 3], { keyDim: 4 }],
      /scores.data must be a Float32Array/,
    ],
  ])('%s throws a clear error and the module stays usable', (_name, makeArgs, message) => {
    const attention = builds.simd;
    const args = makeArgs();
    expect(() => attention.attentionWeights(...args)).toThrow(AttentionInputError);
    expect(() => attention.attentionWeights(...args)).toThrow(message);
    // Equal scores: every weight 1/5.
    expect(good().weights.data[0]).toBeCloseTo(0.2, 6);
  });

  test('calls, good and bad, leave the WASM heap where it started', () => {
    const attention = builds.simd;
    good();
    const before = attention.heapBytesInUse();
    for (let call = 0; call < 1000; call++) {
      good();
      expect(() => attention.attentionWeights(scores)).toThrow(AttentionInputError);
    }
    expect(attention.heapBytesInUse()).toBe(before);
  });
});
