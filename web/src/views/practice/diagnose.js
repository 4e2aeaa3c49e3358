// Checking a learner's own number for practice mode: reading what they
// typed, the wrong answers the usual mistakes give for the focused pair
// (every one computed by the core: commonMistakes), and which of them the
// answer matches. Only picks entries and compares numbers; no attention
// maths here.
import { PRACTICE_TOLERANCE } from '../../state/state.js';

/** How far an answer may be from the core's number and still count (and match a mistake). */
export const TOLERANCE = PRACTICE_TOLERANCE;

// Languages whose decimal mark is the comma (locale.js: 0,80).
const DECIMAL_COMMA = new Set(['de', 'es']);
// Longer text is not read at all (the number editor's limit).
const MAX_ANSWER_LENGTH = 32;
const ARABIC_INDIC_ZERO = 0x0660;

// A number written with thousands grouped, or a comma or point that may
// group thousands as well as mark decimals ("1,234"): never guessed at.
const GROUPED = /^[+-]?\d{1,3}(?:[.,]\d{3})+(?:[.,]\d*)?$/;
const GROUPING_OR_DECIMAL = { ',': /^[+-]?[1-9]\d{0,2},\d{3}$/, '.': /^[+-]?[1-9]\d{0,2}\.\d{3}$/ };
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
// A sum or a fraction to work out ("4/5", "e^4.5 ÷ 90", "(2+3)"): digits,
// e, exp and √ with an operation between them.
const CALCULATION_CHARACTERS = /^[\d\s.,expE√+\-\u2212/÷*×·^()=]+$/;
const OPERATION = /[/÷*×·^()=√]|\d\s*[+\-\u2212]\s*[\d.]/;
const INFINITE = /^[+-]?(?:∞|inf|infinity)$/i;

/**
 * What `text` says, read the way the shown language writes numbers: the
 * number, or why it is not one, for a message that helps without any
 * number the box asks for. Accepts "." everywhere and the decimal comma in
 * de and es ("0,80"), a leading "-", "+", "−" (U+2212) or "–", an exponent,
 * full-width digits (NFKC) and the Arabic-Indic digits with the Arabic
 * decimal mark "٫". Refuses, each with its reason: '' ('empty'); a comma
 * where the language writes a point ('decimalComma', with `typed`, the text
 * with a point); thousands grouped, or a mark that may group them as well as
 * mark decimals ("1,234" in English, "1.234" in German: 'grouping'); a
 * percentage ('percent', with `fraction`, its number ÷ 100); a sum or a
 * fraction to work out ('calculation'); 1e400 or Infinity ('tooLarge');
 * anything else ('notANumber').
 * @param {string} text
 * @param {string} locale  the shown language's code: 'en', 'de', 'es', 'zh-Hans', 'ar'
 * @returns {{ value: number } | { problem: string, typed?: string, fraction?: number }}
 */
export function readAnswer(text, locale) {
  const raw = String(text);
  if (raw.length > MAX_ANSWER_LENGTH) return { problem: 'notANumber' };
  const typed = raw
    .normalize('NFKC')
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace('\u066b', '.')
    .replace('\u060c', ',')
    .replace(/^[\u2212\u2013]/, '-');
  if (typed === '') return { problem: 'empty' };
  const percent = typed.match(/^(.*?)\s*[%\u066a]$/);
  if (percent) {
    const read = readAnswer(percent[1], locale);
    return 'value' in read ? { problem: 'percent', fraction: read.value / 100 } : read;
  }
  if (INFINITE.test(typed)) return { problem: 'tooLarge' };
  const decimalComma = DECIMAL_COMMA.has(locale);
  const marks = typed.match(/[.,]/g) ?? [];
  // "1,234" where a comma may group thousands, "1.234" where a point may.
  const ambiguousMark = decimalComma ? '.' : ',';
  if (
    (marks.length > 1 && GROUPED.test(typed)) ||
    (marks.length === 1 && GROUPING_OR_DECIMAL[ambiguousMark].test(typed))
  ) {
    return { problem: 'grouping' };
  }
  const withPoint = typed.replace(',', '.');
  if (marks.length === 1 && marks[0] === ',' && PLAIN_NUMBER.test(withPoint)) {
    if (!decimalComma) return { problem: 'decimalComma', typed: withPoint };
  } else if (!PLAIN_NUMBER.test(typed)) {
    const calculation = CALCULATION_CHARACTERS.test(typed) && OPERATION.test(typed);
    return { problem: calculation ? 'calculation' : 'notANumber' };
  }
  const value = Number(withPoint);
  if (!Number.isFinite(value)) return { problem: 'tooLarge' };
  return { value: Object.is(value, -0) ? 0 : value };
}

