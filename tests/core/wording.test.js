// Sentences about the weights (web/src/views/wording.js) against weights
// written by hand: they say what the numbers say, ties and "itself" included.
import { describe, expect, test } from 'vitest';
import {
  listed,
  rowSummary,
  selfAttentionNote,
  sentencePattern,
  strongestKeys,
} from '../../web/src/text/wording.js';

const model = (labels, weights) => ({ labels, weights });

describe('sentences from the weights', () => {
  // "a" concentrates on itself; "b" spreads, peaking on "c"; "c" spreads,
  // its two largest weights tied (as shown) on itself and "a".
  const abc = model(
    ['a', 'b', 'c'],
    [
      [0.7, 0.2, 0.1],
      [0.3, 0.3, 0.4],
      [0.401, 0.2, 0.399],
    ],
  );

  test('lists read as English', () => {
    expect(listed(['x'])).toBe('x');
    expect(listed(['x', 'y'])).toBe('x and y');
    expect(listed(['x', 'y', 'z'])).toBe('x, y and z');
  });

  test('the strongest keys, with ties as shown (two decimals)', () => {
    expect(strongestKeys(abc, 0)).toEqual({
      weight: '0.70',
      isSelf: true,
      isMost: true,
      names: 'itself',
      count: 1,
      indices: [0],
    });
    expect(strongestKeys(abc, 1)).toMatchObject({ weight: '0.40', isSelf: false, names: '“c”' });
    expect(strongestKeys(abc, 2)).toMatchObject({
      isSelf: true,
      names: '“a” and itself',
      count: 2,
      indices: [0, 2],
    });
  });

  test('a row concentrates only with half or more on one key', () => {
    expect(rowSummary(abc, 0)).toBe('“a” concentrates on itself (0.70).');
    expect(rowSummary(abc, 1)).toBe('“b” spreads its attention: no key gets more than 0.40 (“c”).');
    // Practice mode: a weight its box still asks for is ?.
    expect(rowSummary(abc, 0, (key) => key === 0)).toBe('“a” concentrates on itself (?).');
    expect(rowSummary(abc, 0, (key) => key === 1)).toBe('“a” concentrates on itself (0.70).');
  });

  test('the q = k = v note counts the rows that peak on themselves', () => {
    expect(selfAttentionNote(abc, 1)).toBe(
      'Here 2 of 3 words put their largest weight on themselves, yet only “a” keeps more than half. “b” keeps 0.30 for itself.',
    );
    const diagonal = model(
      ['x', 'y'],
      [
        [0.4, 0.35],
        [0.3, 0.45],
      ],
    );
    expect(selfAttentionNote(diagonal, 0)).toMatch(
      /^Here every word puts its largest weight on itself, yet none keeps more than half/,
    );
    expect(selfAttentionNote(diagonal, 0)).not.toMatch(/mostly/);
  });

  test('the sentence’s pattern names who spreads and who concentrates', () => {
    expect(sentencePattern(abc)).toBe(
      'Across the sentence, “b” and “c” spread their attention (no weight above 0.40), while “a” puts 0.70 on itself.',
    );
  });

  test('when every word peaks on itself, the pattern says that first', () => {
    // x peaks on itself but spreads; y and z keep most for themselves.
    const diagonal = model(
      ['x', 'y', 'z'],
      [
        [0.45, 0.35, 0.2],
        [0.2, 0.7, 0.1],
        [0.1, 0.3, 0.6],
      ],
    );
    expect(sentencePattern(diagonal)).toBe(
      'Every word puts its largest weight on itself; “x” spreads its attention (no weight above 0.45), while “y” puts 0.70 on itself and “z” puts 0.60 on itself.',
    );
  });
});
