// The lab's deliberately simple tokenizer for sentences learners type:
// lowercase (and Unicode NFC), then words are runs of letters, combining
// marks and digits; every other character separates words, except emoji,
// which stand as tokens of their own. No sub-word pieces, unlike BERT's.

/** Most tokens a sentence may have: the matrix stays readable at 16 × 16. */
export const MAX_TOKENS = 16;

const TOKEN_PATTERN =
  /[\p{L}\p{M}\p{N}]+|\p{Extended_Pictographic}(?:[\u{FE0F}\u{1F3FB}-\u{1F3FF}]|\u200D\p{Extended_Pictographic})*/gu;

/**
 * @param {string} text
 * @returns {string[]} the tokens, in order (possibly none)
 */
export function tokenize(text) {
  return String(text).normalize('NFC').toLowerCase().match(TOKEN_PATTERN) ?? [];
}
