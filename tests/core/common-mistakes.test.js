// attention.commonMistakes (wasm/src/common_mistakes.cpp): every wrong
// answer against an independent float64 reference written here, on the
// SIMD128 and the scalar build; the chapter's numbers; refused input.
import { describe, expect, test } from 'vitest';

import { AttentionInputError } from '../../web/lib/attention.js';
import { loadBothBuilds } from './both-builds.js';
import { randomTensor, seededRandom } from './reference.js';

const builds = loadBothBuilds();

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
 * The mistakes in float64, spelled out entry by entry from their
 * definitions: tables [n][n] and outputs [n][d] as nested arrays, and for
 * each output the sums Σ_j |w_ij||m_jc| its rounding error scales with.
 */
function referenceMistakes(q, k, v, { scale = true, causal = false } = {}) {
  const [n, dk] = q.shape;
  const dv = v.shape[1];
  const dot = (a, i, b, j) => {
    let sum = 0;
    for (let c = 0; c < dk; c++) sum += a.data[i * dk + c] * b.data[j * dk + c];
    return sum;
  };
  const table = (entry) =>
    Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => entry(i, j)));
  const visible = (i, j, masking = causal) => !masking || j <= i;
  const raw = table((i, j) => dot(q, i, k, j));
  const scaledBy = (divisor) => raw.map((row) => row.map((s) => s / divisor));
  const root = Math.sqrt(dk);
  const scaled = scaledBy(scale ? root : 1);
  // Softmax of entry (i, j) over the visible entries of its row, or of its
  // column; with `masking` false over all of them.
  const softmax = (s, alongColumns, masking = causal) =>
    table((i, j) => {
      if (!visible(i, j, masking)) return 0;
      const line = [];
      for (let at = 0; at < n; at++) {
        const [r, c] = alongColumns ? [at, j] : [i, at];
        if (visible(r, c, masking)) line.push(s[r][c]);
      }
      const max = Math.max(...line);
      const sum = line.reduce((total, x) => total + Math.exp(x - max), 0);
      return Math.exp(s[i][j] - max) / sum;
    });
  const withoutExp = table((i, j) => {
    if (!visible(i, j)) return 0;
    let sum = 0;
    for (let at = 0; at <= (causal ? i : n - 1); at++) sum += scaled[i][at];
    return sum === 0 ? NaN : scaled[i][j] / sum;
  });
  const times = (w, m, columns) => {
    const value = [];
    const magnitude = [];
    for (let i = 0; i < n; i++) {
      value.push([]);
      magnitude.push([]);
      for (let c = 0; c < columns; c++) {
        let sum = 0;
        let size = 0;
        for (let j = 0; j < n; j++) {
          sum += w[i][j] * m.data[j * columns + c];
          size += Math.abs(w[i][j] * m.data[j * columns + c]);
        }
        value[i].push(sum);
        magnitude[i].push(size);
      }
    }
    return { value, magnitude };
  };
  const weights = {
    otherScaleWeights: softmax(scaledBy(scale ? 1 : root), false),
    keyDimWeights: softmax(scaledBy(dk), false),
    columnWeights: softmax(scaled, true),
    withoutExpWeights: withoutExp,
    unmaskedWeights: softmax(scaled, false, false),
  };
  // Mixing the values without the softmax: the largest right weight's value
  // alone (the first of equal ones), all of them, their mean, the scaled
  // scores as weights; each over the keys the query sees.
  const right = softmax(scaled, false);
  const topOne = table((i, j) => (j === right[i].indexOf(Math.max(...right[i])) ? 1 : 0));
  const seen = (i) => (causal ? i + 1 : n);
  const outputs = {
    topValueOutputs: times(topOne, v, dv),
    unweightedSumOutputs: times(
      table((i, j) => (visible(i, j) ? 1 : 0)),
      v,
      dv,
    ),
    plainAverageOutputs: times(
      table((i, j) => (visible(i, j) ? 1 / seen(i) : 0)),
      v,
      dv,
    ),
    scaledScoreOutputs: times(
      table((i, j) => (visible(i, j) ? scaled[i][j] : 0)),
      v,
      dv,
    ),
    otherScaleOutputs: times(weights.otherScaleWeights, v, dv),
    keyDimOutputs: times(weights.keyDimWeights, v, dv),
    columnOutputs: times(weights.columnWeights, v, dv),
    withoutExpOutputs: times(weights.withoutExpWeights, v, dv),
    unmaskedOutputs: times(weights.unmaskedWeights, v, dv),
    keysInsteadOfValues: times(right, k, dk),
  };
  return {
    tables: {
      swappedScores: table((i, j) => dot(k, i, q, j)),
      queryQueryScores: table((i, j) => dot(q, i, q, j)),
      keyKeyScores: table((i, j) => dot(k, i, k, j)),
      ...weights,
    },
    outputs,
  };
}

