// The numbers the learner computes in practice mode, one per step from
// Score on, for the focused pair: the score q·k, the weight, and an entry of
// x′. Each is checked against the core's number (diagnose.js, with the
// wrong answers the core's commonMistakes gives), and a wrong one gets the
// likely mistake in words, or what to recheck and the working spelled out.
import { commonMistakesOf } from '../../model/model.js';
import { PRACTICE_OUTPUT_COLUMN } from '../../state/state.js';
import {
  formatExponential,
  formatFixed,
  formatNumber,
  formatUpTo,
  formatWeight,
} from '../../text/numbers.js';
import { currentLanguage, sentences as paragraph, t } from '../../text/text.js';
import { quoted } from '../../text/wording.js';
import { formatScaledScore } from '../../text/masking.js';
import { formatForMessage } from '../../text/number-text.js';
import {
  TOLERANCE,
  candidateAnswers,
  diagnose,
  mistakeTextKey,
  neighbourOf,
  readAnswer,
} from './diagnose.js';

// The x′ entry asked for: the first, the leftmost as the vectors are drawn.
const OUTPUT_COLUMN = PRACTICE_OUTPUT_COLUMN;

/** The exercise of each step (by index; Project has none). */
export const STEP_EXERCISES = [null, 'score', 'weight', 'output'];

/** The core's right answer for `exercise` and the pair. */
export function truthOf(exercise, model, i, j) {
  if (exercise === 'score') return model.scores[i][j];
  if (exercise === 'weight') return model.weights[i][j];
  return model.outputs[i][OUTPUT_COLUMN];
}

/**
 * The words that name the pair: the query, the key, how many entries x′
 * has; and steps 2 and 3 by their titles, as the step pages name them.
 */
export function pairWords(model, i, j) {
  return {
    token: quoted(model.labels[i]),
    key: quoted(model.labels[j]),
    entries: model.outputs[i].length,
    scoreStep: t('steps.scoreTitle'),
    softmaxStep: t('steps.softmaxTitle'),
  };
}

/** The box's name: contains "score", "weight" or "x′". */
export const boxLabel = (exercise, words) => t(`practice.${exercise}Label`, words);

/** "Counted right within ±0.01." */
export const toleranceNote = (exercise) =>
  t('practice.tolerance', { tolerance: formatNumber(TOLERANCE[exercise]) });

/** A second factor as written by hand: a negative one in parentheses, "·(−1.5)". */
function factor(value, digits) {
  const text = formatUpTo(value, digits);
  return value < 0 && text !== '0' ? `(${text})` : text;
}

// Decimals the x′ working may take, for its sum and for its terms.
const FEWEST_DIGITS = 3;
const MOST_DIGITS = 6;

/**
 * The fewest decimals for the x′ working's sum that a learner, rounding
 * its digits half away from zero, rounds to the page's two: −1.18499, not
 * −1.185, for the page's −1.18.
 */
function sumDigits(output) {
  const page = Number(Math.abs(output).toFixed(2));
  for (let digits = FEWEST_DIGITS; digits < MOST_DIGITS; digits++) {
    const [whole, decimals] = Math.abs(output).toFixed(digits).split('.');
    const kept = Number(`${whole}.${decimals.slice(0, 2)}`);
    const byHand = decimals[2] >= '5' ? kept + 0.01 : kept;
    if (Math.abs(byHand - page) < 1e-9) return digits;
  }
  return MOST_DIGITS;
}

/**
 * The fewest decimals for the weights and values of the x′ working with
 * which its terms, multiplied out and added as shown, give its sum to
 * `digits` decimals: 0.009·1 + … + 0.796·(−1.5) must not add up to another
 * number than the one after "=". Only checks the shown rounding; the
 * numbers are the core's.
 * @param {[number, number][]} pairs  each seen key's weight and value entry
 */
function termDigits(pairs, output, digits) {
  for (let term = FEWEST_DIGITS; term < MOST_DIGITS; term++) {
    const shown = (x) => Number(x.toFixed(term));
    const sum = pairs.reduce((total, [w, v]) => total + shown(w) * shown(v), 0);
    if (sum.toFixed(digits) === output.toFixed(digits)) return term;
  }
  return MOST_DIGITS;
}

/**
 * The working of `exercise` for the pair, spelled out with the core's
 * numbers, every one of them: the weight's from its score, x′'s from every
 * weight of the row. Opening it shows the number another box asks for too
 * (practice.js records that box as shown).
 */
