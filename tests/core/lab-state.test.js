// The page's state module in Node: sentences the learner types, the edits
// part of a link, and the round trip of the whole state through the URL.
import { describe, expect, test } from 'vitest';
import {
  MAX_EDITS_IN_URL,
  defaultState,
  editsFitInUrl,
  parseEdits,
  parseState,
  readSentence,
  serialiseState,
  tokensOf,
} from '../../web/src/state.js';

const CHAPTER = ['time', 'flies', 'like', 'an', 'arrow'];

describe('readSentence', () => {
  test('keeps the typed text and counts the tokenizer’s words', () => {
    const read = readSentence("The animal didn't cross", CHAPTER);
    expect(read.sentence).toBe("The animal didn't cross");
    expect(read.tokens).toEqual(['the', 'animal', 'didn', 't', 'cross']);
  });

  test('the chapter’s words, however typed, are the chapter (sentence null)', () => {
    expect(readSentence('  Time FLIES like an arrow!! ', CHAPTER).sentence).toBeNull();
  });

  test.each([
    ['', 'empty'],
    [' \t\n', 'empty'],
    ['?! … ,,,', 'no-words'],
    ['x'.repeat(25), 'long-word'],
  ])('%j is refused (%s)', (text, problem) => {
    expect(readSentence(text, CHAPTER).problem).toBe(problem);
  });

  test('more than 16 words keeps the first 16', () => {
    const words = Array.from({ length: 23 }, (_, index) => `w${index}`);
    const read = readSentence(words.join(' '), CHAPTER);
    expect(read.typedCount).toBe(23);
    expect(read.tokens).toEqual(words.slice(0, 16));
    expect(read.sentence).toBe(words.slice(0, 16).join(' '));
  });
});

describe('edits in a link', () => {
  test('good entries are read, bad ones skipped', () => {
    expect(
      parseEdits('wq.1.0:2,x.4.3:-1.5,x.5.0:1,wk.4.0:1,wv.0.4:1,wq.0.0:1e7,wk.0.1:abc', 5),
    ).toEqual({
      'wq.1.0': 2,
      'x.4.3': -1.5,
    });
  });

  test('a whole state with a sentence and edits round-trips', () => {
    const state = {
      ...defaultState(),
      sentence: 'the cat saw the dog',
      queryIndex: 3,
      focusedKeyIndex: 1,
      step: 2,
      edits: { 'wk.0.1': 1, 'x.3.2': -0.5 },
    };
    const search = serialiseState(state, tokensOf(state, CHAPTER));
    expect(search).toContain('edits=x.3.2:-0.5,wk.0.1:1');
    expect(search).toContain('token=3');
    expect(parseState(search, CHAPTER)).toEqual(state);
  });

  test(`more than ${MAX_EDITS_IN_URL} edits are left out of the link`, () => {
    const edits = Object.fromEntries(
      Array.from({ length: MAX_EDITS_IN_URL + 1 }, (_, index) => [
        `x.${index % 16}.${index % 4}x${index}`,
        1,
      ]),
    );
    expect(editsFitInUrl(edits)).toBe(false);
    const state = { ...defaultState(), edits };
    expect(serialiseState(state, CHAPTER)).not.toContain('edits=');
  });
});