// Entry by entry: |actual − expected| ≤ 1e-5 of `size` (|expected| for a
// table, Σ|w m| for a product, which cancellation makes larger than
// |expected|), NaN exactly where expected.
function expectClose(name, actual, expected, size = expected) {
  const columns = expected[0].length;
  expect(actual.shape, name).toEqual([expected.length, columns]);
  const failures = [];
  expected.forEach((row, i) =>
    row.forEach((want, j) => {
      const got = actual.data[i * columns + j];
      const close = Number.isNaN(want)
        ? Number.isNaN(got)
        : Math.abs(got - want) <= 1e-5 * Math.abs(size[i][j]) + 1e-30;
      if (!close) failures.push(`[${i}][${j}] ${got} ≠ ${want}`);
    }),
  );
  expect(failures, name).toEqual([]);
}

const rows = (tensor) => {
  const [n, columns] = tensor.shape;
  return Array.from({ length: n }, (_, i) => [
    ...tensor.data.subarray(i * columns, (i + 1) * columns),
  ]);
};

describe.each(['simd', 'scalar'])('commonMistakes (%s build)', (build) => {
  test.each([
    [1, 8, 3, 101],
    [5, 8, 3, 102],
    [9, 16, 5, 103],
  ])(
    'n %i, d_k %i, d_v %i: every field against float64, with and without scale and causal',
    (n, dk, dv, seed) => {
      const attention = builds[build];
      const random = seededRandom(seed);
      const q = randomTensor([n, dk], random);
      const k = randomTensor([n, dk], random);
      const v = randomTensor([n, dv], random);
      for (const scale of [true, false]) {
        for (const causal of [false, true]) {
          const options = { scale, causal };
          const label = JSON.stringify(options);
          const mistakes = attention.commonMistakes(q, k, v, options);
          const reference = referenceMistakes(q, k, v, options);
          expect(Object.keys(mistakes)).toEqual([...TABLES, ...OUTPUTS, 'keysInsteadOfValues']);
          for (const name of TABLES)
            expectClose(`${name} ${label}`, mistakes[name], reference.tables[name]);
          for (const [name, { value, magnitude }] of Object.entries(reference.outputs))
            expectClose(`${name} ${label}`, mistakes[name], value, magnitude);
        }
      }
    },
  );

  test('rows and columns of the softmax tables sum to 1; masked entries are 0 but unmasked', () => {
    const attention = builds[build];
    const random = seededRandom(7);
    const [q, k, v] = [
      [6, 4],
      [6, 4],
      [6, 2],
    ].map((shape) => randomTensor(shape, random));
    const mistakes = attention.commonMistakes(q, k, v, { causal: true });
    const other = rows(mistakes.otherScaleWeights);
    const columns = rows(mistakes.columnWeights);
    for (let i = 0; i < 6; i++) {
      expect(other[i].reduce((a, b) => a + b)).toBeCloseTo(1, 6);
      expect(columns.reduce((sum, row) => sum + row[i], 0)).toBeCloseTo(1, 6);
      for (let j = i + 1; j < 6; j++) {
        for (const name of TABLES.slice(3, -1))
          expect(mistakes[name].data[i * 6 + j], name).toBe(0);
        expect(mistakes.unmaskedWeights.data[i * 6 + j]).toBeGreaterThan(0);
      }
      expect(rows(mistakes.unmaskedWeights)[i].reduce((a, b) => a + b)).toBeCloseTo(1, 6);
    }
  });
});

