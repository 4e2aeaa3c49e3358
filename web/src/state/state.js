// The lab's whole state and every way it changes, as pure functions: the
// page calls these and hands the result to the store. The state has three
// parts, replaced (never mutated) when they change, so anyone can tell a
// change by identity:
//   numbers    what the model is computed from (sentence, edits, switches);
//   selection  what is looked at (query, focused key, step): never a new model;
//              the focused key is the one the learner picked, or else the
//              query's largest weight, which the store fills in (withFollowedKey);
//   page       how the page is shown (embed).
// Its URL form, and the defaults, are the table in url.js.
import { findEdit, projectionEdits, withEdit, withoutEdit } from './edits.js';
import { OPENING_QUERY, PRACTICE_QUERY, STEP_NAMES } from './lab.js';
import { defaultState } from './url.js';

export { STEP_NAMES, defaultState };

/** Index of the last step. */
export const LAST_STEP = STEP_NAMES.length - 1;

// A part replaced only if a value in it changes: an unchanged part keeps its
// identity, and so does the model computed from it.
function withPart(state, part, changes) {
  const current = state[part];
  const changed = Object.entries(changes).some(([name, value]) => current[name] !== value);
  return changed ? { ...state, [part]: { ...current, ...changes } } : state;
}

/** @param {import('./url.js').LabState} state */
export const withNumbers = (state, changes) => withPart(state, 'numbers', changes);
export const withSelection = (state, changes) => withPart(state, 'selection', changes);

/**
 * The learner picks a key (a key button, a matrix cell): it stays the focused
 * key, whatever the weights, until another pick or a new sentence.
 */
export const withPickedKey = (state, keyIndex, changes = {}) =>
  withSelection(state, { ...changes, pickedKeyIndex: keyIndex, focusedKeyIndex: keyIndex });

/**
 * A pair picked in the weight matrix: its query and key. From Project, which
 * shows no pair, the lab moves on to Score, where the pair's dot product is
 * spelled out.
 */
export function withPickedCell(state, queryIndex, keyIndex) {
  const step = state.selection.step === 0 ? 1 : state.selection.step;
  return withPickedKey(state, keyIndex, { queryIndex, step });
}

/**
 * Whether two scores count as the same: equal keys (a repeated word) give
 * equal scores, up to the last bit of a float.
 */
export const sameScore = (a, b) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/** Index of the largest number (the first of equals). */
export function indexOfLargest(values) {
  return values.reduce((best, value, index) => (value > values[best] ? index : best), 0);
}

/**
 * Without a picked key the focused key is the query's largest weight, so the
 * lab opens on the pair that matters ("flies" → "arrow") and follows it when
 * the query or the numbers change. The store calls this with every model.
 * @param {number[][]} weights  the shown weights, one row per query
 */
export function withFollowedKey(state, weights) {
  const { queryIndex, pickedKeyIndex } = state.selection;
  return withSelection(state, {
    focusedKeyIndex: pickedKeyIndex ?? indexOfLargest(weights[queryIndex]),
  });
}

/** The entry of x′ practice mode asks for: the first (leftmost, as drawn). */
export const PRACTICE_OUTPUT_COLUMN = 0;

/**
 * Practice mode switched on over the chapter's example as it prints it (its
 * sentence, numbers and switches untouched) while the query is flies, which
 * nobody chose (the caller knows): the chapter prints flies' scores and
 * weights, so practice moves to PRACTICE_QUERY, marked `awayFromExample` for
 * the practice view to say why. Any other state stays as it is.
 * @param {import('./url.js').LabState} state
 * @param {string[]} chapterTokens
 */
export function awayFromWorkedExample(state, chapterTokens) {
  const { numbers, selection } = state;
  const asPrinted = Object.entries(defaultState(chapterTokens).numbers).every(([name, value]) =>
    name === 'edits' ? numbers.edits.length === 0 : numbers[name] === value,
  );
  if (!selection.practice || !asPrinted || chapterTokens[selection.queryIndex] !== OPENING_QUERY) {
    return state;
  }
  return withSelection(state, {
    queryIndex: chapterTokens.indexOf(PRACTICE_QUERY),
    awayFromExample: true,
  });
}

/** How far a practice answer may be from the core's number and still count. */
export const PRACTICE_TOLERANCE = { score: 0.01, weight: 0.01, output: 0.02 };

