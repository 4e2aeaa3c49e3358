// principalPlane: the values' two principal axes, computed by the core
// (Eigen), against an independent float64 Jacobi eigen-decomposition here,
// and the property the lab's picture relies on: an output row, projected,
// is the weighted average of the projected values.
import { beforeAll, describe, expect, test } from 'vitest';

import { AttentionInputError, loadAttention } from '../../web/lib/attention.js';
import { randomTensor, seededRandom } from './reference.js';

let attention;
beforeAll(async () => {
  attention = await loadAttention();
});

// Eigenvalues and eigenvectors (columns) of a symmetric matrix, cyclic Jacobi.
function jacobiEigen(matrix) {
  const size = matrix.length;
  const a = matrix.map((row) => row.slice());
  const vectors = a.map((_, i) => a.map((__, j) => (i === j ? 1 : 0)));
  for (let sweep = 0; sweep < 100; sweep++) {
    let off = 0;
    for (let p = 0; p < size; p++) for (let q = p + 1; q < size; q++) off += a[p][q] ** 2;
    if (off < 1e-30) break;
    for (let p = 0; p < size; p++)
      for (let q = p + 1; q < size; q++) {
        if (Math.abs(a[p][q]) < 1e-300) continue;
        const theta = (a[q][q] - a[p][p]) / (2 * a[p][q]);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < size; k++) {
          const akp = a[k][p];
          const akq = a[k][q];
          a[k][p] = c * akp - s * akq;
          a[k][q] = s * akp + c * akq;
        }
        for (let k = 0; k < size; k++) {
          const apk = a[p][k];
          const aqk = a[q][k];
          a[p][k] = c * apk - s * aqk;
          a[q][k] = s * apk + c * aqk;
        }
        for (let k = 0; k < size; k++) {
          const vkp = vectors[k][p];
          const vkq = vectors[k][q];
          vectors[k][p] = c * vkp - s * vkq;
          vectors[k][q] = s * vkp + c * vkq;
        }
      }
  }
  return { values: a.map((row, i) => row[i]), vectors };
}

// The plane in float64: mean, covariance, the two largest axes signed so
// that their largest-magnitude entry is positive, and the share of variance.
function referencePlane({ data, shape: [rows, dim] }) {
  const row = (r) => Array.from(data.subarray(r * dim, (r + 1) * dim));
  const mean = new Array(dim).fill(0);
  for (let r = 0; r < rows; r++) row(r).forEach((x, c) => (mean[c] += x / rows));
  const covariance = mean.map(() => new Array(dim).fill(0));
  for (let r = 0; r < rows; r++) {
    const centred = row(r).map((x, c) => x - mean[c]);
    for (let i = 0; i < dim; i++)
      for (let j = 0; j < dim; j++) covariance[i][j] += (centred[i] * centred[j]) / rows;
  }
  const { values, vectors } = jacobiEigen(covariance);
  const order = values.map((_, i) => i).sort((i, j) => values[j] - values[i]);
  const axes = order.slice(0, 2).map((index) => {
    const axis = vectors.map((vectorRow) => vectorRow[index]);
    const largest = axis.reduce((best, x, i) => (Math.abs(x) > Math.abs(axis[best]) ? i : best), 0);
    return axis[largest] < 0 ? axis.map((x) => -x) : axis;
  });
  const spread = values.map((x) => Math.max(x, 0));
  const total = spread.reduce((a, b) => a + b, 0);
  const kept = order.slice(0, 2).reduce((sum, index) => sum + spread[index], 0);
  const project = (point) =>
    axes.map((axis) => axis.reduce((s, x, c) => s + x * (point[c] - mean[c]), 0));
  return { project, row, retained: kept / total };
}

// Σ_j w_ij · (projected v_j) against the projected output row i.
function weightedAverageError(plane, weights, rows, keys) {
  let worst = 0;
  for (let i = 0; i < rows; i++)
    for (let axis = 0; axis < 2; axis++) {
      let mixed = 0;
      for (let j = 0; j < keys; j++)
        mixed += weights.data[i * keys + j] * plane.values.data[j * 2 + axis];
      worst = Math.max(worst, Math.abs(mixed - plane.points.data[i * 2 + axis]));
    }
  return worst;
}