/**
 * The text key of a mistake's words: 'swapped' → 'practice.mistakeSwapped'
 * (web/src/text/en/practice.js).
 * @param {string} mistake  a key diagnose gives
 */
export const mistakeTextKey = (mistake) =>
  `practice.mistake${mistake[0].toUpperCase()}${mistake.slice(1)}`;

// Entry [i][j] of a table the core gave: a tensor { data, shape: [n, m] }
// (commonMistakes) or rows (the model's).
function entry(table, i, j) {
  if (Array.isArray(table)) return table[i][j];
  return table.data[i * table.shape.at(-1) + j];
}

/**
 * The slips of `truth` itself: its sign turned round (when it is not 0),
 * and the rounding slips, rounded to one decimal and for a score (usually
 * several units) also to a whole number. Cutting off instead (0.2 for 0.27)
 * is more than a rounding slip. A slip that lands within the tolerance is
 * just a right answer (diagnose leaves out candidates that close to the
 * truth).
 */
function slipsOf(exercise, truth) {
  const sign = truth === 0 ? [] : [{ mistake: 'signFlipped', value: -truth }];
  const rounded = [Math.round(truth * 10) / 10];
  if (exercise === 'score') rounded.push(Math.round(truth));
  return [...sign, ...[...new Set(rounded)].map((value) => ({ mistake: 'rounding', value }))];
}

/**
 * The wrong answers of the usual mistakes for one exercise and the focused
 * pair, taken from the core's numbers for the current state:
 * - score (q_i · k_j): scaledEarly (the scaled score q_i · k_j ÷ √d_k, when
 *   the scores are scaled; listed first, so it is named when another
 *   mistake gives the same number), swapped (k_i · q_j), queryQuery
 *   (q_i · q_j), keyKey (k_i · k_j);
 * - weight (w_ij): withoutScale (when the right answer divides by √d_k),
 *   dividedByDk (÷d_k; also only then), scaledAnyway (÷√d_k when the right
 *   answer does not divide), columnSoftmax (the softmax down column j),
 *   withoutExp (s_ij ÷ Σ_j s_ij), unmasked (under the causal mask: the
 *   softmax over every key, masked ones too);
 * - output (x′_i entry `column`): the same six mistakes carried into
 *   x′_i, and topValueOnly (the value of the largest weight), unweightedSum
 *   (Σ_j v_j), plainAverage (the mean of the v_j), scaledScoreAsWeight
 *   (Σ_j s_ij v_j with the scaled scores as weights), over the keys the
 *   query sees;
 * and for every exercise the sign slip and the rounding slips of the right
 * answer. Numbers the core gives as NaN or ±∞ (withoutExp when a row's
 * scores sum to 0, the scaled score of a masked key) are left out.
 * @param {'score' | 'weight' | 'output'} exercise
 * @param {object} state
 * @param {{ scores: number[][], scaledScores: number[][], weights: number[][],
 *   outputs: number[][] }} state.result
 *   the core's attention result as the model holds it (rows; model.js)
 * @param {import('../../../lib/attention').CommonMistakes} state.mistakes
 *   the core's commonMistakes for the same Q, K, V, scale and causal:
 *   commonMistakesOf(attention, model) in model.js
 * @param {number} state.queryIndex  i
 * @param {number} state.keyIndex  j (score, weight)
 * @param {number} [state.column]  the entry of x′_i (output)
 * @param {boolean} state.scale  true: the right answer divides by √d_k
 * @param {boolean} [state.causal]  the causal mask is on
 * @returns {{ mistake: string, value: number }[]}
 */
