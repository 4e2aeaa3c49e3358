// The chapter's worked example, checked against numbers from the chapter
// text and softmax computed by hand here (not against the core's output).
import { beforeAll, describe, expect, test } from 'vitest';
import { loadAttention } from 'attention-lab';

const FLIES = 1;
const row = (tensor, index) =>
  Array.from(tensor.data.slice(index * tensor.shape.at(-1), (index + 1) * tensor.shape.at(-1)));
const softmax = (scores) => {
  const exps = scores.map((s) => Math.exp(s));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
};
const argmax = (values) => values.indexOf(Math.max(...values));

let attention;
let example;
beforeAll(async () => {
  attention = await loadAttention();
  example = attention.chapterExample();
});

describe('chapterExample()', () => {
  test('has the five tokens and their BERT ids', () => {
    expect(example.tokens).toEqual(['time', 'flies', 'like', 'an', 'arrow']);
    expect(example.ids).toEqual([2051, 10029, 2066, 2019, 8612]);
  });

  test('tensors are [5, 4] and [4, 4]', () => {
    for (const name of ['embeddings', 'query', 'key', 'value']) {
      expect(example[name].shape, name).toEqual([5, 4]);
      expect(example[name].data).toHaveLength(20);
    }
    for (const name of ['wq', 'wk', 'wv']) expect(example[name].shape, name).toEqual([4, 4]);
  });

  test('projections give the chapter vectors q_flies, k_arrow and k_time', () => {
    expect(row(example.query, FLIES)).toEqual([0, 3, 0, 0]);
    expect(row(example.key, 4)).toEqual([0, 3, 0, 0]);
    expect(row(example.key, 0)).toEqual([2, 0, 0, 1]);
  });

  test('query, key and value are the embeddings times W_Q, W_K, W_V', () => {
    // Multiply by hand in float64 to check project() independently.
    const multiply = (x, w) => {
      const out = [];
      for (let i = 0; i < 5; i++) {
        for (let j = 0; j < 4; j++) {
          let sum = 0;
          for (let c = 0; c < 4; c++) sum += x.data[i * 4 + c] * w.data[c * 4 + j];
          out.push(sum);
        }
      }
      return out;
    };
    expect(Array.from(example.query.data)).toEqual(multiply(example.embeddings, example.wq));
    expect(Array.from(example.key.data)).toEqual(multiply(example.embeddings, example.wk));
    expect(Array.from(example.value.data)).toEqual(multiply(example.embeddings, example.wv));
  });
});

describe('chapterExample().headProjections, hand-set in the core', () => {
  const entry = (tensor, r, c) => tensor.data[r * tensor.shape[1] + c];

  test('one [4, 4] W_Q, W_K, W_V for 2 heads and for 4 heads; every W_V^h a slice of the identity', () => {
    expect(Object.keys(example.headProjections)).toEqual(['2', '4']);
    for (const heads of [2, 4]) {
      for (const name of ['wq', 'wk', 'wv'])
        expect(example.headProjections[heads][name].shape, `${heads} ${name}`).toEqual([4, 4]);
      const { wv } = example.headProjections[heads];
      for (let r = 0; r < 4; r++)
        for (let c = 0; c < 4; c++) expect(entry(wv, r, c)).toBe(r === c ? 1 : 0);
    }
  });

  test('of 2 heads, head 1 is the chapter’s W_Q and W_K cut to columns 1–2', () => {
    const { wq, wk } = example.headProjections[2];
    for (let r = 0; r < 4; r++) {
      for (let c = 0; c < 2; c++) {
        expect(entry(wq, r, c)).toBe(entry(example.wq, r, c));
        expect(entry(wk, r, c)).toBe(entry(example.wk, r, c));
      }
    }
  });

  test('each head’s flies row, from the core on q and k multiplied by hand', () => {
    // q and k of one head (columns h·w … of X·W), multiplied here in float64.
    const headColumns = (w, head, width) => {
      const data = [];
      for (let i = 0; i < 5; i++) {
        for (let c = head * width; c < (head + 1) * width; c++) {
          let sum = 0;
          for (let r = 0; r < 4; r++) sum += example.embeddings.data[i * 4 + r] * w.data[r * 4 + c];
          data.push(sum);
        }
      }
      return { data: Float32Array.from(data), shape: [5, width] };
    };
    // flies' favourite key in each head, and its weight by hand (softmax of
    // the scores from chapter_example.cpp's comment, over √d_k).
    const expected = {
      2: [
        [4, softmax([0, 6, 0, 0, 9].map((s) => s / Math.SQRT2))[4]],
        [0, softmax([7, 5, 3, -1, -3].map((s) => s / Math.SQRT2))[0]],
      ],
      4: [
        [4, softmax([0, 3, 0, 0, 4.5])[4]],
        [0, softmax([3, 0, 0, 0, -4.5])[0]],
        [2, softmax([0, 0, 3, 0, 0])[2]],
        [1, softmax([3, 4.5, 0, 0, 2.25])[1]],
      ],
    };
    for (const heads of [2, 4]) {
      const width = 4 / heads;
      const { wq, wk, wv } = example.headProjections[heads];
      expected[heads].forEach(([key, weight], head) => {
        const [q, k, v] = [wq, wk, wv].map((w) => headColumns(w, head, width));
        const flies = row(attention.scaledDotProductAttention(q, k, v).weights, FLIES);
        expect(argmax(flies), `${heads} heads, head ${head + 1}`).toBe(key);
        expect(flies[key]).toBeCloseTo(weight, 6);
      });
    }
    // Head 1 of 4 gives flies the chapter's weights.
    expect(expected[4][0][1].toFixed(2)).toBe('0.80');
  });
});

