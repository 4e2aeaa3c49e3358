// The options of scaledDotProductAttention (scale, mask, causal, softcap,
// 4-D heads with grouped key/value heads) against the independent float64
// reference, on the SIMD128 and the scalar build, at sizes that take the
// Eigen path and sizes that take the blocked SIMD kernel.
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

// [name, query shape, key shape, value shape, options from a random source]
const cases = [
  [
    'boolean mask [n, m] over [B, n, m]',
    [2, 5, 16],
    [2, 7, 16],
    [2, 7, 8],
    (r) => ({
      mask: randomBooleanMask([5, 7], r),
    }),
  ],
  [
    'boolean mask [B, 1, n, m] over 4-D',
    [2, 3, 6, 8],
    [2, 3, 9, 8],
    [2, 3, 9, 4],
    (r) => ({
      mask: randomBooleanMask([2, 1, 6, 9], r),
    }),
  ],
  [
    'additive mask [n, m] over 4-D, blocked size',
    [1, 2, 40, 16],
    [1, 2, 50, 16],
    [1, 2, 50, 16],
    (r) => ({
      mask: randomAdditiveMask([40, 50], r),
    }),
  ],
  [
    'additive mask [B, 1, n, m], blocked size',
    [2, 2, 33, 24],
    [2, 2, 45, 24],
    [2, 2, 45, 12],
    (r) => ({
      mask: randomAdditiveMask([2, 1, 33, 45], r),
    }),
  ],
  ['causal, n = m', [1, 2, 9, 8], [1, 2, 9, 8], [1, 2, 9, 8], () => ({ causal: true })],
  ['causal, n < m (bottom-right)', [2, 3, 16], [2, 10, 16], [2, 10, 6], () => ({ causal: true })],
  ['causal, n < m, blocked size', [1, 37, 32], [1, 70, 32], [1, 70, 20], () => ({ causal: true })],
  ['scale 0.01', [2, 6, 16], [2, 8, 16], [2, 8, 5], () => ({ scale: 0.01 })],
  ['scale 1', [2, 6, 16], [2, 8, 16], [2, 8, 5], () => ({ scale: 1 })],
  ['scale 1, blocked size', [1, 40, 32], [1, 41, 32], [1, 41, 32], () => ({ scale: 1 })],
  ['softcap 2', [2, 6, 16], [2, 8, 16], [2, 8, 5], () => ({ softcap: 2, scale: 1 })],
  [
    'softcap with mask and causal, blocked size',
    [1, 2, 40, 24],
    [1, 2, 48, 24],
    [1, 2, 48, 8],
    (r) => ({
      softcap: 0.5,
      causal: true,
      mask: randomAdditiveMask([40, 48], r),
    }),
  ],
  ['H = 4, H_kv = 1', [2, 4, 5, 8], [2, 1, 7, 8], [2, 1, 7, 6], () => ({})],
  [
    'H = 4, H_kv = 2, causal, boolean mask',
    [2, 4, 5, 8],
    [2, 2, 7, 8],
    [2, 2, 7, 6],
    (r) => ({
      causal: true,
      mask: randomBooleanMask([2, 1, 5, 7], r),
    }),
  ],
  ['H = 4, H_kv = 2, blocked size', [1, 4, 32, 16], [1, 2, 40, 16], [1, 2, 40, 16], () => ({})],
];

describe.each(['simd', 'scalar'])('%s build against the float64 reference', (build) => {
  test.each(cases)('%s', (name, qShape, kShape, vShape, makeOptions) => {
    const attention = builds[build];
    const random = seededRandom(name.length * 7919 + qShape.length);
    const query = randomTensor(qShape, random);
    const key = randomTensor(kShape, random);
    const value = randomTensor(vShape, random);
    const options = makeOptions(random);
    const result = attention.scaledDotProductAttention(query, key, value, options);
    const reference = referenceAttention(query, key, value, options);
    expect(result.weights.shape).toEqual(reference.scoreShape);
    expect(result.output.shape).toEqual([...qShape.slice(0, -1), vShape.at(-1)]);
    expect(maxAbsDifference(result.weights.data, reference.weights)).toBeLessThan(2e-5);
    expect(maxAbsDifference(result.output.data, reference.output)).toBeLessThan(1e-4);
    // Masked exactly where the reference hides a key (−∞ before softmax).
    const m = kShape.at(-2);
    let hidden = 0;
    for (let index = 0; index < reference.weights.length; index++) {
      const masked = result.scaledScores.data[index] === -Infinity;
      hidden += masked;
      if (masked) expect(result.weights.data[index]).toBe(0);
    }
    const hides = options.mask || options.causal;
    expect(hidden > 0).toBe(Boolean(hides));
    // Every row sums to 1, or to 0 when it has no visible key.
    for (let row = 0; row < reference.weights.length / m; row++) {
      const sum = result.weights.data.slice(row * m, (row + 1) * m).reduce((a, b) => a + b, 0);
      const visible = result.scaledScores.data
        .slice(row * m, (row + 1) * m)
        .some((s) => s > -Infinity);
      expect(sum).toBeCloseTo(visible ? 1 : 0, 5);
    }
  });
});