export function candidateAnswers(
  exercise,
  { result, mistakes, queryIndex: i, keyIndex: j, column, scale, causal = false },
) {
  const from = (pairs) =>
    pairs
      .filter(([, , wanted = true]) => wanted)
      .map(([mistake, table, , at = j]) => ({ mistake, value: entry(table, i, at) }));
  let candidates;
  if (exercise === 'score') {
    candidates = from([
      ['scaledEarly', result.scaledScores, scale],
      ['swapped', mistakes.swappedScores],
      ['queryQuery', mistakes.queryQueryScores],
      ['keyKey', mistakes.keyKeyScores],
    ]);
  } else if (exercise === 'weight') {
    candidates = from([
      ['withoutScale', mistakes.otherScaleWeights, scale],
      ['dividedByDk', mistakes.keyDimWeights, scale],
      ['scaledAnyway', mistakes.otherScaleWeights, !scale],
      ['columnSoftmax', mistakes.columnWeights],
      ['withoutExp', mistakes.withoutExpWeights],
      ['unmasked', mistakes.unmaskedWeights, causal],
    ]);
  } else if (exercise === 'output') {
    candidates = from([
      ['withoutScale', mistakes.otherScaleOutputs, scale, column],
      ['dividedByDk', mistakes.keyDimOutputs, scale, column],
      ['scaledAnyway', mistakes.otherScaleOutputs, !scale, column],
      ['columnSoftmax', mistakes.columnOutputs, true, column],
      ['withoutExp', mistakes.withoutExpOutputs, true, column],
      ['unmasked', mistakes.unmaskedOutputs, causal, column],
      ['topValueOnly', mistakes.topValueOutputs, true, column],
      ['unweightedSum', mistakes.unweightedSumOutputs, true, column],
      ['plainAverage', mistakes.plainAverageOutputs, true, column],
      ['scaledScoreAsWeight', mistakes.scaledScoreOutputs, true, column],
    ]);
  } else {
    throw new RangeError(`no exercise ${String(exercise)}`);
  }
  const truth =
    exercise === 'output'
      ? entry(result.outputs, i, column)
      : entry(exercise === 'score' ? result.scores : result.weights, i, j);
  return [...candidates, ...slipsOf(exercise, truth)].filter(({ value }) => Number.isFinite(value));
}

// Float noise allowed at the tolerance's edge: 0.81 − 0.80 is 0.010000000000000009.
const EDGE = 1e-9;

/**
 * Whether `answer` is right (within TOLERANCE[exercise] of `truth`) and,
 * when it is not, the mistake of the nearest candidate within the
 * tolerance of the answer (the first of equally near ones); failing that,
 * 'weightOutOfRange' for a weight below 0 or above 1, which no softmax
 * gives; or null. Candidates themselves within the tolerance of the truth
 * are left out: that mistake would have given a right answer here.
 * @param {'score' | 'weight' | 'output'} exercise
 * @param {number} answer  readAnswer's value
 * @param {number} truth  the core's number
 * @param {{ mistake: string, value: number }[]} candidates  from candidateAnswers
 * @returns {{ correct: boolean, mistake: string | null }}
 */
export function diagnose(exercise, answer, truth, candidates) {
  const tolerance = TOLERANCE[exercise] + EDGE;
  if (Math.abs(answer - truth) <= tolerance) return { correct: true, mistake: null };
  let nearest = { mistake: null, distance: Infinity };
  for (const { mistake, value } of candidates) {
    const distance = Math.abs(answer - value);
    const telling = Math.abs(value - truth) > tolerance;
    if (telling && distance <= tolerance && distance < nearest.distance) {
      nearest = { mistake, distance };
    }
  }
  if (nearest.mistake === null && exercise === 'weight' && (answer < 0 || answer > 1)) {
    return { correct: false, mistake: 'weightOutOfRange' };
  }
  return { correct: false, mistake: nearest.mistake };
}

/**
 * Another key of the query's row whose number, as the step's table shows
 * it in the same table as the asked one, `answer` is (within the tolerance): perhaps read
 * from the wrong key's place. The first such key, or -1; none when the
 * asked number itself is that close (a tie), nor a masked key.
 * @param {'score' | 'weight'} exercise
 * @param {number} answer
 * @param {number[]} row  the core's scores or weights of query i
 * @param {boolean[]} masked  which keys the mask hides from query i
 * @param {number} j  the asked key
 */
export function neighbourOf(exercise, answer, row, masked, j) {
  const tolerance = TOLERANCE[exercise] + EDGE;
  if (Math.abs(row[j] - answer) <= tolerance) return -1;
  return row.findIndex(
    (value, key) => key !== j && !masked[key] && Math.abs(value - answer) <= tolerance,
  );
}
