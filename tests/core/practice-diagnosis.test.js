// Practice mode's checking (web/src/views/practice/diagnose.js): the wrong
// answers it offers, taken from the core, against an independent float64
// reference (reference.js) for the chapter's example, an edited and a
// random state, with and without scale and causal; which mistake an answer
// is matched to; how typed answers are read in each language.
import { beforeAll, describe, expect, test } from 'vitest';

import { loadAttention } from '../../web/lib/attention.js';
import { buildModel } from '../../web/src/model/model.js';
import { rows } from '../../web/src/model/tensors.js';
import { defaultState } from '../../web/src/state/state.js';
import { STRINGS } from '../../web/src/text/en/index.js';
import {
  TOLERANCE,
  candidateAnswers,
  diagnose,
  mistakeTextKey,
  neighbourOf,
  readAnswer,
} from '../../web/src/views/practice/diagnose.js';
import { randomTensor, referencePracticeAnswers, seededRandom } from './reference.js';

// readAnswer's number, or null for each of its refusals.
const parseAnswer = (text, locale) => {
  const read = readAnswer(text, locale);
  return 'value' in read ? read.value : null;
};

let attention;
let example;
beforeAll(async () => {
  attention = await loadAttention();
  example = attention.chapterExample();
});

const EXERCISES = ['score', 'weight', 'output'];
const [TIME, FLIES, AN, ARROW] = [0, 1, 3, 4];

// The page's way: the model's rows for the numbers, and the core's
// commonMistakes for the same Q, K, V and switches.
function pageState(numbers) {
  const model = buildModel(attention, example, numbers);
  const { query, key, value } = model.parts.projected.result;
  const { scale, causal } = numbers;
  return {
    qkv: { query, key, value },
    result: model,
    mistakes: attention.commonMistakes(query, key, value, { scale, causal }),
    scale,
    causal,
  };
}

// The core's tensors straight from the calls (no model), random Q, K, V.
function randomState(seed, n, dk, dv, options) {
  const random = seededRandom(seed);
  const [query, key, value] = [dk, dk, dv].map((d) => randomTensor([n, d], random));
  const result = attention.scaledDotProductAttention(query, key, value, options);
  return {
    qkv: { query, key, value },
    // As the model holds it: rows.
    result: {
      scores: rows(result.scores),
      scaledScores: rows(result.scaledScores),
      weights: rows(result.weights),
      outputs: rows(result.output),
    },
    mistakes: attention.commonMistakes(query, key, value, options),
    ...options,
  };
}

const chapterNumbers = (changes = {}) => ({ ...defaultState(example.tokens).numbers, ...changes });

const STATES = {
  "the chapter's example": () => pageState(chapterNumbers()),
  "the chapter's example, causal": () => pageState(chapterNumbers({ causal: true })),
  "the chapter's example, not scaled": () => pageState(chapterNumbers({ scale: false })),
  'edited numbers': () =>
    pageState(
      chapterNumbers({
        edits: [
          { matrix: 'wk', row: 0, column: 1, value: 1 },
          { matrix: 'x', row: 3, column: 2, value: -1.5 },
        ],
      }),
    ),
  'q = k = v, causal': () =>
    pageState(chapterNumbers({ separateProjections: false, causal: true })),
  'random n 6, d_k 8, d_v 3': () => randomState(7, 6, 8, 3, { scale: true, causal: false }),
  'random n 6, causal': () => randomState(8, 6, 4, 5, { scale: true, causal: true }),
  'random n 5, not scaled, causal': () => randomState(9, 5, 4, 4, { scale: false, causal: true }),
};

const close = (actual, expected) =>
  Math.abs(actual - expected) <= 1e-5 * Math.max(1, Math.abs(expected));

