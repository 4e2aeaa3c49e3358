import { beforeAll, describe, expect, test } from 'vitest';
import { AttentionInputError, loadAttention } from 'attention-lab';
import { maxAbsDifference, randomTensor, referenceAttention, seededRandom } from './reference.js';

const tensor = (values, shape) => ({ data: Float32Array.from(values), shape });

let attention;
beforeAll(async () => {
  attention = await loadAttention();
});

describe('scaledDotProductAttention against a float64 reference', () => {
  test.each([
    ['2-D, n = m', [6, 8], [6, 8], [6, 8]],
    ['batched, n ≠ m, d_k ≠ d_v', [3, 4, 16], [3, 9, 16], [3, 9, 5]],
    ['one query, many keys', [1, 1, 32], [1, 40, 32], [1, 40, 7]],
    ['d = 768 like the chapter', [1, 5, 768], [1, 5, 768], [1, 5, 768]],
    ['d = 768, n ≠ m', [2, 12, 768], [2, 20, 768], [2, 20, 768]],
  ])('%s', (_name, qShape, kShape, vShape) => {
    const random = seededRandom(qShape.concat(kShape, vShape).reduce((a, b) => a * 31 + b, 7));
    const query = randomTensor(qShape, random);
    const key = randomTensor(kShape, random);
    const value = randomTensor(vShape, random);
    for (const scale of [true, false]) {
      const result = attention.scaledDotProductAttention(query, key, value, { scale });
      const reference = referenceAttention(query, key, value, { scale });
      expect(result.weights.shape).toEqual([...qShape.slice(0, -1), kShape.at(-2)]);
      expect(result.output.shape).toEqual([...qShape.slice(0, -1), vShape.at(-1)]);
      expect(maxAbsDifference(result.weights.data, reference.weights)).toBeLessThan(2e-5);
      expect(maxAbsDifference(result.output.data, reference.output)).toBeLessThan(1e-4);
    }
  });

  test('scaledScores are the scores divided by √d_k', () => {
    const random = seededRandom(11);
    const q = randomTensor([3, 9], random);
    const k = randomTensor([4, 9], random);
    const { scores, scaledScores } = attention.scaledDotProductAttention(q, k, k);
    scores.data.forEach((score, index) =>
      expect(scaledScores.data[index]).toBeCloseTo(score / 3, 6),
    );
  });

  test('each row of the weights sums to 1 on random input', () => {
    const random = seededRandom(3);
    const q = randomTensor([2, 7, 12], random);
    const k = randomTensor([2, 11, 12], random);
    const { weights } = attention.scaledDotProductAttention(q, k, k);
    for (let r = 0; r < 14; r++) {
      const sum = weights.data.slice(r * 11, (r + 1) * 11).reduce((a, b) => a + b, 0);
      expect(sum).toBeCloseTo(1, 5);
    }
  });
});

describe('results stay JS-owned', () => {
  test('later calls never change earlier results', () => {
    const random = seededRandom(21);
    // 40 calls of 95 floats each fill several 2048-float pools.
    const calls = Array.from({ length: 40 }, () => {
      const query = randomTensor([1, 5, 4], random);
      const result = attention.scaledDotProductAttention(query, query, query);
      return { query, result, weights: result.weights.data.slice() };
    });
    for (const { query, result, weights } of calls) {
      expect(Array.from(result.weights.data)).toEqual(Array.from(weights));
      const reference = referenceAttention(query, query, query);
      expect(maxAbsDifference(result.weights.data, reference.weights)).toBeLessThan(2e-5);
    }
  });

  test('transferring a result buffer away leaves the next call working', () => {
    const random = seededRandom(22);
    const query = randomTensor([5, 4], random);
    const { weights } = attention.scaledDotProductAttention(query, query, query);
    structuredClone(weights.data.buffer, { transfer: [weights.data.buffer] });
    expect(weights.data.length).toBe(0); // detached
    const next = attention.scaledDotProductAttention(query, query, query);
    const reference = referenceAttention(query, query, query);
    expect(maxAbsDifference(next.weights.data, reference.weights)).toBeLessThan(2e-5);
  });
});

