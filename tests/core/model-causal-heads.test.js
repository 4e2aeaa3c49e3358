// The lab's causal mask and heads in Node, against the real WASM core: the
// heads' reshape only moves numbers (round trip, layout), the causal model
// holds what the core gives when called directly, and each head of the
// model is the core's attention on that head's columns alone.
import { beforeAll, describe, expect, test } from 'vitest';
import { loadAttention } from 'attention-lab';
import { randomTensor, seededRandom } from './reference.js';
import { buildModel } from '../../web/src/model/model.js';
import { withNumbers, withSentence } from '../../web/src/state/state.js';
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

  test('each head is the core on its own columns of Q, K, V; the outputs joined side by side', () => {
    const sentence = withSentence(defaultState(example.tokens), 'the cat sat on the warm mat');
    for (const heads of [2, 4]) {
      for (const causal of [false, true]) {
        const numbers = withNumbers(sentence, { heads, causal }).numbers;
        const model = buildModel(attention, example, numbers);
        const n = model.tokens.length;
        const width = example.dim / heads;
        expect(model.multiHead.heads).toHaveLength(heads);
        expect(model.multiHead.keyDimension).toBe(width);
        model.multiHead.heads.forEach((head, h) => {
          const [q, k, v] = [model.queries, model.keys, model.values].map((matrix) =>
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
  });
});