describe('candidateAnswers against the float64 reference', () => {
  test.each(Object.keys(STATES))('%s: every pair, every mistake', (name) => {
    const state = STATES[name]();
    const { query, key, value } = state.qkv;
    const [n] = query.shape;
    const failures = [];
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const column = j % value.shape[1];
        const reference = referencePracticeAnswers(query, key, value, state, i, j, column);
        for (const exercise of EXERCISES) {
          const candidates = candidateAnswers(exercise, {
            ...state,
            queryIndex: i,
            keyIndex: j,
            column,
          });
          const expected = Object.entries(reference[exercise]).filter(([, x]) =>
            Number.isFinite(x),
          );
          const slips = ['signFlipped', 'rounding'];
          const offered = candidates.filter(({ mistake }) => !slips.includes(mistake));
          expect(offered.map(({ mistake }) => mistake)).toEqual(expected.map(([m]) => m));
          for (const [mistake, want] of expected) {
            const got = offered.find((candidate) => candidate.mistake === mistake).value;
            if (!close(got, want))
              failures.push(`${exercise} ${mistake} [${i}][${j}] ${got} ≠ ${want}`);
          }
          // The sign slip: the right answer's opposite, unless it is 0.
          const truth = reference.truth[exercise];
          const sign = candidates.filter((c) => c.mistake === 'signFlipped');
          expect(sign.length, `${exercise} [${i}][${j}]`).toBe(truth === 0 ? 0 : 1);
          if (sign.length && !close(sign[0].value, -truth))
            failures.push(`${exercise} signFlipped [${i}][${j}] ${sign[0].value} ≠ ${-truth}`);
          // Rounding slips of the right answer: rounded to one decimal (a
          // score also to a whole number), never cut off (0.2 for 0.27).
          const rounded = [Math.round(truth * 10) / 10];
          if (exercise === 'score') rounded.push(Math.round(truth));
          for (const { value: slip } of candidates.filter((c) => c.mistake === 'rounding')) {
            expect(rounded, `${exercise} [${i}][${j}] ${truth}`).toContain(slip);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  test("the chapter's flies → arrow: 9, and k_flies · q_arrow for the swap", () => {
    const state = STATES["the chapter's example"]();
    const pair = { ...state, queryIndex: FLIES, keyIndex: ARROW };
    expect(state.result.scores[FLIES][ARROW]).toBeCloseTo(9, 5);
    const swapped = candidateAnswers('score', pair).find((c) => c.mistake === 'swapped');
    // k_flies · q_arrow, from the chapter's vectors (reference.js), not 9.
    const { query, key, value } = state.qkv;
    const reference = referencePracticeAnswers(query, key, value, state, FLIES, ARROW, 0);
    expect(swapped.value).toBeCloseTo(reference.score.swapped, 5);
    expect(Math.abs(swapped.value - 9)).toBeGreaterThan(TOLERANCE.score);
  });
});

test('every mistake a candidate can name has words (practice.js)', () => {
  const named = new Set();
  for (const make of Object.values(STATES)) {
    const state = make();
    for (const exercise of EXERCISES) {
      const pair = { ...state, queryIndex: 1, keyIndex: 0, column: 0 };
      for (const { mistake } of candidateAnswers(exercise, pair)) named.add(mistake);
    }
  }
  expect(named.size).toBe(16);
  for (const mistake of named) expect(STRINGS[mistakeTextKey(mistake)], mistake).toBeTruthy();
});

describe('diagnose', () => {
  const made = [
    { mistake: 'swapped', value: 5 },
    { mistake: 'queryQuery', value: 5.015 },
    { mistake: 'keyKey', value: 7 },
  ];

  test('right within the tolerance, boundary included, and not beyond', () => {
    expect(diagnose('score', 3, 3, made)).toEqual({ correct: true, mistake: null });
    expect(diagnose('score', 3.01, 3, made)).toEqual({ correct: true, mistake: null });
    expect(diagnose('score', 2.99, 3, made)).toEqual({ correct: true, mistake: null });
    expect(diagnose('score', 3.0101, 3, made)).toEqual({ correct: false, mistake: null });
    expect(diagnose('weight', 0.81, 0.8, [])).toEqual({ correct: true, mistake: null });
    expect(diagnose('weight', 0.8101, 0.8, [])).toEqual({ correct: false, mistake: null });
    expect(diagnose('output', 1.02, 1, [])).toEqual({ correct: true, mistake: null });
    expect(diagnose('output', 0.9799, 1, [])).toEqual({ correct: false, mistake: null });
  });

  test('the nearest candidate within the tolerance, and none outside it', () => {
    expect(diagnose('score', 5.009, 3, made).mistake).toBe('queryQuery');
    expect(diagnose('score', 5.006, 3, made).mistake).toBe('swapped');
    expect(diagnose('score', 4.99, 3, made).mistake).toBe('swapped');
    expect(diagnose('score', 4.9899, 3, made).mistake).toBe(null);
    expect(diagnose('score', 5.025, 3, made).mistake).toBe('queryQuery');
    expect(diagnose('score', 5.0251, 3, made).mistake).toBe(null);
    expect(diagnose('score', 7.011, 3, made).mistake).toBe(null);
    expect(diagnose('output', 7.02, 3, made).mistake).toBe('keyKey');
    expect(diagnose('output', 7.021, 3, made).mistake).toBe(null);
    // Equally near (binary fractions, so exactly): the first one listed.
    const tied = [
      { mistake: 'keyKey', value: 4 },
      { mistake: 'swapped', value: 4 + 1 / 64 },
    ];
    expect(diagnose('score', 4 + 1 / 128, 3, tied).mistake).toBe('keyKey');
  });

  test('a candidate that is itself about right is not named', () => {
    const nearTruth = [{ mistake: 'swapped', value: 3.008 }];
    expect(diagnose('score', 3.015, 3, nearTruth)).toEqual({ correct: false, mistake: null });
  });

  test.each(Object.keys(STATES))(
    '%s: each telling candidate is named for its own value',
    (name) => {
      const state = STATES[name]();
      const [n] = state.qkv.query.shape;
      const wrong = [];
      for (let i = 0; i < n; i++) {
        for (let j = 0; j < n; j++) {
          const pair = {
            ...state,
            queryIndex: i,
            keyIndex: j,
            column: j % state.qkv.value.shape[1],
          };
          for (const exercise of EXERCISES) {
            const candidates = candidateAnswers(exercise, pair);
            const truth =
              exercise === 'output'
                ? state.result.outputs.data
                  ? state.result.outputs.data[i * state.qkv.value.shape[1] + pair.column]
                  : state.result.outputs[i][pair.column]
                : (({ scores, weights }) => {
                    const table = exercise === 'score' ? scores : weights;
                    return table.data ? table.data[i * n + j] : table[i][j];
                  })(state.result);
            const tolerance = TOLERANCE[exercise];
            for (const { mistake, value } of candidates) {
              // Only those no other mistake comes near, and far from the truth.
              const alone = candidates.every(
                (other) =>
                  other.mistake === mistake || Math.abs(other.value - value) > 2 * tolerance,
              );
              if (!alone || Math.abs(value - truth) <= tolerance) continue;
              const found = diagnose(exercise, value, truth, candidates);
              if (found.correct || found.mistake !== mistake) {
                wrong.push(`${exercise} [${i}][${j}] ${mistake}: ${JSON.stringify(found)}`);
              }
            }
          }
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  test("the chapter's flies: 0.80 is right, the unscaled 0.95 and the column softmax named", () => {
    const state = STATES["the chapter's example"]();
    const pair = { ...state, queryIndex: FLIES, keyIndex: ARROW };
    const candidates = candidateAnswers('weight', pair);
    const truth = state.result.weights[FLIES][ARROW];
    expect(diagnose('weight', 0.8, truth, candidates)).toEqual({ correct: true, mistake: null });
    expect(diagnose('weight', 0.95, truth, candidates).mistake).toBe('withoutScale');
    const column = state.mistakes.columnWeights.data[FLIES * 5 + ARROW];
    const rounded = Math.round(column * 100) / 100;
    expect(diagnose('weight', rounded, truth, candidates).mistake).toBe('columnSoftmax');
  });

  test('scaling switched off: the scaled 0.80 for flies → arrow is named scaling anyway', () => {
    const state = STATES["the chapter's example, not scaled"]();
    const pair = { ...state, queryIndex: FLIES, keyIndex: ARROW };
    const candidates = candidateAnswers('weight', pair);
    const truth = state.result.weights[FLIES][ARROW];
    expect(truth.toFixed(2)).toBe('0.95');
    expect(diagnose('weight', 0.8, truth, candidates).mistake).toBe('scaledAnyway');
    expect(candidates.map(({ mistake }) => mistake)).not.toContain('withoutScale');
  });

  test('causal mask: a softmax over every key is named for a masked and a seen key', () => {
    const state = STATES["the chapter's example, causal"]();
    const { query, key, value } = state.qkv;
    for (const [i, j] of [
      [FLIES, ARROW],
      [AN, AN],
      [AN, FLIES],
    ]) {
      const pair = { ...state, queryIndex: i, keyIndex: j, column: 0 };
      const candidates = candidateAnswers('weight', pair);
      const truth = state.result.weights[i][j];
      // The reference's softmax over all five keys, rounded as a learner writes it.
      const everyKey = referencePracticeAnswers(query, key, value, state, i, j, 0).weight.unmasked;
      expect(Math.abs(everyKey - truth), `[${i}][${j}]`).toBeGreaterThan(TOLERANCE.weight);
      const typed = Math.round(everyKey * 100) / 100;
      expect(diagnose('weight', typed, truth, candidates).mistake, `[${i}][${j}]`).toBe('unmasked');
    }
    // Without the mask there is nothing to leave out.
    const open = STATES["the chapter's example"]();
    const mistakes = candidateAnswers('weight', { ...open, queryIndex: AN, keyIndex: AN });
    expect(mistakes.map(({ mistake }) => mistake)).not.toContain('unmasked');
  });

  test('a weight below 0 or above 1 that no slip gives is named as out of range', () => {
    const state = STATES["the chapter's example"]();
    const pair = { ...state, queryIndex: FLIES, keyIndex: ARROW };
    const candidates = candidateAnswers('weight', pair);
    const truth = state.result.weights[FLIES][ARROW];
    for (const answer of [1.2, -0.5, 8]) {
      expect(diagnose('weight', answer, truth, candidates), String(answer)).toEqual({
        correct: false,
        mistake: 'weightOutOfRange',
      });
    }
    expect(diagnose('weight', 0.5, truth, candidates).mistake).toBe(null);
    // Scores and x′ entries may be any size.
    expect(diagnose('score', 12, 9, []).mistake).toBe(null);
    expect(diagnose('output', -4, 1, []).mistake).toBe(null);
    expect(STRINGS[mistakeTextKey('weightOutOfRange')]).toContain('{answer}');
  });

  test('neighbourOf: another seen key of the row within the tolerance, never the asked one', () => {
    const row = [0, 6, 0.5, 0, 9];
    const open = [false, false, false, false, false];
    expect(neighbourOf('score', 6, row, open, 4)).toBe(1);
    expect(neighbourOf('score', 6.01, row, open, 4)).toBe(1);
    expect(neighbourOf('score', 6.02, row, open, 4)).toBe(-1);
    // The first of equal neighbours; the asked key's own number is no neighbour.
    expect(neighbourOf('score', 0, row, open, 4)).toBe(0);
    expect(neighbourOf('score', 9, row, open, 4)).toBe(-1);
    // A masked key's place holds no number to misread.
    expect(neighbourOf('weight', 0.5, row, [false, false, true, false, false], 4)).toBe(-1);
    expect(neighbourOf('weight', 0.505, row, open, 4)).toBe(2);
  });

  test('time → flies: q·q and k·k are told apart', () => {
    const state = STATES["the chapter's example"]();
    // (At time → arrow q·q is 1.5, the scaled score as well, which is named first.)
    const pair = { ...state, queryIndex: TIME, keyIndex: FLIES };
    const candidates = candidateAnswers('score', pair);
    const truth = state.result.scores[TIME][FLIES];
    const { queryQueryScores, keyKeyScores } = state.mistakes;
    expect(
      diagnose('score', queryQueryScores.data[TIME * 5 + FLIES], truth, candidates).mistake,
    ).toBe('queryQuery');
    expect(diagnose('score', keyKeyScores.data[TIME * 5 + FLIES], truth, candidates).mistake).toBe(
      'keyKey',
    );
  });
});

describe('slips of the score box and of the right answer', () => {
  const LIKE = 2;

  test('the scaled score (÷√dₖ too early) is named before q·q, and only when scaled', () => {
    const state = STATES["the chapter's example"]();
    for (const [i, j, scaled] of [
      [TIME, FLIES, 2],
      [LIKE, TIME, 0.5],
    ]) {
      const { query, key, value } = state.qkv;
      const reference = referencePracticeAnswers(query, key, value, state, i, j, 0);
      expect(reference.score.scaledEarly).toBe(scaled);
      const candidates = candidateAnswers('score', { ...state, queryIndex: i, keyIndex: j });
      const truth = state.result.scores[i][j];
      expect(diagnose('score', scaled, truth, candidates).mistake, `[${i}][${j}]`).toBe(
        'scaledEarly',
      );
    }
    // like → time: q·q gives 0.5 as well.
    expect(state.mistakes.queryQueryScores.data[LIKE * 5 + TIME]).toBe(0.5);
    const raw = STATES["the chapter's example, not scaled"]();
    const unscaled = candidateAnswers('score', { ...raw, queryIndex: TIME, keyIndex: FLIES });
    expect(unscaled.map(({ mistake }) => mistake)).not.toContain('scaledEarly');
    expect(diagnose('score', 2, 4, unscaled).mistake).toBe(null);
  });

  test('the right number with the other sign is named a sign slip', () => {
    const state = STATES["the chapter's example"]();
    const pair = { ...state, queryIndex: TIME, keyIndex: FLIES, column: 0 };
    const truth = state.result.outputs[TIME][0];
    expect(truth.toFixed(2)).toBe('-0.22');
    const candidates = candidateAnswers('output', pair);
    expect(diagnose('output', 0.22, truth, candidates).mistake).toBe('signFlipped');
    expect(diagnose('output', 0.24, truth, candidates).mistake).toBe('signFlipped');
    // A right answer of 0 has no sign to get wrong.
    const zero = candidateAnswers('score', { ...state, queryIndex: FLIES, keyIndex: TIME });
    expect(zero.map(({ mistake }) => mistake)).not.toContain('signFlipped');
  });

  test('an → arrow, 0.265: 0.3 is a rounding slip, 0.2 (cut off) is not', () => {
    const state = STATES["the chapter's example"]();
    const candidates = candidateAnswers('weight', { ...state, queryIndex: AN, keyIndex: ARROW });
    const truth = state.result.weights[AN][ARROW];
    expect(truth.toFixed(3)).toBe('0.265');
    expect(diagnose('weight', 0.3, truth, candidates).mistake).toBe('rounding');
    expect(diagnose('weight', 0.2, truth, candidates).mistake).toBe(null);
  });
});

describe('readAnswer: the numbers it reads', () => {
  test.each(['en', 'de', 'es', 'zh-Hans', 'ar'])('%s: numbers as typed', (locale) => {
    expect(parseAnswer('9', locale)).toBe(9);
    expect(parseAnswer(' 0.80 ', locale)).toBe(0.8);
    expect(parseAnswer('.5', locale)).toBe(0.5);
    expect(parseAnswer('-1.5', locale)).toBe(-1.5);
    expect(parseAnswer('\u22121.5', locale)).toBe(-1.5);
    expect(parseAnswer('+2', locale)).toBe(2);
    expect(parseAnswer('-0', locale)).toBe(0);
    expect(Object.is(parseAnswer('-0', locale), 0)).toBe(true);
    expect(parseAnswer('2e-3', locale)).toBe(0.002);
    expect(parseAnswer('\uff10\uff0e\uff18', locale)).toBe(0.8); // full-width ０．８
    expect(parseAnswer('\u0660\u066b\u0668', locale)).toBe(0.8); // Arabic-Indic ٠٫٨
  });

  test.each(['en', 'de', 'es', 'zh-Hans', 'ar'])('%s: not numbers', (locale) => {
    for (const text of ['', '   ', 'abc', 'nine', '1e400', '-1e400', 'Infinity', 'NaN', '0x10']) {
      expect(parseAnswer(text, locale), text).toBe(null);
    }
    for (const text of ['1..2', '1.2.3', '--1', '1-', '1e', 'e5', '.', '9 9', '<b>9</b>']) {
      expect(parseAnswer(text, locale), text).toBe(null);
    }
    expect(parseAnswer('1'.repeat(33), locale)).toBe(null);
  });

  test('the decimal comma in German and Spanish only', () => {
    expect(parseAnswer('0,80', 'de')).toBe(0.8);
    expect(parseAnswer('\u22120,5', 'es')).toBe(-0.5);
    expect(parseAnswer(',5', 'de')).toBe(0.5);
    expect(parseAnswer('1,2,3', 'de')).toBe(null);
    expect(parseAnswer('1,5.2', 'es')).toBe(null);
    for (const locale of ['en', 'zh-Hans', 'ar']) expect(parseAnswer('0,80', locale)).toBe(null);
  });
});

describe('readAnswer: why a text is not a number', () => {
  const problem = (text, locale) => readAnswer(text, locale).problem;

  test.each(['en', 'zh-Hans', 'ar'])(
    '%s: a decimal comma is named, with the point put in',
    (locale) => {
      expect(readAnswer('0,8', locale)).toEqual({ problem: 'decimalComma', typed: '0.8' });
      expect(readAnswer('\u22120,5', locale)).toEqual({ problem: 'decimalComma', typed: '-0.5' });
      expect(readAnswer('0\u060c8', locale)).toEqual({ problem: 'decimalComma', typed: '0.8' });
    },
  );

  test('a mark that may group thousands is never guessed at', () => {
    for (const locale of ['en', 'zh-Hans', 'ar']) {
      for (const text of ['1,234', '-12,345', '1,234.5', '1.234,5', '1,234,567']) {
        expect(problem(text, locale), `${locale} ${text}`).toBe('grouping');
      }
      // A point is the decimal mark there: 1.234 is one and a bit.
      expect(readAnswer('1.234', locale)).toEqual({ value: 1.234 });
    }
    for (const locale of ['de', 'es']) {
      for (const text of ['1.234', '-12.345', '1.234,5', '1,234.5']) {
        expect(problem(text, locale), `${locale} ${text}`).toBe('grouping');
      }
      // The comma is the decimal mark there, and a point that cannot group is one too.
      expect(readAnswer('1,234', locale)).toEqual({ value: 1.234 });
      expect(readAnswer('0,8', locale)).toEqual({ value: 0.8 });
      expect(readAnswer('0.8', locale)).toEqual({ value: 0.8 });
      expect(readAnswer('12.5', locale)).toEqual({ value: 12.5 });
    }
  });

  test.each(['en', 'de', 'es', 'zh-Hans', 'ar'])(
    '%s: each other refusal has its reason',
    (locale) => {
      expect(readAnswer('80%', locale)).toEqual({ problem: 'percent', fraction: 0.8 });
      expect(readAnswer('12.5 %', locale)).toEqual({ problem: 'percent', fraction: 0.125 });
      expect(readAnswer('80\u066a', locale)).toEqual({ problem: 'percent', fraction: 0.8 });
      for (const text of ['', '  ']) expect(problem(text, locale), text).toBe('empty');
      for (const text of ['1e400', '-1e400', 'Infinity', '-inf', '∞']) {
        expect(problem(text, locale), text).toBe('tooLarge');
      }
      for (const text of ['4/5', '2 + 3', 'e^4.5', 'exp(4.5)', '9 ÷ 2', '√4']) {
        expect(problem(text, locale), text).toBe('calculation');
      }
      for (const text of ['abc', 'NaN', '0x10', '1-', '--1', '9 9', '<b>9</b>', 'x%']) {
        expect(problem(text, locale), text).toBe('notANumber');
      }
    },
  );
});