describe('numerical stability', () => {
  test('scores of ±1e4 give finite weights', () => {
    // q·k_j = 1e4 * [2, -2, 2 - 1e-4 * 2]; ÷√1 keeps them huge.
    const q = tensor([1e4], [1, 1]);
    const k = tensor([2, -2, 1.9999], [3, 1]);
    const v = tensor([1, 2, 3], [3, 1]);
    const { weights, output } = attention.scaledDotProductAttention(q, k, v);
    for (const w of weights.data) expect(Number.isFinite(w)).toBe(true);
    const gap = 1e4 * (2 - Math.fround(1.9999));
    expect(weights.data[0]).toBeCloseTo(1 / (1 + Math.exp(-gap)), 4);
    expect(weights.data[1]).toBe(0);
    expect(Number.isFinite(output.data[0])).toBe(true);
  });

  test('very negative scores everywhere still give a proper distribution', () => {
    const q = tensor([-1e4, 0], [1, 2]);
    const k = tensor([3, 0, 3, 0], [2, 2]);
    const { weights } = attention.scaledDotProductAttention(q, k, k);
    expect(Array.from(weights.data)).toEqual([0.5, 0.5]);
  });
});

describe('project', () => {
  test('multiplies x [n, d_in] by w [d_in, d_out]', () => {
    const x = tensor([1, 2, 3, 4, 5, 6], [2, 3]);
    const w = tensor([1, 0, 0, 1, -1, 2], [3, 2]);
    const product = attention.project(x, w);
    expect(product.shape).toEqual([2, 2]);
    expect(Array.from(product.data)).toEqual([1 - 3, 2 + 6, 4 - 6, 5 + 12]);
  });
});