// The same array while its keys are the same: a new one each time would make
// every settled selection new.
const sameKeys = (previous, keys) =>
  previous?.length === keys.length && previous.every((key, at) => key === keys[at])
    ? previous
    : keys;

/**
 * Practice mode ("Try it yourself"): until the learner has predicted where
 * the query looks (`predictionOf`), its weights are withheld, and the focused
 * key is the query itself unless one was picked, so the spelled-out pair
 * does not give the answer away either. The rows of the other queries not
 * yet predicted (`hiddenRows`) stay hidden in the matrix, for each row gives
 * its query's answer away. After the prediction the boxes ask about one key
 * (`exerciseKeyIndex`), whatever key is then picked: the query's largest
 * weight, the word it was predicted to attend to most (the predicted key
 * when it is one of keys tied at the largest score); before it, the focused
 * key. Until the learner has answered a box right (or asked for its
 * working), what it asks for, and whatever would give that away, stays
 * hidden too (`scoreUnchecked`, `weightUnchecked`, `outputUnchecked`; the
 * keys whose score is the asked one's within the tolerance, `askedKeys`;
 * see hiddenNumbers). While the weight box of any query is still open
 * (`weightsPending`), what quotes every row's weights waits. The store calls
 * this after withFollowedKey.
 * @param {(state: import('./url.js').LabState, queryIndex: number) => number | undefined} predictionOf
 *   the key predicted for the query, if it was
 * @param {{ scores: number[][], weights: number[][], masked: boolean[][] }} model
 * @param {(state: object, exercise: string, queryIndex?: number) => boolean} [isChecked]
 *   whether the exercise of the query (the selected one by default) was
 *   answered right or its working shown
 */
export function withWithheld(state, predictionOf, model, isChecked = () => true) {
  const { practice, queryIndex, pickedKeyIndex } = state.selection;
  const isPredicted = (i) => predictionOf(state, i) !== undefined;
  const withheld = practice && !isPredicted(queryIndex);
  const focus = withheld && pickedKeyIndex === null ? { focusedKeyIndex: queryIndex } : {};
  const hiddenRows = practice ? model.weights.map((_, i) => i).filter((i) => !isPredicted(i)) : [];
  const unchecked = (exercise) => practice && !isChecked(state, exercise);
  const scores = model.scores[queryIndex];
  const largest = indexOfLargest(model.weights[queryIndex]);
  const guess = predictionOf(state, queryIndex);
  const exerciseKeyIndex = withheld
    ? (focus.focusedKeyIndex ?? state.selection.focusedKeyIndex)
    : guess !== undefined &&
        !model.masked[queryIndex][guess] &&
        sameScore(scores[guess], scores[largest])
      ? guess
      : largest;
  const askedKeys = scores.flatMap((score, key) =>
    key === exerciseKeyIndex ||
    (!model.masked[queryIndex][key] &&
      Math.abs(score - scores[exerciseKeyIndex]) <= PRACTICE_TOLERANCE.score)
      ? [key]
      : [],
  );
  return withSelection(state, {
    withheld,
    hiddenRows,
    exerciseKeyIndex,
    askedKeys: sameKeys(state.selection.askedKeys, askedKeys),
    scoreUnchecked: unchecked('score'),
    weightUnchecked: unchecked('weight'),
    outputUnchecked: unchecked('output'),
    weightsPending: practice && model.weights.some((_, i) => !isChecked(state, 'weight', i)),
    ...focus,
  });
}

/**
 * Which of the query's numbers a view must show as ? in practice mode. While
 * the weights are withheld: every score but the asked one once its box is
 * done, and every weight. After the prediction, until its box is answered
 * right or its working shown: the asked score, and the scores tied with it
 * (`askedKeys`), with e to their power and the sum of those, which also
 * wait for the weight box (their quotient is the asked weight); every weight
 * of the row and its sum, and every weight × value and x′ (which give the
 * weights back); the first entry of x′ and of each weight × value. All false
 * outside practice mode.
 * @param {object} selection  a settled selection (withWithheld)
 */
