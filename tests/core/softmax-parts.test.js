// attention.softmaxParts (wasm/src/softmax_parts.cpp): e^s and each row's
// sum, against Math.exp in float64, and against the core's own weights.
import { beforeAll, describe, expect, test } from 'vitest';
import { AttentionInputError, loadAttention } from '../../web/lib/attention.js';

let attention;
beforeAll(async () => {
  attention = await loadAttention();
});

const tensor = (rows, shape = [rows.length, rows[0].length]) => ({
  data: Float32Array.from(rows.flat()),
  shape,
});

describe('softmaxParts', () => {
  test("flies' scaled scores give e^3 ≈ 20.1 and e^4.5 ≈ 90.0, and the chapter's weights", () => {
    const parts = attention.softmaxParts(tensor([[0, 3, 0, 0, 4.5]]));
    const expected = [0, 3, 0, 0, 4.5].map(Math.exp);
    [...parts.exponentials.data].forEach((value, j) => expect(value).toBeCloseTo(expected[j], 4));
    expect(parts.sums.data[0]).toBeCloseTo(
      expected.reduce((a, b) => a + b),
      3,
    );
    expect(parts.shifts.data[0]).toBe(0);
    const weights = [...parts.exponentials.data].map((e) => e / parts.sums.data[0]);
    expect(weights.map((w) => w.toFixed(2))).toEqual(['0.01', '0.18', '0.01', '0.01', '0.80']);
    expect(parts.exponentials.shape).toEqual([1, 5]);
    expect(parts.sums.shape).toEqual([1]);
  });

  test("divided by their sums they are the core's weights, causal mask included", () => {
    const n = 5;
    const d = 8;
    const random = (seed) => () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 4 - 2;
    const next = random(11);
    const make = () => ({ data: Float32Array.from({ length: n * d }, next), shape: [n, d] });
    const [q, k, v] = [make(), make(), make()];
    const result = attention.scaledDotProductAttention(q, k, v, { causal: true });
    const parts = attention.softmaxParts(result.scaledScores);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const at = i * n + j;
        expect(parts.exponentials.data[at] / parts.sums.data[i]).toBeCloseTo(
          result.weights.data[at],
          6,
        );
        // A masked key (j > i) is −∞ before the softmax: e^−∞ = 0.
        if (j > i) expect(parts.exponentials.data[at]).toBe(0);
        else
          expect(parts.exponentials.data[at]).toBeCloseTo(
            Math.exp(result.scaledScores.data[at]),
            4,
          );
      }
    }
  });

  test('a row that would overflow is shifted by its largest score', () => {
    const parts = attention.softmaxParts(tensor([[300, 299, 100]]));
    expect(parts.shifts.data[0]).toBe(300);
    expect([...parts.exponentials.data]).toEqual(
      [0, -1, -200].map((s) => Math.fround(Math.exp(s))),
    );
  });

  test('NaN, +∞ and shapes that do not match are refused with a message', () => {
    for (const bad of [NaN, Infinity]) {
      expect(() => attention.softmaxParts(tensor([[0, bad]]))).toThrow(/numbers or −∞/);
    }
    expect(() => attention.softmaxParts({ data: new Float32Array(5), shape: [2, 3] })).toThrow(
      AttentionInputError,
    );
    expect(() => attention.softmaxParts({ data: new Float32Array(0), shape: [0, 3] })).toThrow(
      /1 to 65536/,
    );
    expect(() => attention.softmaxParts([1, 2])).toThrow(AttentionInputError);
    // The core still works afterwards.
    expect(attention.softmaxParts(tensor([[0]])).exponentials.data[0]).toBe(1);
  });
});
