// The lab's deliberately simple tokenizer for sentences learners type:
// lowercase (and Unicode NFC), then words are runs of letters, combining
// marks and digits; every other character separates words, except emoji,
// which stand as tokens of their own. No sub-word pieces, unlike BERT's.

/** Most tokens a sentence may have: the matrix stays readable at 16 × 16. */
export const MAX_TOKENS = 16;

/**
 * Most combining marks kept in a row. Real text rarely stacks more than two
 * or three on one character (a Hebrew letter with a point, a vowel and an
 * accent); longer runs only pile accents over the lines around them.
 */
export const MAX_COMBINING_MARKS = 3;

const TOKEN_PATTERN =
  /[\p{L}\p{M}\p{N}]+|\p{Extended_Pictographic}(?:[\u{FE0F}\u{1F3FB}-\u{1F3FF}]|\u200D\p{Extended_Pictographic})*/gu;

// Embeddings, overrides (U+202A–202E) and isolates (U+2066–2069) reorder what
// is shown without changing what is stored, so "‮evil‬" would read "live".
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
// A run of marks past the cap: the first MAX_COMBINING_MARKS stay. Linear:
// each mark is looked at a bounded number of times.
const EXTRA_MARKS = new RegExp(`(\\p{M}{${MAX_COMBINING_MARKS}})\\p{M}+`, 'gu');

/**
 * The text as the lab keeps it (in its state and in links): Unicode NFC,
 * without bidi embedding, override and isolate controls, and with at most
 * MAX_COMBINING_MARKS combining marks in a row. Case and spacing stay.
 * @param {string} text
 * @returns {string}
 */
export function cleanSentence(text) {
  return String(text).replace(BIDI_CONTROLS, '').normalize('NFC').replace(EXTRA_MARKS, '$1');
}

/**
 * @param {string} text
 * @returns {string[]} the tokens, in order (possibly none)
 */
export function tokenize(text) {
  // Cleaned after lowercasing, which can add a mark (İ → i + U+0307).
  return cleanSentence(String(text).toLowerCase()).match(TOKEN_PATTERN) ?? [];
}
