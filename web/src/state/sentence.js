// The sentence: what the lab makes of the words a learner types (or a link carries).
import { MAX_TOKENS, tokenize } from '../../lib/attention.js';
import { cleanSentence } from '../../lib/tokenize.js';

/** Longest word the lab takes, in characters (a longer one would not fit a chip). */
export const MAX_WORD_LENGTH = 24;

/**
 * Too many words are cut to the first MAX_TOKENS; no words, or a word longer
 * than MAX_WORD_LENGTH, is refused (`problem` says why, for the reader).
 * @param {string} text
 * @param {string[]} chapterTokens
 * @returns {{ sentence: string | null, tokens: string[], typedCount: number, problem?: string }}
 *   `sentence` is what the state keeps: null for the chapter's own words
 */
export function readSentence(rawText, chapterTokens) {
  // What the state keeps and the link carries: NFC, no bidi controls, marks capped.
  const text = cleanSentence(rawText);
  const typed = tokenize(text);
  if (typed.length === 0) {
    return {
      sentence: null,
      tokens: [],
      typedCount: 0,
      problem: text.trim() === '' ? 'empty' : 'no-words',
    };
  }
  const tooLong = typed.find((token) => [...token].length > MAX_WORD_LENGTH);
  if (tooLong !== undefined) {
    return { sentence: null, tokens: [], typedCount: typed.length, problem: 'long-word' };
  }
  const tokens = typed.slice(0, MAX_TOKENS);
  if (sameTokens(tokens, chapterTokens)) {
    return { sentence: null, tokens, typedCount: typed.length };
  }
  // Keep the reader's own spelling when it is all there and reasonably short;
  // otherwise keep the words themselves, one space apart.
  const collapsed = text.replace(/\s+/g, ' ').trim();
  const sentence =
    typed.length === tokens.length && collapsed.length <= 240 ? collapsed : tokens.join(' ');
  return { sentence, tokens, typedCount: typed.length };
}

/** Whether two token lists are the same words in the same order. */
export function sameTokens(a, b) {
  return a.length === b.length && a.every((token, index) => token === b[index]);
}

/** The tokens of a sentence (null: the chapter's). */
export function tokensOf(sentence, chapterTokens) {
  return sentence === null ? chapterTokens : tokenize(sentence).slice(0, MAX_TOKENS);
}
