// What the learner has done in practice mode, per sentence and settings:
// for each query, the key it was predicted to attend to most and how each
// exercise ended: answered right, answered wrong (a prediction, which has
// one go), or its working shown. Kept in this browser's local storage (per
// origin, never sent anywhere); where storage is blocked or full, only for
// as long as the page is open.

const STORAGE_KEY = 'attention-lab:practice:v2';

// Sentences and settings kept; the oldest goes first past this.
const MAX_SETTINGS = 50;

/** The exercises of one query, in the order the steps ask them. */
export const EXERCISES = ['predict', 'score', 'weight', 'output'];

// Local storage, if this page may use it (a blocked one throws on access).
function localStorageOrNull() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readAll(storage) {
  try {
    const saved = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}');
    return saved !== null && typeof saved === 'object' && !Array.isArray(saved)
      ? withoutHeads(saved)
      : {};
  } catch {
    return {};
  }
}

// Settings saved while the heads count was part of them end with it: read
// without it (settingsKey), one head's progress first, since the boxes
// always asked about one head; settings saved since are kept as they are.
function withoutHeads(saved) {
  const all = {};
  const withHeads = [];
  for (const [key, queries] of Object.entries(saved)) {
    const settings = JSON.parse(key);
    if (settings.length === 6) withHeads.push([settings, queries]);
    else all[key] = queries;
  }
  withHeads.sort(([a], [b]) => Number(b[5] === 1) - Number(a[5] === 1));
  for (const [settings, queries] of withHeads)
    all[JSON.stringify(settings.slice(0, 5))] ??= queries;
  return all;
}

/**
 * Which sentence and settings the numbers are: the exercises' answers change
 * with any of them. Not the heads: the boxes ask about the single head,
 * whatever the heads panel shows.
 * @param {import('../../state/url.js').LabState['numbers']} numbers
 */
export const settingsKey = ({ sentence, edits, scale, separateProjections, causal }) =>
  JSON.stringify([sentence, edits, scale, separateProjections, causal]);

/**
 * @param {Storage | null} [storage]  the browser's local storage by default
 */
export function createProgress(storage = localStorageOrNull()) {
  // Everything done, by settings key, then by query index: { predict: key
  // index, score: true, … }. Read once; written through on every change.
  const all = readAll(storage);

  function save() {
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify(all));
    } catch {
      // Blocked or full: what is done stays in `all` while the page is open.
    }
  }

  const ofQuery = (numbers, queryIndex) => all[settingsKey(numbers)]?.[queryIndex] ?? {};

  return {
    /** The key predicted for the query (an index), or undefined. */
    prediction: (numbers, queryIndex) => ofQuery(numbers, queryIndex).predict,

    /**
     * How `exercise` ended for the query: 'right', 'wrong' (a prediction),
     * 'shown' (its working was shown), or undefined (not yet).
     */
    outcome: (numbers, queryIndex, exercise) => ofQuery(numbers, queryIndex).outcomes?.[exercise],

    /** How many exercises were answered right for these numbers, over every query. */
    rightCount: (numbers) =>
      Object.values(all[settingsKey(numbers)] ?? {}).reduce(
        (count, { outcomes = {} }) =>
          count + EXERCISES.filter((exercise) => outcomes[exercise] === 'right').length,
        0,
      ),

    /** Whether anything is kept for these numbers (Start over has something to clear). */
    hasAny: (numbers) => Object.keys(all[settingsKey(numbers)] ?? {}).length > 0,

    /**
     * Records how `exercise` ended for the query; for a prediction, `guess`
     * is the key predicted.
     * @param {'right' | 'wrong' | 'shown'} outcome
     */
    mark(numbers, queryIndex, exercise, outcome, guess) {
      const key = settingsKey(numbers);
      // Re-inserted, so the most recent settings are the last to go.
      const queries = all[key] ?? {};
      delete all[key];
      const before = queries[queryIndex] ?? {};
      all[key] = {
        ...queries,
        [queryIndex]: {
          ...before,
          ...(guess === undefined ? {} : { predict: guess }),
          outcomes: { ...before.outcomes, [exercise]: outcome },
        },
      };
      for (const old of Object.keys(all).slice(0, -MAX_SETTINGS)) delete all[old];
      save();
    },

    /** Start over: nothing done for these numbers. */
    clear(numbers) {
      delete all[settingsKey(numbers)];
      save();
    },
  };
}