describe('bad input', () => {
  const q = tensor(new Array(20).fill(1), [5, 4]);
  const good = () => attention.scaledDotProductAttention(q, q, q);

  test.each([
    [
      'd_k of query ≠ d_k of key',
      () => [q, tensor(new Array(15).fill(1), [5, 3]), q],
      /query and key must have the same last dimension d_k; got query \[5, 4\], key \[5, 3\], value \[5, 4\]/,
    ],
    [
      'rows of key ≠ rows of value',
      () => [q, q, tensor(new Array(24).fill(1), [6, 4])],
      /key and value must have the same number of rows.*key \[5, 4\], value \[6, 4\]/,
    ],
    [
      'different batch sizes',
      () => [
        tensor(new Array(40).fill(1), [2, 5, 4]),
        tensor(new Array(20).fill(1), [1, 5, 4]),
        tensor(new Array(20).fill(1), [1, 5, 4]),
      ],
      /same batch size.*query \[2, 5, 4\], key \[1, 5, 4\]/,
    ],
    [
      'mixed ranks',
      () => [q, q, tensor(new Array(20).fill(1), [1, 5, 4])],
      /all be 2-D, all 3-D or all 4-D/,
    ],
    [
      'data length ≠ shape',
      () => [tensor(new Array(19).fill(1), [5, 4]), q, q],
      /query has shape \[5, 4\], which needs 20 values, but its data holds 19/,
    ],
    [
      'empty dimension',
      () => [tensor([], [0, 4]), q, q],
      /query has shape \[0, 4\]: empty dimensions are not allowed/,
    ],
    [
      'empty shape',
      () => [q, tensor([], []), q],
      /key must be 2-D \[n, d\], 3-D \[batch, n, d\] or 4-D \[batch, heads, n, d\], but it has 0 dimensions/,
    ],
    [
      '5-D tensor',
      () => [q, q, tensor(new Array(20).fill(1), [1, 1, 1, 5, 4])],
      /value must be 2-D .* but it has 5 dimensions/,
    ],
    [
      'fractional dimension',
      () => [tensor(new Array(20).fill(1), [5, 4.5]), q, q],
      /query has shape \[5, 4.5\]: every dimension must be a whole number/,
    ],
    ['negative dimension', () => [tensor(new Array(20).fill(1), [-5, -4]), q, q], /whole number/],
    [
      'NaN entry',
      () => [q, tensor([...new Array(19).fill(1), NaN], [5, 4]), q],
      /key contains nan at flat index 19; every entry must be a finite number/,
    ],
    [
      '+Infinity entry',
      () => [tensor([Infinity, ...new Array(19).fill(1)], [5, 4]), q, q],
      /query contains inf at flat index 0/,
    ],
    [
      '-Infinity entry',
      () => [q, q, tensor([1, -Infinity, ...new Array(18).fill(1)], [5, 4])],
      /value contains -inf at flat index 1/,
    ],
    [
      'a dimension past the limit',
      () => [{ data: new Float32Array(4), shape: [1e6, 4] }, q, q],
      /query has shape \[1000000, 4\]: dimensions are limited to 65536/,
    ],
    [
      'too many elements',
      () => [{ data: new Float32Array(4), shape: [8192, 8192] }, q, q],
      /tensors are limited to 16777216 elements/,
    ],
    [
      'scores past the limit',
      () => {
        const long = { data: new Float32Array(50000), shape: [50000, 1] };
        return [long, long, long];
      },
      /would exceed the limit of 16777216 elements/,
    ],
    [
      'finite entries whose dot product overflows float32',
      () => [tensor([1e20], [1, 1]), tensor([1e20, 1], [2, 1]), tensor([1, 2], [2, 1])],
      /the scores q·k overflow float32/,
    ],
    [
      'data that is not a Float32Array',
      () => [{ data: [1, 2], shape: [1, 2] }, q, q],
      /query.data must be a Float32Array/,
    ],
    ['a missing tensor', () => [q, undefined, q], /key must be a tensor/],
    [
      'a shape that is not numbers',
      () => [q, q, { data: new Float32Array(20), shape: ['5', '4'] }],
      /value.shape must be an array of numbers/,
    ],
  ])('%s throws a clear error and the next call works', (_name, makeArgs, message) => {
    const args = makeArgs();
    expect(() => attention.scaledDotProductAttention(...args)).toThrow(AttentionInputError);
    expect(() => attention.scaledDotProductAttention(...args)).toThrow(message);
    expect(good().weights.data[0]).toBeCloseTo(0.2, 6);
  });

  test('project rejects mismatched inner dimensions', () => {
    expect(() => attention.project(q, tensor(new Array(9).fill(1), [3, 3]))).toThrow(
      /x's columns must equal w's rows; got x \[5, 4\], w \[3, 3\]/,
    );
    expect(() => attention.project(q, tensor([NaN, 1, 1, 1], [4, 1]))).toThrow(/w contains nan/);
    expect(attention.project(q, tensor([1, 1, 1, 1], [4, 1])).data[0]).toBe(4);
  });
});

describe('memory', () => {
  test('10,000 calls leave the WASM heap where it started', () => {
    const random = seededRandom(5);
    const query = randomTensor([1, 5, 4], random);
    attention.scaledDotProductAttention(query, query, query);
    const before = attention.heapBytesInUse();
    for (let call = 0; call < 10_000; call++)
      attention.scaledDotProductAttention(query, query, query);
    expect(attention.heapBytesInUse()).toBe(before);
  });

  test('failed calls do not leak either', () => {
    const before = attention.heapBytesInUse();
    const bad = tensor([NaN, 1, 1, 1], [1, 4]);
    for (let call = 0; call < 1000; call++) {
      expect(() => attention.scaledDotProductAttention(bad, bad, bad)).toThrow();
    }
    expect(attention.heapBytesInUse()).toBe(before);
  });
});
