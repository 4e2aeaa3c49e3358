// Seeded random sentences (so a failure can be replayed): control
// characters, combining marks, bidi controls, lone surrogates, emoji,
// right-to-left letters and very long runs. The end-to-end fuzz test sends
// them through the page; the state test sends them through a link's parsing.
/** The seeds of the sentence box's strings and of the links' strings. */
export const BOX_SEED = 16;
export const LINK_SEED = 17;

/**
 * `count` random strings from `seed`. Self-contained: it also runs in the
 * page, so strings with lone surrogates never pass through a serialiser.
 */
export function randomStrings(seed, count) {
  // mulberry32: small, seedable, good enough for test input.
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (low, high) => low + Math.floor(random() * (high - low + 1));
  const pick = (items) => items[int(0, items.length - 1)];
  const char = (low, high) => String.fromCharCode(int(low, high));
  const run = (make, length) => Array.from({ length }, make).join('');
  const pieces = [
    () => run(() => char(0x61, 0x7a), int(1, 10)), // a word
    () => run(() => char(0x41, 0x5a), int(1, 30)), // a long capitalised word
    () => pick([char(0x00, 0x1f), char(0x7f, 0x9f)]), // a control character
    () => run(() => char(0x300, 0x36f), int(1, 40)), // combining marks
    () => run(() => char(0x300, 0x36f), int(200, 2000)), // a very long run of marks
    () =>
      pick([
        '\u202a',
        '\u202b',
        '\u202c',
        '\u202d',
        '\u202e',
        '\u2066',
        '\u2067',
        '\u2068',
        '\u2069',
        '\u200e',
        '\u200f',
        '\u061c',
      ]),
    () => char(0xd800, 0xdfff), // a lone surrogate
    () => String.fromCodePoint(int(0x1f600, 0x1f64f)) + pick(['', '\u200d\u2764\ufe0f', '\ufe0f']),
    () => run(() => char(0x5d0, 0x5ea), int(1, 8)), // Hebrew
    () => run(() => char(0x627, 0x64a), int(1, 8)), // Arabic
    () => pick(['a', ' ', 'ab ', '\u0301', '\ud83d\ude00', '.']).repeat(int(1000, 20000)),
    () => pick([' ', '\t', '\n', '\u00a0', '\u3000', ',', '.', '!', '\u200b']),
    () => '<img src=x onerror=alert(1)>',
  ];
  return Array.from({ length: count }, () => run(() => pick(pieces)(), int(1, 8)));
}

/**
 * The query string of a link carrying `text` as its sentence: the UTF-8 of its
 * first 1,200 characters (a lone surrogate becomes U+FFFD), every byte
 * percent-encoded, so the link stays under 4,000 characters.
 */
export function sentenceLink(text) {
  const bytes = new TextEncoder().encode(text.slice(0, 1200));
  return `?sentence=${Array.from(bytes, (byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')}`;
}