describe('commonMistakes and the chapter', () => {
  const FLIES = 1;
  const ARROW = 4;
  const at = (tensor, i, j) => tensor.data[i * tensor.shape[1] + j];

  test('flies → arrow: 0.80 as it should be, 0.95 without scaling', () => {
    const attention = builds.simd;
    const example = attention.chapterExample();
    const { query, key, value } = example;
    const right = attention.scaledDotProductAttention(query, key, value);
    const mistakes = attention.commonMistakes(query, key, value);
    // flies' raw scores, and the swapped table is the scores turned over.
    expect(rows(right.scores)[FLIES]).toEqual([0, 6, 0, 0, 9]);
    expect(rows(mistakes.swappedScores).map((row) => row[FLIES])).toEqual([0, 6, 0, 0, 9]);
    expect(at(right.weights, FLIES, ARROW).toFixed(2)).toBe('0.80');
    expect(at(mistakes.otherScaleWeights, FLIES, ARROW).toFixed(2)).toBe('0.95');
    // Scaled by the learner who left the scaling out, the other setting is the right one.
    const unscaled = attention.commonMistakes(query, key, value, { scale: false });
    expect(at(unscaled.otherScaleWeights, FLIES, ARROW).toFixed(2)).toBe('0.80');
    // ÷ d_k = 4: [0, 1.5, 0, 0, 2.25]; without exp: [0, 6, 0, 0, 9] / 15.
    const byKeyDim = [0, 1.5, 0, 0, 2.25].map(Math.exp);
    const sum = byKeyDim.reduce((a, b) => a + b);
    rows(mistakes.keyDimWeights)[FLIES].forEach((w, j) =>
      expect(w).toBeCloseTo(byKeyDim[j] / sum, 6),
    );
    rows(mistakes.withoutExpWeights)[FLIES].forEach((w, j) =>
      expect(w).toBeCloseTo([0, 0.4, 0, 0, 0.6][j], 6),
    );
    // The keys mixed by the right weights: flies mostly takes arrow's key.
    const keys = rows(key);
    const weights = rows(right.weights)[FLIES];
    rows(mistakes.keysInsteadOfValues)[FLIES].forEach((entry, c) =>
      expect(entry).toBeCloseTo(
        weights.reduce((total, w, j) => total + w * keys[j][c], 0),
        6,
      ),
    );
  });

  test('results are JS-owned: a later call leaves them as they were', () => {
    const attention = builds.simd;
    const { query, key, value } = attention.chapterExample();
    const first = attention.commonMistakes(query, key, value);
    const copy = first.columnWeights.data.slice();
    attention.commonMistakes(key, query, value, { causal: true });
    expect(first.columnWeights.data).toEqual(copy);
  });
});

describe('commonMistakes refuses what is not self-attention over one sequence', () => {
  const tensor = (shape, fill = 1) => ({
    data: new Float32Array(shape.reduce((a, b) => a * b, 1)).fill(fill),
    shape,
  });

  test('wrong rank, different n, NaN and bad options throw, and the core stays usable', () => {
    const attention = builds.simd;
    const before = attention.heapBytesInUse();
    const bad = [
      [
        [tensor([1, 2, 4]), tensor([1, 2, 4]), tensor([1, 2, 4])],
        /2-D query \[n, d_k\].*got query \[1, 2, 4\]/,
      ],
      [
        [tensor([2, 4]), tensor([3, 4]), tensor([3, 2])],
        /got query \[2, 4\], key \[3, 4\], value \[3, 2\]/,
      ],
      [[tensor([2, 4]), tensor([2, 3]), tensor([2, 2])], /same last dimension d_k/],
      [[tensor([2, 4]), tensor([2, 4]), tensor([2, 2], NaN)], /value contains nan/],
      [[tensor([2, 4]), tensor([2, 4], Infinity), tensor([2, 2])], /key contains inf/],
      [
        [tensor([2, 4]), tensor([2, 4]), tensor([2, 2]), { scale: 0.5 }],
        /scale must be true or false/,
      ],
      [
        [tensor([2, 4]), tensor([2, 4]), tensor([2, 2]), { causal: 1 }],
        /causal must be true or false/,
      ],
      [
        [tensor([2, 4]), { data: [1, 2], shape: [2, 1] }, tensor([2, 2])],
        /key.data must be a Float32Array/,
      ],
    ];
    for (const [args, message] of bad) {
      expect(() => attention.commonMistakes(...args)).toThrow(AttentionInputError);
      expect(() => attention.commonMistakes(...args)).toThrow(message);
    }
    const fine = attention.commonMistakes(tensor([2, 4]), tensor([2, 4]), tensor([2, 2]));
    expect([...fine.otherScaleWeights.data]).toEqual([0.5, 0.5, 0.5, 0.5]);
    expect(attention.heapBytesInUse()).toBe(before);
  });
});
