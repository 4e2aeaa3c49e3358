// The sentence cleaning the tokenizer applies: bidi controls that disguise
// words are dropped, and stacks of combining marks are cut short. Plus a
// seeded fuzz run over hostile strings. (Ordinary sentences: embeddings.test.js.)
import { describe, expect, test } from 'vitest';
import { MAX_COMBINING_MARKS, cleanSentence, tokenize } from '../../web/lib/tokenize.js';
import { seededRandom } from './reference.js';

const ACUTE = '\u0301';
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
// A run of marks longer than the cap, anywhere.
const TOO_MANY_MARKS = new RegExp(`\\p{M}{${MAX_COMBINING_MARKS + 1}}`, 'u');

describe('bidi controls', () => {
  test('an override cannot make "evil" read "live": the controls are dropped', () => {
    // What ?sentence=%E2%80%AEevil%E2%80%AC+text+%E2%80%ADmore carries.
    const linked = '\u202Eevil\u202C text \u202Dmore';
    expect(cleanSentence(linked)).toBe('evil text more');
    expect(tokenize(linked)).toEqual(['evil', 'text', 'more']);
  });

  test('a control inside a word no longer splits it', () => {
    expect(tokenize('ev\u202Eil')).toEqual(['evil']);
    expect(tokenize('a\u2066b\u2069c')).toEqual(['abc']);
  });

  test.each(['202A', '202B', '202C', '202D', '202E', '2066', '2067', '2068', '2069'])(
    'U+%s is removed',
    (hex) => {
      const control = String.fromCodePoint(Number.parseInt(hex, 16));
      expect(cleanSentence(`one${control} two`)).toBe('one two');
    },
  );

  test('right-to-left words themselves stay as typed', () => {
    expect(cleanSentence('שלום עולם')).toBe('שלום עולם');
  });
});

describe('combining marks', () => {
  test('23 accents on one letter keep only the first few', () => {
    const stacked = `a${ACUTE.repeat(23)} b`;
    const [first, second] = tokenize(stacked);
    // NFC folds a + the first accent into á, then MAX_COMBINING_MARKS stay.
    expect(first).toBe(`á${ACUTE.repeat(MAX_COMBINING_MARKS)}`);
    expect(second).toBe('b');
    expect(cleanSentence(stacked)).toBe(`á${ACUTE.repeat(MAX_COMBINING_MARKS)} b`);
  });

  test('a few marks, as real text uses them, are untouched', () => {
    // Hebrew shin with a dot and a vowel; Vietnamese with two marks on one letter.
    const hebrew = 'שׁ\u05B8לוֹם';
    expect(cleanSentence(hebrew)).toBe(hebrew.normalize('NFC'));
    expect(tokenize('Vie\u0323\u0302t')).toEqual(['việt']);
  });

  test('case and spacing of the sentence stay; only what disguises goes', () => {
    expect(cleanSentence('  Time FLIES  ')).toBe('  Time FLIES  ');
  });
});

const PIECES = [
  () => String.fromCharCode(Math.floor(random() * 32)), // C0 controls
  () => '\u007F\u0085\u00A0\u200B\u200D\uFEFF',
  () => String.fromCodePoint(0x0300 + Math.floor(random() * 0x70)), // combining marks
  () => ACUTE.repeat(1 + Math.floor(random() * 500)),
  () => String.fromCodePoint(0x202a + Math.floor(random() * 5)),
  () => String.fromCodePoint(0x2066 + Math.floor(random() * 4)),
  () => '\uD800', // lone high surrogate
  () => '\uDFFF', // lone low surrogate
  () => 'x'.repeat(1 + Math.floor(random() * 5000)),
  () => ' '.repeat(1 + Math.floor(random() * 2000)),
  () => 'İ',
  () => '🦜\u200D🔥\uFE0F',
  () => 'שלום',
  () => 'word',
  () => '<img src=x onerror=alert(1)>',
];
let random = seededRandom(16);

function randomString() {
  let text = '';
  const pieces = Math.floor(random() * 40);
  for (let index = 0; index < pieces; index += 1) {
    text += PIECES[Math.floor(random() * PIECES.length)]();
  }
  return text;
}

test('fuzz: 500 hostile strings tokenize without error, bidi controls or mark stacks', () => {
  random = seededRandom(16);
  // The strings average some 4,600 characters, with runs of up to 500 marks.
  const inputs = Array.from({ length: 500 }, randomString);
  for (const text of inputs) {
    const cleaned = cleanSentence(text);
    const tokens = tokenize(text);
    expect(BIDI_CONTROL.test(cleaned)).toBe(false);
    expect(TOO_MANY_MARKS.test(cleaned)).toBe(false);
    for (const token of tokens) {
      expect(token.length).toBeGreaterThan(0);
      expect(BIDI_CONTROL.test(token)).toBe(false);
      expect(TOO_MANY_MARKS.test(token)).toBe(false);
    }
    // What the state stores gives back the same words as what was typed.
    expect(tokenize(cleaned)).toEqual(tokens);
  }
});