describe('attention over the chapter example', () => {
  test('flies scores [0,6,0,0,9], scaled by √4 to [0,3,0,0,4.5]', () => {
    const result = attention.scaledDotProductAttention(example.query, example.key, example.value);
    expect(row(result.scores, FLIES)).toEqual([0, 6, 0, 0, 9]);
    expect(row(result.scaledScores, FLIES)).toEqual([0, 3, 0, 0, 4.5]);
  });

  test('flies weights ≈ [0.01, 0.18, 0.01, 0.01, 0.80]', () => {
    const { weights } = attention.scaledDotProductAttention(
      example.query,
      example.key,
      example.value,
    );
    const flies = row(weights, FLIES);
    expect(flies.map((w) => w.toFixed(2))).toEqual(['0.01', '0.18', '0.01', '0.01', '0.80']);
    softmax([0, 3, 0, 0, 4.5]).forEach((expected, j) => expect(flies[j]).toBeCloseTo(expected, 6));
  });

  test('without scaling flies weights ≈ [0.00, 0.05, 0.00, 0.00, 0.95]', () => {
    const result = attention.scaledDotProductAttention(example.query, example.key, example.value, {
      scale: false,
    });
    expect(row(result.scaledScores, FLIES)).toEqual([0, 6, 0, 0, 9]);
    const flies = row(result.weights, FLIES);
    expect(flies.map((w) => w.toFixed(2))).toEqual(['0.00', '0.05', '0.00', '0.00', '0.95']);
    softmax([0, 6, 0, 0, 9]).forEach((expected, j) => expect(flies[j]).toBeCloseTo(expected, 6));
  });

  test('the flies output mixes values with its weights', () => {
    const { output } = attention.scaledDotProductAttention(
      example.query,
      example.key,
      example.value,
    );
    const w = softmax([0, 3, 0, 0, 4.5]);
    for (let c = 0; c < 4; c++) {
      const expected = w.reduce((sum, wj, j) => sum + wj * example.value.data[j * 4 + c], 0);
      expect(output.data[FLIES * 4 + c]).toBeCloseTo(expected, 5);
    }
  });

  test.each([true, false])('function words spread their attention (scale %s)', (scale) => {
    const { weights } = attention.scaledDotProductAttention(
      example.query,
      example.key,
      example.value,
      {
        scale,
      },
    );
    for (const token of [2, 3]) expect(Math.max(...row(weights, token))).toBeLessThan(0.5);
  });

  test('with q = k = v = embeddings every token attends most to itself', () => {
    const x = example.embeddings;
    const { weights } = attention.scaledDotProductAttention(x, x, x);
    for (let token = 0; token < 5; token++)
      expect(argmax(row(weights, token)), example.tokens[token]).toBe(token);
  });

  test('every row of the weights sums to 1', () => {
    const { weights } = attention.scaledDotProductAttention(
      example.query,
      example.key,
      example.value,
    );
    for (let i = 0; i < 5; i++)
      expect(row(weights, i).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
  });
});