describe('options keep the chapter recipe when unused', () => {
  test('no options, scale: true and an all-ones mask give identical results', () => {
    const attention = builds.simd;
    const random = seededRandom(4);
    const q = randomTensor([2, 6, 8], random);
    const plain = attention.scaledDotProductAttention(q, q, q);
    const ones = { data: new Uint8Array(36).fill(1), shape: [6, 6] };
    for (const options of [{ scale: true }, { mask: ones }, { causal: false }]) {
      const again = attention.scaledDotProductAttention(q, q, q, options);
      expect(Array.from(again.weights.data)).toEqual(Array.from(plain.weights.data));
    }
  });

  test('a fully masked row gives weights and output 0, never NaN', () => {
    const attention = builds.simd;
    const q = { data: new Float32Array([1, 2, 3, 4]), shape: [2, 2] };
    const mask = { data: new Uint8Array([0, 0, 1, 1]), shape: [2, 2] };
    const { weights, output } = attention.scaledDotProductAttention(q, q, q, { mask });
    expect(Array.from(weights.data.slice(0, 2))).toEqual([0, 0]);
    expect(Array.from(output.data.slice(0, 2))).toEqual([0, 0]);
    expect(weights.data[2] + weights.data[3]).toBeCloseTo(1, 6);
  });
});

describe('bad options', () => {
  const q = { data: new Float32Array(2 * 3 * 4).fill(1), shape: [2, 3, 4] };
  const k = { data: new Float32Array(2 * 5 * 4).fill(1), shape: [2, 5, 4] };
  const heads = (h, n = 2) => ({ data: new Float32Array(h * n * 4).fill(1), shape: [1, h, n, 4] });

  test.each([
    [
      'a mask that does not broadcast',
      () => [q, k, k, { mask: { data: new Uint8Array(12), shape: [3, 4] } }],
      /mask has shape \[3, 4\], which does not broadcast to the scores' shape \[2, 3, 5\]/,
    ],
    [
      'a mask of the wrong type',
      () => [q, k, k, { mask: { data: new Int32Array(15), shape: [3, 5] } }],
      /mask.data must be a Uint8Array \(boolean: 1 may attend, 0 may not\) or a Float32Array .*; got Int32Array/,
    ],
    [
      'a mask whose data does not match its shape',
      () => [q, k, k, { mask: { data: new Uint8Array(14), shape: [3, 5] } }],
      /mask has shape \[3, 5\], which needs 15 values, but its data holds 14 \(scores \[2, 3, 5\]\)/,
    ],
    [
      'a boolean mask holding 2',
      () => [q, k, k, { mask: { data: new Uint8Array(5).fill(2), shape: [5] } }],
      /mask \(Uint8Array, boolean\) must hold only 0 .* found 2 at flat index 0/,
    ],
    [
      'an additive mask holding NaN',
      () => [q, k, k, { mask: { data: new Float32Array([0, 0, NaN, 0, 0]), shape: [5] } }],
      /mask \(Float32Array, added to the scores\) contains nan at flat index 2/,
    ],
    [
      'a zero scale',
      () => [q, k, k, { scale: 0 }],
      /scale must be true, false or a positive finite number; got 0/,
    ],
    ['a negative scale', () => [q, k, k, { scale: -2 }], /scale must be .*; got -2/],
    ['an infinite scale', () => [q, k, k, { scale: Infinity }], /scale must be .*; got inf/],
    [
      'a scale that is a string',
      () => [q, k, k, { scale: '2' }],
      /scale must be true \(1\/√d_k\), false \(1\) or a positive finite number; got 2/,
    ],
    [
      'a negative softcap',
      () => [q, k, k, { softcap: -1 }],
      /softcap must be a positive finite number; got -1/,
    ],
    [
      'a NaN softcap',
      () => [q, k, k, { softcap: NaN }],
      /softcap must be a positive finite number; got nan/,
    ],
    [
      'causal that is not a boolean',
      () => [q, k, k, { causal: 1 }],
      /causal must be true or false; got 1/,
    ],
    [
      'heads that do not divide',
      () => [heads(3), heads(2), heads(2)],
      /the query's heads must be a multiple of the key's and value's heads .*; got query \[1, 3, 2, 4\], key \[1, 2, 2, 4\], value \[1, 2, 2, 4\]/,
    ],
  ])('%s throws a clear error and the module stays usable', (_name, makeArgs, message) => {
    const attention = builds.simd;
    const args = makeArgs();
    expect(() => attention.scaledDotProductAttention(...args)).toThrow(AttentionInputError);
    expect(() => attention.scaledDotProductAttention(...args)).toThrow(message);
    const { weights } = attention.scaledDotProductAttention(q, k, k);
    expect(weights.data[0]).toBeCloseTo(0.2, 6);
  });
});