export function hiddenNumbers(selection) {
  const { withheld, scoreUnchecked, weightUnchecked, outputUnchecked } = selection;
  const asked = (key) => (selection.askedKeys ?? []).includes(key);
  const scoreAsked = Boolean(scoreUnchecked);
  const weights = Boolean(withheld || weightUnchecked);
  const firstEntry = (column) => Boolean(outputUnchecked) && column === PRACTICE_OUTPUT_COLUMN;
  return {
    score: (key) => (Boolean(withheld) && !asked(key)) || (scoreAsked && asked(key)),
    exponential: (key) => (scoreAsked || weights) && asked(key),
    exponentialSum: scoreAsked || weights,
    weight: () => weights,
    weightSum: weights,
    product: (column) => weights || firstEntry(column),
    output: (column) => weights || firstEntry(column),
    /**
     * What is hidden, for the pages' redraws: nothing outside practice mode,
     * whichever keys are asked (they follow the focused key, which a switch
     * can move), so a page that does not show the focused key is not redrawn.
     */
    key:
      withheld || scoreUnchecked || weightUnchecked || outputUnchecked
        ? [withheld, scoreUnchecked, weightUnchecked, outputUnchecked, selection.askedKeys]
            .map(String)
            .join()
        : '',
  };
}

/** A step further (or back), staying within the four. */
export function stepBy(state, delta) {
  const step = Math.min(Math.max(state.selection.step + delta, 0), LAST_STEP);
  return withSelection(state, { step });
}

/**
 * A new sentence: W_Q, W_K, W_V edits carry over, embedding edits belonged
 * to the old words; the first word becomes the query, and no key is picked.
 */
export function withSentence(state, sentence) {
  const next = withNumbers(state, { sentence, edits: projectionEdits(state.numbers.edits) });
  return withSelection(next, { queryIndex: 0, pickedKeyIndex: null, focusedKeyIndex: null });
}

/**
 * One entry typed or nudged to `value`. An entry put back to `original` (its
 * number before any edit) is no longer an edit.
 * @param {{ matrix: string, row: number, column: number }} entry
 */
export function withEditedEntry(state, entry, value, original) {
  const { edits } = state.numbers;
  const next =
    Math.fround(value) === original ? withoutEdit(edits, entry) : withEdit(edits, entry, value);
  return withNumbers(state, { edits: next });
}

// ---------- presets ----------

/** The one weight "Make flies attend to time" changes: W_K row 1, column 2, −2 → 1. */
export const FLIES_TO_TIME_EDIT = { matrix: 'wk', row: 0, column: 1, value: 1 };

/**
 * The chapter's example: its sentence and numbers, both switches on, no
 * causal mask, one head; the query and key stay if the chapter has them.
 * @param {string[]} chapterTokens
 */
export function chapterPreset(state, chapterTokens) {
  const fits = (index) => index !== null && index < chapterTokens.length;
  const pickedKeyIndex = fits(state.selection.pickedKeyIndex)
    ? state.selection.pickedKeyIndex
    : null;
  return {
    ...state,
    // Every number at its default: the chapter's words, nothing edited, both
    // switches on, no mask, one head.
    numbers: defaultState(chapterTokens).numbers,
    selection: {
      ...state.selection,
      queryIndex: fits(state.selection.queryIndex) ? state.selection.queryIndex : 0,
      pickedKeyIndex,
      focusedKeyIndex: pickedKeyIndex,
    },
  };
}

/** q = k = v: the projections off, nothing else changed. */
export const sharedPreset = (state) => withNumbers(state, { separateProjections: false });

/**
 * Make flies attend to time: the chapter with one changed weight, and
 * "flies" at the softmax step, where the move shows; no key is picked, so
 * the focused key follows the weight to "time".
 */
export function fliesToTimePreset(state, chapterTokens) {
  const chapter = chapterPreset(state, chapterTokens);
  return {
    ...chapter,
    numbers: {
      ...chapter.numbers,
      edits: withEdit([], FLIES_TO_TIME_EDIT, FLIES_TO_TIME_EDIT.value),
    },
    selection: {
      ...chapter.selection,
      queryIndex: chapterTokens.indexOf('flies'),
      pickedKeyIndex: null,
      focusedKeyIndex: null,
      step: STEP_NAMES.indexOf('softmax'),
    },
  };
}

/** The presets by the names the editor's buttons use. */
export const PRESETS = {
  chapter: chapterPreset,
  shared: sharedPreset,
  'flies-to-time': fliesToTimePreset,
};

/** Whether the numbers are exactly the "Make flies attend to time" preset's. */
export function isFliesToTime(numbers) {
  const edit = findEdit(numbers.edits, FLIES_TO_TIME_EDIT);
  return (
    numbers.sentence === null &&
    numbers.separateProjections &&
    numbers.edits.length === 1 &&
    edit !== undefined &&
    Math.fround(edit.value) === Math.fround(FLIES_TO_TIME_EDIT.value)
  );
}
