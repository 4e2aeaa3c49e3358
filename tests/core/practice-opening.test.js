// Practice mode switched on over the chapter's own example moves off flies,
// whose scores and weights the chapter prints, to PRACTICE_QUERY: a word
// whose top key is clear in the core's numbers, and only while the example
// is as printed.
import { beforeAll, describe, expect, test } from 'vitest';
import { loadAttention } from '../../web/lib/attention.js';
import { OPENING_QUERY, PRACTICE_QUERY } from '../../web/src/state/lab.js';
import {
  awayFromWorkedExample,
  defaultState,
  withEditedEntry,
  withNumbers,
  withSelection,
  withSentence,
} from '../../web/src/state/state.js';

let tokens;
let weights;

beforeAll(async () => {
  const attention = await loadAttention();
  const example = attention.chapterExample();
  tokens = example.tokens;
  const result = attention.scaledDotProductAttention(example.query, example.key, example.value);
  const n = tokens.length;
  weights = tokens.map((_, i) => Array.from(result.weights.data.slice(i * n, (i + 1) * n)));
});

describe('the word practice opens on', () => {
  test('attends most to another word than itself, well ahead of the rest', () => {
    const row = weights[tokens.indexOf(PRACTICE_QUERY)];
    const [top, second] = [...row].sort((a, b) => b - a);
    const topKey = tokens[row.indexOf(top)];
    expect(topKey).not.toBe(PRACTICE_QUERY);
    expect(PRACTICE_QUERY).not.toBe(OPENING_QUERY);
    // Clear enough to predict from the vectors, and no tie.
    expect(top - second).toBeGreaterThan(0.1);
  });
});

describe('awayFromWorkedExample', () => {
  const practising = () =>
    withSelection(defaultState(tokens), { practice: true, queryIndex: tokens.indexOf('flies') });
  const query = (state) => tokens[state.selection.queryIndex];

  test('moves flies to the practice word, marked, on the example as printed', () => {
    const moved = awayFromWorkedExample(practising(), tokens);
    expect(query(moved)).toBe(PRACTICE_QUERY);
    expect(moved.selection.awayFromExample).toBe(true);
    expect(moved.numbers).toEqual(practising().numbers);
  });

  test('leaves every other state as it is', () => {
    const cases = {
      'practice off': withSelection(practising(), { practice: false }),
      'another query': withSelection(practising(), { queryIndex: tokens.indexOf('like') }),
      'the mask on': withNumbers(practising(), { causal: true }),
      'scaling off': withNumbers(practising(), { scale: false }),
      'q = k = v': withNumbers(practising(), { separateProjections: false }),
      'two heads': withNumbers(practising(), { heads: 2 }),
      'an edited entry': withEditedEntry(practising(), { matrix: 'wk', row: 0, column: 1 }, 5, 0),
      'a sentence of its own': withSelection(withSentence(practising(), ['flies', 'buzz']), {
        queryIndex: 0,
        practice: true,
      }),
    };
    for (const [name, state] of Object.entries(cases)) {
      expect(state, name).not.toEqual(practising());
      expect(awayFromWorkedExample(state, tokens), name).toBe(state);
    }
  });
});
