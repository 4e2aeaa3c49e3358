// The lab's causal mask and heads in Node, against the real WASM core: the
// heads' reshape only moves numbers (round trip, layout), the causal model
// holds what the core gives when called directly, and each head of the
// model is the core's attention on that head's columns alone of X times the
// core's hand-set head projections.
import { beforeAll, describe, expect, test } from 'vitest';
import { loadAttention } from 'attention-lab';
import { randomTensor, seededRandom } from './reference.js';
import { buildModel } from '../../web/src/model/model.js';
import { withEditedEntry, withNumbers, withSentence } from '../../web/src/state/state.js';
import { defaultState } from '../../web/src/state/url.js';
import { joinHeads, splitHeads } from '../../web/src/model/tensors.js';

let attention;
let example;
beforeAll(async () => {
  attention = await loadAttention();
  example = attention.chapterExample();
});

const tensor = (rowsOfValues) => ({
  data: Float32Array.from(rowsOfValues.flat()),
  shape: [rowsOfValues.length, rowsOfValues[0].length],
});

// Columns `from` to `from + width − 1` of a 2-D tensor given as rows, by hand.
const columns = (rowsOfValues, from, width) =>
  tensor(rowsOfValues.map((values) => values.slice(from, from + width)));

const asRows = (result, width) =>
  Array.from({ length: result.length / width }, (_, i) =>
    Array.from(result.slice(i * width, (i + 1) * width)),
  );

describe('splitting into heads and joining them back', () => {
  test('head h holds columns h·d/H … of every row, and joining gives the tensor back', () => {
    const random = seededRandom(15);
    for (const [n, d, heads] of [
      [5, 4, 2],
      [5, 4, 4],
      [3, 6, 3],
      [7, 8, 1],
    ]) {
      const x = randomTensor([n, d], random);
      const split = splitHeads(x, heads);
      const width = d / heads;
      expect(split.shape).toEqual([1, heads, n, width]);
      for (let head = 0; head < heads; head++) {
        for (let i = 0; i < n; i++) {
          for (let c = 0; c < width; c++) {
            expect(split.data[(head * n + i) * width + c]).toBe(x.data[i * d + head * width + c]);
          }
        }
      }
      const joined = joinHeads(split);
      expect(joined.shape).toEqual([n, d]);
      expect(joined.data).toEqual(x.data);
    }
  });
});

describe('the causal mask in the model', () => {
  const numbers = () => ({ ...defaultState(example.tokens).numbers, causal: true });

  test('equals the core called directly with causal: true, for both scalings', () => {
    for (const scale of [true, false]) {
      const model = buildModel(attention, example, { ...numbers(), scale });
      const direct = attention.scaledDotProductAttention(
        tensor(model.queries),
        tensor(model.keys),
        tensor(model.values),
        { causal: true, scale },
      );
      const n = model.tokens.length;
      expect(model.weights).toEqual(asRows(direct.weights.data, n));
      expect(model.scaledScores).toEqual(asRows(direct.scaledScores.data, n));
      expect(model.outputs).toEqual(asRows(direct.output.data, example.dim));
    }
  });

  test('marks exactly the keys after the query as masked, with weight 0', () => {
    const model = buildModel(attention, example, numbers());
    model.masked.forEach((maskedRow, i) =>
      maskedRow.forEach((masked, j) => {
        expect(masked).toBe(j > i);
        if (masked) expect(model.weights[i][j]).toBe(0);
      }),
    );
    // Without the switch nothing is masked, and flies still sees arrow.
    const open = buildModel(attention, example, defaultState(example.tokens).numbers);
    expect(open.masked.flat().some(Boolean)).toBe(false);
    expect(open.weights[1][4]).toBeGreaterThan(0.5);
  });
});

