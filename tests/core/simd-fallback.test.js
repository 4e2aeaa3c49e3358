// The SIMD128 build and the scalar fallback give the same answers.
import { beforeAll, describe, expect, test } from 'vitest';

import { AttentionInputError, loadAttention, simdSupported } from '../../web/lib/attention.js';
import { randomTensor as normalTensor, seededRandom } from './reference.js';

// Deterministic standard-normal inputs, one seed per tensor.
const randomTensor = (shape, seed) => normalTensor(shape, seededRandom(seed));

const maxAbsDifference = (a, b) =>
  a.reduce((worst, x, i) => Math.max(worst, Math.abs(x - b[i])), 0);

let simd;
let scalar;
beforeAll(async () => {
  [simd, scalar] = await Promise.all([
    loadAttention({ simd: true }),
    loadAttention({ simd: false }),
  ]);
});

describe('SIMD and scalar builds', () => {
  test('Node 20 runs WebAssembly SIMD128', () => {
    expect(simdSupported()).toBe(true);
  });

  test.each([
    [
      [1, 5, 4],
      [1, 5, 4],
      [1, 5, 4],
    ],
    [
      [2, 7, 13],
      [2, 9, 13],
      [2, 9, 10],
    ],
    [
      [1, 33, 96],
      [1, 130, 96],
      [1, 130, 17],
    ],
  ])('agree on Q %j, K %j, V %j', (qShape, kShape, vShape) => {
    const q = randomTensor(qShape, 1);
    const k = randomTensor(kShape, 2);
    const v = randomTensor(vShape, 3);
    for (const scale of [true, false]) {
      const a = simd.scaledDotProductAttention(q, k, v, { scale });
      const b = scalar.scaledDotProductAttention(q, k, v, { scale });
      // Float32 sums in a different order: allow rounding relative to the scores' size.
      const largestScore = Math.max(...b.scores.data.map(Math.abs));
      expect(maxAbsDifference(a.scores.data, b.scores.data)).toBeLessThan(1e-6 * largestScore);
      expect(maxAbsDifference(a.weights.data, b.weights.data)).toBeLessThan(5e-6);
      expect(maxAbsDifference(a.output.data, b.output.data)).toBeLessThan(1e-5);
      expect(a.output.shape).toEqual(b.output.shape);
    }
  });

  test('give the chapter example identically and reject the same input', () => {
    const a = simd.chapterExample();
    const b = scalar.chapterExample();
    const ra = simd.scaledDotProductAttention(a.query, a.key, a.value);
    const rb = scalar.scaledDotProductAttention(b.query, b.key, b.value);
    expect(Array.from(ra.scaledScores.data)).toEqual(Array.from(rb.scaledScores.data));
    expect(maxAbsDifference(ra.weights.data, rb.weights.data)).toBeLessThan(1e-7);
    const bad = randomTensor([1, 3, 4], 4);
    bad.data[5] = NaN;
    for (const core of [simd, scalar]) {
      expect(() => core.scaledDotProductAttention(bad, bad, bad)).toThrow(AttentionInputError);
      expect(() => core.scaledDotProductAttention(bad, bad, bad)).toThrow(
        /query contains nan at flat index 5/,
      );
    }
  });
});