export function working(exercise, model, i, j) {
  if (exercise === 'score') {
    const terms = model.queries[i]
      .map((q, d) => `${formatNumber(q)}·${factor(model.keys[j][d], 2)}`)
      .join(' + ');
    return t('practice.workingScore', { terms, score: formatNumber(model.scores[i][j]) });
  }
  const words = pairWords(model, i, j);
  if (exercise === 'weight') {
    if (model.masked[i][j]) return t('practice.workingMasked', words);
    return t(model.numbers.scale ? 'practice.workingWeight' : 'practice.workingWeightRaw', {
      score: formatNumber(model.scores[i][j]),
      dimension: model.keyDimension,
      scaled: formatScaledScore(model.scaledScores[i][j]),
      exponential: formatExponential(model.exponentials[i][j]),
      sum: formatExponential(model.exponentialSums[i]),
      weight: formatWeight(model.weights[i][j]),
    });
  }
  const seen = model.labels.flatMap((_, key) => (model.masked[i][key] ? [] : [key]));
  const output = model.outputs[i][OUTPUT_COLUMN];
  const outputDigits = sumDigits(output);
  const digits = termDigits(
    seen.map((key) => [model.weights[i][key], model.values[key][OUTPUT_COLUMN]]),
    output,
    outputDigits,
  );
  const terms = seen
    .map(
      (key) =>
        `${formatFixed(model.weights[i][key], digits)}·${factor(model.values[key][OUTPUT_COLUMN], digits)}`,
    )
    .join(' + ');
  // The sum as the terms give it, and as the page rounds it.
  const [exact, rounded] = [formatUpTo(output, outputDigits), formatNumber(output)];
  return t('practice.workingOutput', {
    ...words,
    terms,
    output: exact === rounded ? rounded : `${exact} ≈ ${rounded}`,
  });
}

/**
 * Why `text` was not checked, and how to write it: readAnswer's `problem`
 * in words, with the learner's own text (and its number ÷ 100 for a
 * percentage in the weight box), never a number a box asks for.
 */
function notANumberMessage(exercise, text, { problem, typed, fraction }) {
  const words = {
    text: quoted(text.trim().slice(0, 32)),
    // A neutral example: no weight or score of the chapter's example.
    example: formatNumber(1.25),
  };
  if (problem === 'decimalComma')
    return t('practice.decimalComma', { ...words, typed: quoted(typed) });
  if (problem === 'percent') {
    if (exercise !== 'weight') return t('practice.percentPlain', words);
    return t('practice.percentWeight', { ...words, fraction: formatForMessage(fraction) });
  }
  return t(`practice.${problem}`, words);
}

/**
 * Checks the learner's `text` for `exercise` on the pair (i, j). A wrong
 * score or weight that is another key's number in the query's row, as the
 * page shows it now (`isShown(key)`: not ?), is said to be, after any slip
 * that gives it too; the mistake reported is the slip's, or 'neighbour'. A
 * number that shows ? is never named.
 * @returns {{ kind: 'not-a-number', message: string }
 *   | { kind: 'right' | 'wrong', correct: boolean, mistake: string | null, message: string }}
 */
export function checkAnswer(attention, exercise, text, model, i, j, isShown = () => false) {
  const read = readAnswer(text, currentLanguage());
  if (!('value' in read)) {
    return { kind: 'not-a-number', message: notANumberMessage(exercise, text, read) };
  }
  const answer = read.value;
  const truth = truthOf(exercise, model, i, j);
  const candidates = candidateAnswers(exercise, {
    result: model,
    mistakes: commonMistakesOf(attention, model),
    queryIndex: i,
    keyIndex: j,
    column: OUTPUT_COLUMN,
    scale: model.numbers.scale,
    causal: model.numbers.causal,
  });
  const { correct, mistake } = diagnose(exercise, answer, truth, candidates);
  const words = {
    ...pairWords(model, i, j),
    // As typed (a number, so no markup; shown as text in any case).
    answer: text.trim(),
    // As the step's table shows it: weights with two decimals, the rest as is.
    truth: exercise === 'weight' ? formatWeight(truth) : formatNumber(truth),
  };
  if (correct) {
    return {
      kind: 'right',
      correct,
      mistake,
      message: t(`practice.${exercise}Right`, words),
    };
  }
  const row = { score: model.scores, weight: model.weights }[exercise]?.[i];
  const unseen = model.masked[i].map((masked, key) => masked || !isShown(key));
  const neighbour = row ? neighbourOf(exercise, answer, row, unseen, j) : -1;
  const slip = mistake && t(mistakeTextKey(mistake), words);
  const beside =
    neighbour >= 0 &&
    t(`practice.${exercise}Neighbour`, { ...words, other: quoted(model.labels[neighbour]) });
  // A slip that gives the number is named first; being another key's is a note after it.
  const reason = slip ? paragraph([slip, beside]) : beside || t(`practice.${exercise}Recheck`);
  return {
    kind: 'wrong',
    correct,
    mistake: mistake ?? (neighbour >= 0 ? 'neighbour' : null),
    message: t('practice.wrong', { ...words, reason }),
  };
}