describe('heads in the model', () => {
  test('one head: no multi-head part, the lab as before', () => {
    const model = buildModel(attention, example, defaultState(example.tokens).numbers);
    expect(model.multiHead).toBeNull();
  });

  // X [n, d] times W [d, d], multiplied here in float64 (not by the core).
  const times = (xRows, w) =>
    xRows.map((x) =>
      Array.from({ length: w.shape[1] }, (_, c) =>
        x.reduce((sum, value, r) => sum + value * w.data[r * w.shape[1] + c], 0),
      ),
    );

  test('each head is the core on its own columns of X·W^h (hand-set), or of X with shared projections; the outputs joined side by side', () => {
    const sentence = withSentence(defaultState(example.tokens), 'the cat sat on the warm mat');
    for (const heads of [2, 4]) {
      for (const causal of [false, true]) {
        for (const separateProjections of [true, false]) {
          const numbers = withNumbers(sentence, { heads, causal, separateProjections }).numbers;
          const model = buildModel(attention, example, numbers);
          const n = model.tokens.length;
          const width = example.dim / heads;
          const own = example.headProjections[heads];
          const [queries, keys, values] = ['wq', 'wk', 'wv'].map((matrix) =>
            separateProjections ? times(model.matrices.x, own[matrix]) : model.matrices.x,
          );
          expect(model.multiHead.heads).toHaveLength(heads);
          expect(model.multiHead.keyDimension).toBe(width);
          model.multiHead.heads.forEach((head, h) => {
            const [q, k, v] = [queries, keys, values].map((matrix) =>
              columns(matrix, h * width, width),
            );
            const alone = attention.scaledDotProductAttention(q, k, v, { causal });
            for (let i = 0; i < n; i++) {
              head.weights[i].forEach((w, j) =>
                expect(w).toBeCloseTo(alone.weights.data[i * n + j], 6),
              );
              head.outputs[i].forEach((o, c) =>
                expect(o).toBeCloseTo(alone.output.data[i * width + c], 6),
              );
              head.masked[i].forEach((masked, j) => expect(masked).toBe(causal && j > i));
            }
          });
          model.multiHead.joinedOutputs.forEach((joined, i) =>
            expect(joined).toEqual(model.multiHead.heads.flatMap((head) => head.outputs[i])),
          );
        }
      }
    }
  });

  test('edits to W_Q, W_K, W_V change the steps, not the heads; an edit to X changes both', () => {
    const heads = withNumbers(defaultState(example.tokens), { heads: 2 });
    const plain = buildModel(attention, example, heads.numbers);
    for (const matrix of ['wq', 'wk', 'wv']) {
      const edited = buildModel(
        attention,
        example,
        withEditedEntry(heads, { matrix, row: 1, column: 1 }, 5, example[matrix].data[5]).numbers,
      );
      expect(edited.multiHead.heads, matrix).toEqual(plain.multiHead.heads);
      expect(edited.queries.concat(edited.keys, edited.values), matrix).not.toEqual(
        plain.queries.concat(plain.keys, plain.values),
      );
    }
    const x = buildModel(
      attention,
      example,
      withEditedEntry(heads, { matrix: 'x', row: 1, column: 0 }, 2, 0).numbers,
    );
    expect(x.multiHead.heads).not.toEqual(plain.multiHead.heads);
    expect(x.weights).not.toEqual(plain.weights);
  });

  // The chapter's sentence with the default switches: what each head of the
  // hand-set projections weighs most, for every word, as designed (see
  // wasm/src/chapter_example.cpp).
  test('on the chapter’s sentence no head is even on any row, and the heads differ', () => {
    const argmax = (values) => values.indexOf(Math.max(...values));
    const designed = {
      // Head 1: the chapter's pattern (flies → arrow); head 2: the word before.
      2: [null, [0, 0, 1, 2, 3]],
      // Each head puts one word on top: arrow, time, like, flies.
      4: [
        [4, 4, 4, 4, 4],
        [0, 0, 0, 0, 0],
        [2, 2, 2, 2, 2],
        [1, 1, 1, 1, 1],
      ],
    };
    for (const heads of [2, 4]) {
      const numbers = withNumbers(defaultState(example.tokens), { heads }).numbers;
      const model = buildModel(attention, example, numbers);
      const matrices = model.multiHead.heads.map((head) => head.weights);
      matrices.forEach((weights, h) => {
        for (const row of weights) expect(Math.max(...row) - Math.min(...row)).toBeGreaterThan(0.1);
        if (designed[heads][h])
          expect(weights.map(argmax), `head ${h + 1}`).toEqual(designed[heads][h]);
        for (let other = 0; other < h; other++) expect(weights).not.toEqual(matrices[other]);
      });
      // flies (row 1) in head 1 still goes to arrow.
      expect(argmax(matrices[0][1])).toBe(4);
    }
  });
});
