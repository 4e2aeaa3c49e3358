import { beforeAll, describe, expect, test } from 'vitest';
import { AttentionInputError, loadAttention, tokenize } from 'attention-lab';

let attention;
beforeAll(async () => {
  attention = await loadAttention();
});

describe('tokenize', () => {
  test.each([
    ['Time flies like an arrow.', ['time', 'flies', 'like', 'an', 'arrow']],
    [
      "The animal didn't cross the street",
      ['the', 'animal', 'didn', 't', 'cross', 'the', 'street'],
    ],
    ['  \t\n ', []],
    ['', []],
    ['...!?', []],
    ['<img src=x onerror=alert(1)>', ['img', 'src', 'x', 'onerror', 'alert', '1']],
    ['Café CAFÉ', ['café', 'café']],
    // "e" + combining acute accent is normalised to the same token as "é".
    ['cafe\u0301', ['café']],
    ['שלום עולם', ['שלום', 'עולם']],
    ['I ❤️ 🦜🦜 code', ['i', '❤️', '🦜', '🦜', 'code']],
    ['👩‍💻 at work', ['👩‍💻', 'at', 'work']],
  ])('%j', (text, tokens) => {
    expect(tokenize(text)).toEqual(tokens);
  });
});

describe('embedWords', () => {
  test('the chapter words keep the chapter embeddings', () => {
    const example = attention.chapterExample();
    expect(attention.embedWords(example.tokens)).toEqual(example.embeddings);
  });

  test('same word, same vector; different words differ', () => {
    const { data, shape } = attention.embedWords(['street', 'tired', 'street']);
    expect(shape).toEqual([3, 4]);
    expect(Array.from(data.slice(0, 4))).toEqual(Array.from(data.slice(8, 12)));
    expect(Array.from(data.slice(0, 4))).not.toEqual(Array.from(data.slice(4, 8)));
    for (const entry of data) {
      expect(Math.abs(entry)).toBeLessThanOrEqual(1.5);
      expect(Number.isInteger(entry * 2)).toBe(true);
    }
  });

  test('follow the documented hash (FNV-1a of UTF-8, then SplitMix64)', () => {
    // An independent BigInt implementation of the documented recipe, so the
    // numbers behind shared links cannot drift silently.
    const mask = (1n << 64n) - 1n;
    const expected = (word, dim) => {
      let state = 0xcbf29ce484222325n;
      for (const byte of new TextEncoder().encode(word)) {
        state = ((state ^ BigInt(byte)) * 0x100000001b3n) & mask;
      }
      return Array.from({ length: dim }, () => {
        state = (state + 0x9e3779b97f4a7c15n) & mask;
        let z = state;
        z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & mask;
        z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & mask;
        z ^= z >> 31n;
        return 0.5 * Number(z % 7n) - 1.5;
      });
    };
    for (const word of ['animal', 'didn', 'שלום', '🦜']) {
      expect(Array.from(attention.embedWords([word], 6).data), word).toEqual(expected(word, 6));
    }
  });

  test('reject bad input with a clear error', () => {
    expect(() => attention.embedWords([])).toThrow(/got 0 rows/);
    expect(() => attention.embedWords(['a'], 0)).toThrow(AttentionInputError);
    expect(() => attention.embedWords([1])).toThrow(/array of strings/);
    expect(attention.embedWords(['a']).shape).toEqual([1, 4]);
  });
});

describe('randomEmbeddings', () => {
  test('gives [n, 768] standard-normal rows that depend only on id and seed', () => {
    const ids = [2051, 10029, 2066, 2019, 8612];
    const rows = attention.randomEmbeddings(ids, 768, 0);
    expect(rows.shape).toEqual([5, 768]);
    const alone = attention.randomEmbeddings([2066], 768, 0);
    expect(alone.data).toEqual(rows.data.slice(2 * 768, 3 * 768));
    expect(attention.randomEmbeddings([2066], 768, 1).data).not.toEqual(alone.data);
    const mean = rows.data.reduce((a, b) => a + b, 0) / rows.data.length;
    const variance = rows.data.reduce((a, b) => a + (b - mean) ** 2, 0) / rows.data.length;
    // 3,840 samples: standard errors ≈ 0.016 (mean) and 0.023 (variance).
    expect(Math.abs(mean)).toBeLessThan(0.08);
    expect(Math.abs(variance - 1)).toBeLessThan(0.12);
  });

  test('with query = key = value, each token attends most to itself at d = 768', () => {
    const x = attention.randomEmbeddings([2051, 10029, 2066, 2019, 8612], 768, 0);
    const { weights } = attention.scaledDotProductAttention(x, x, x);
    for (let i = 0; i < 5; i++) {
      const row = Array.from(weights.data.slice(i * 5, i * 5 + 5));
      expect(row.indexOf(Math.max(...row))).toBe(i);
    }
  });

  test('reject bad ids', () => {
    expect(() => attention.randomEmbeddings([1.5])).toThrow(/non-negative whole numbers/);
    expect(() => attention.randomEmbeddings([-1])).toThrow(AttentionInputError);
  });
});