describe('principalPlane', () => {
  test.each([true, false])(
    'chapter example, scale %s: outputs land on the weighted average',
    (scale) => {
      const example = attention.chapterExample();
      const { weights, output } = attention.scaledDotProductAttention(
        example.query,
        example.key,
        example.value,
        {
          scale,
        },
      );
      const plane = attention.principalPlane(example.value, output);
      expect(plane.values.shape).toEqual([5, 2]);
      expect(plane.points.shape).toEqual([5, 2]);
      expect(weightedAverageError(plane, weights, 5, 5)).toBeLessThanOrEqual(1e-5);
      const reference = referencePlane(example.value);
      expect(plane.retainedVariance).toBeCloseTo(reference.retained, 6);
      // Flies' output, projected by the float64 reference.
      const expected = reference.project(Array.from(output.data.subarray(4, 8)));
      expect(plane.points.data[2]).toBeCloseTo(expected[0], 5);
      expect(plane.points.data[3]).toBeCloseTo(expected[1], 5);
    },
  );

  test.each([
    [4, 1],
    [16, 2],
    [64, 3],
  ])('random 16 tokens, d_v = %i: weighted average and variance match float64', (dim, seed) => {
    const random = seededRandom(seed);
    const [q, k, v] = [0, 1, 2].map(() => randomTensor([16, dim], random));
    const { weights, output } = attention.scaledDotProductAttention(q, k, v);
    const plane = attention.principalPlane(v, output);
    expect(weightedAverageError(plane, weights, 16, 16)).toBeLessThanOrEqual(1e-5);
    const reference = referencePlane(v);
    expect(Math.abs(plane.retainedVariance - reference.retained)).toBeLessThan(1e-6);
    for (let j = 0; j < 16; j++) {
      const expected = reference.project(reference.row(j));
      expect(Math.abs(plane.values.data[2 * j] - expected[0])).toBeLessThan(1e-4);
      expect(Math.abs(plane.values.data[2 * j + 1] - expected[1])).toBeLessThan(1e-4);
    }
  });

  test('the axes keep their direction when the values move a little', () => {
    const random = seededRandom(9);
    const values = randomTensor([6, 4], random);
    const nudged = { data: values.data.map((x) => x + 1e-3 * (random() - 0.5)), shape: [6, 4] };
    const a = attention.principalPlane(values).values.data;
    const b = attention.principalPlane(nudged).values.data;
    a.forEach((x, index) => expect(Math.abs(x - b[index])).toBeLessThan(0.01));
  });

  test.each([
    ['all values equal', { data: new Float32Array(12).fill(0.5), shape: [3, 4] }],
    ['one value', { data: new Float32Array([1, -2, 3]), shape: [1, 3] }],
    ['d_v = 1', { data: new Float32Array([1, 4, 2]), shape: [3, 1] }],
  ])('%s: finite coordinates and all the variance kept', (_name, values) => {
    const plane = attention.principalPlane(values, values);
    expect(plane.retainedVariance).toBe(1);
    for (const x of [...plane.values.data, ...plane.points.data])
      expect(Number.isFinite(x)).toBe(true);
    expect(Array.from(plane.points.data)).toEqual(Array.from(plane.values.data));
  });

  test('bad input names the argument and shapes; the module stays usable', () => {
    const values = { data: new Float32Array(8), shape: [2, 4] };
    expect(() =>
      attention.principalPlane(values, { data: new Float32Array(3), shape: [1, 3] }),
    ).toThrow(
      /points must have as many columns as values \(d_v\); got values \[2, 4\], points \[1, 3\]/,
    );
    expect(() => attention.principalPlane({ data: new Float32Array(8), shape: [2, 2, 2] })).toThrow(
      AttentionInputError,
    );
    expect(() =>
      attention.principalPlane({ data: new Float32Array([NaN, 1]), shape: [1, 2] }),
    ).toThrow(/values contains nan at flat index 0/);
    expect(attention.principalPlane(values).retainedVariance).toBe(1);
  });
});
