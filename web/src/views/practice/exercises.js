// The numbers the learner computes in practice mode, one per step from
// Score on, for the focused pair: the score q·k, the weight, and an entry of
// x′. Each is checked against the core's number (diagnose.js, with the
// wrong answers the core's commonMistakes gives), and a wrong one gets the
// likely mistake in words, or what to recheck and the working spelled out.
import { commonMistakesOf } from '../../model/model.js';
import { PRACTICE_OUTPUT_COLUMN } from '../../state/state.js';
import { formatExponential, formatFixed, formatNumber, formatWeight } from '../../text/numbers.js';
import { currentLanguage, t } from '../../text/text.js';
import { quoted } from '../../text/wording.js';
import { formatScaledScore } from '../../text/masking.js';
import { formatForMessage } from '../../text/number-text.js';
import { TOLERANCE, candidateAnswers, diagnose, mistakeTextKey, readAnswer } from './diagnose.js';

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

/**
 * The working of `exercise` for the pair, spelled out with the core's
 * numbers, but for one still to be found in another box, which shows ? as
 * on the page (`hidden`: hiddenNumbers of the selection); `note` then says
 * where to find it.
 * @returns {{ text: string, note: string }}
 */
export function working(exercise, model, i, j, hidden) {
  if (exercise === 'score') {
    const terms = model.queries[i]
      .map((q, d) => `${formatNumber(q)}·${formatNumber(model.keys[j][d])}`)
      .join(' + ');
    const text = t('practice.workingScore', { terms, score: formatNumber(model.scores[i][j]) });
    return { text, note: '' };
  }
  const words = pairWords(model, i, j);
  if (exercise === 'weight') {
    if (model.masked[i][j]) return { text: t('practice.workingMasked', words), note: '' };
    const scoreHidden = hidden.score(j);
    const values = {
      score: scoreHidden ? '?' : formatNumber(model.scores[i][j]),
      dimension: model.keyDimension,
      scaled: scoreHidden ? '?' : formatScaledScore(model.scaledScores[i][j]),
      exponential: formatExponential(model.exponentials[i][j]),
      sum: formatExponential(model.exponentialSums[i]),
      weight: formatWeight(model.weights[i][j]),
    };
    const text = t(
      model.numbers.scale ? 'practice.workingWeight' : 'practice.workingWeightRaw',
      values,
    );
    return { text, note: scoreHidden ? t('practice.weightNeedsScore', words) : '' };
  }
  const weightHidden = hidden.weight(j);
  const terms = model.labels
    .flatMap((_, key) => {
      if (model.masked[i][key]) return [];
      const weight = key === j && weightHidden ? '?' : formatFixed(model.weights[i][key], 3);
      return [`${weight}·${formatNumber(model.values[key][OUTPUT_COLUMN])}`];
    })
    .join(' + ');
  const text = t('practice.workingOutput', {
    ...words,
    terms,
    output: formatNumber(model.outputs[i][OUTPUT_COLUMN]),
  });
  const shown = weightHidden && !model.masked[i][j];
  return { text, note: shown ? t('practice.outputNeedsWeight', words) : '' };
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
 * Checks the learner's `text` for `exercise` on the pair (i, j).
 * @returns {{ kind: 'not-a-number', message: string }
 *   | { kind: 'right' | 'wrong', correct: boolean, mistake: string | null, message: string }}
 */
export function checkAnswer(attention, exercise, text, model, i, j) {
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
  const reason = mistake ? t(mistakeTextKey(mistake), words) : t(`practice.${exercise}Recheck`);
  return {
    kind: 'wrong',
    correct,
    mistake,
    message: t('practice.wrong', { ...words, reason }),
  };
}
