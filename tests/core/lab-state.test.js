// The page's state module in Node: sentences the learner types, the edits
// part of a link, the URL table and its round trip, presets and "edit back".
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { MAX_EDITS_IN_URL, parseEdits, withEdit } from '../../web/src/state/edits.js';
import { MAX_WORD_LENGTH, readSentence, tokensOf } from '../../web/src/state/sentence.js';
import { URL_PARAMETERS } from '../../web/src/state/url-parameters.js';
import { URL_PARAMETER_DOCS } from '../../web/src/state/url-parameter-docs.js';
import {
  defaultState,
  parsePageOptions,
  parseState,
  serialiseState,
} from '../../web/src/state/url.js';
import {
  FLIES_TO_TIME_EDIT,
  PRESETS,
  isFliesToTime,
  stepBy,
  withEditedEntry,
  indexOfLargest,
  withFollowedKey,
  withNumbers,
  withPickedKey,
  withSelection,
  withSentence,
} from '../../web/src/state/state.js';
import { LINK_SEED, randomStrings, sentenceLink } from '../support/random-strings.js';

const CHAPTER = ['time', 'flies', 'like', 'an', 'arrow'];
const SIZES = { chapterTokens: CHAPTER, dim: 4 };
const LINK_FUZZ_COUNT = 500;
const edit = (matrix, row, column, value) => ({ matrix, row, column, value });
const roundTrip = (state) =>
  parseState(serialiseState(state, tokensOf(state.numbers.sentence, CHAPTER)), SIZES);

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
  test('good entries are read as { matrix, row, column, value }, bad ones skipped', () => {
    expect(
      parseEdits('wq.1.0:2,x.4.3:-1.5,x.5.0:1,wk.4.0:1,wv.0.4:1,wq.0.0:1e7,wk.0.1:abc', {
        tokenCount: 5,
        dim: 4,
      }),
    ).toEqual([edit('x', 4, 3, -1.5), edit('wq', 1, 0, 2)]);
  });

  test('the model width bounds rows and columns of W (from the core, not a literal)', () => {
    expect(parseEdits('wq.5.0:1,wq.0.5:1', { tokenCount: 5, dim: 6 })).toHaveLength(2);
    expect(parseEdits('wq.5.0:1,wq.0.5:1', { tokenCount: 5, dim: 4 })).toEqual([]);
  });

  test('a later edit of the same entry replaces the earlier one', () => {
    expect(parseEdits('wk.0.1:1,wk.0.1:2', { tokenCount: 5, dim: 4 })).toEqual([
      edit('wk', 0, 1, 2),
    ]);
  });

  test(`more than ${MAX_EDITS_IN_URL} edits are left out of the link`, () => {
    // Every entry of X (5 × 4 = 20), and one of W_Q.
    let edits = [edit('wq', 0, 0, 1)];
    for (let index = 0; index < 20; index++) {
      edits = withEdit(edits, { matrix: 'x', row: index >> 2, column: index % 4 }, index);
    }
    expect(edits.length).toBeGreaterThan(MAX_EDITS_IN_URL);
    const state = withNumbers(defaultState(CHAPTER), { edits });
    expect(serialiseState(state, CHAPTER)).not.toContain('edits=');
  });
});

describe('the URL', () => {
  test('a whole state with a sentence and edits round-trips', () => {
    const state = {
      numbers: {
        sentence: 'the cat saw the dog',
        edits: [edit('x', 3, 2, -0.5), edit('wk', 0, 1, 1)],
        scale: false,
        separateProjections: false,
        causal: true,
        heads: 2,
      },
      selection: { queryIndex: 3, pickedKeyIndex: 1, focusedKeyIndex: 1, step: 2, practice: true },
      page: {
        embed: true,
        show: ['query', 'scale', 'steps'],
        view: 'steps',
        controls: false,
        theme: 'light',
        back: 'https://example.edu/ch3',
        lang: 'zh-Hans',
        report: 'https://example.edu',
      },
    };
    const search = serialiseState(state, tokensOf(state.numbers.sentence, CHAPTER));
    expect(search).toContain('edits=x.3.2:-0.5,wk.0.1:1');
    // The second "the" is named by its position, "cat" by its word.
    expect(search).toContain('token=3');
    expect(search).toContain('key=cat');
    expect(search).toContain('practice=1');
    expect(roundTrip(state)).toEqual(state);
  });

  test('every step, switch and token round-trips on the chapter', () => {
    for (let step = 0; step < 4; step++) {
      for (const scale of [true, false]) {
        const picked = withPickedKey(withNumbers(defaultState(CHAPTER), { scale }), 4 - step, {
          step,
          queryIndex: step + 1,
        });
        expect(roundTrip(picked)).toEqual(picked);
        // A key not picked stays unpicked: the link leaves it out.
        const following = withSelection(picked, { pickedKeyIndex: null, focusedKeyIndex: null });
        expect(roundTrip(following)).toEqual(following);
      }
    }
  });

  test('the defaults come from the table: the chapter opens on "flies", no key picked', () => {
    expect(defaultState(CHAPTER)).toEqual({
      numbers: {
        sentence: null,
        edits: [],
        scale: true,
        separateProjections: true,
        causal: false,
        heads: 1,
      },
      selection: {
        queryIndex: 1,
        pickedKeyIndex: null,
        focusedKeyIndex: null,
        step: 0,
        practice: false,
      },
      page: {
        embed: false,
        show: null,
        view: 'all',
        controls: true,
        theme: 'auto',
        back: null,
        lang: null,
        report: null,
      },
    });
    expect(serialiseState(defaultState(CHAPTER), CHAPTER)).toBe(
      'token=flies&step=project&scale=1&qkv=separate',
    );
  });

  test('a sentence opens on "flies" if it has the word, else on its first word', () => {
    expect(parseState('?sentence=fruit+flies+like+a+banana', SIZES).selection.queryIndex).toBe(1);
    expect(parseState('?sentence=the+cat+sat', SIZES).selection.queryIndex).toBe(0);
    expect(parseState('?sentence=the+cat+sat&token=sat', SIZES).selection.queryIndex).toBe(2);
  });

  test('a link naming a key picks it; without one no key is picked', () => {
    expect(parseState('?token=like&key=an', SIZES).selection).toMatchObject({
      queryIndex: 2,
      pickedKeyIndex: 3,
      focusedKeyIndex: 3,
    });
    expect(parseState('?token=like&key=zebra', SIZES).selection).toMatchObject({
      pickedKeyIndex: null,
      focusedKeyIndex: null,
    });
  });

  test('the causal mask and the head count round-trip; off and one head stay out of the link', () => {
    const chapter = defaultState(CHAPTER);
    for (const causal of [false, true]) {
      for (const heads of [1, 2, 4]) {
        const state = withNumbers(chapter, { causal, heads });
        expect(roundTrip(state)).toEqual(state);
        const search = serialiseState(state, CHAPTER);
        expect(search.includes('causal=')).toBe(causal);
        expect(search.includes('heads=')).toBe(heads !== 1);
      }
    }
    expect(parseState('?causal=on&heads=4', SIZES).numbers).toMatchObject({
      causal: true,
      heads: 4,
    });
  });

  test('a head count that is not offered or does not divide the width is ignored', () => {
    for (const heads of ['3', '8', '0', '-2', '2.5', 'two', '']) {
      expect(parseState(`?heads=${heads}`, SIZES).numbers.heads).toBe(1);
    }
    // Four heads need a width that four divides.
    expect(parseState('?heads=4', { ...SIZES, dim: 6 }).numbers.heads).toBe(1);
    expect(parseState('?heads=2', { ...SIZES, dim: 6 }).numbers.heads).toBe(2);
  });

  test('unknown or malformed parameters keep their defaults', () => {
    expect(
      parseState('?token=zebra&key=99&step=9&scale=maybe&qkv=&causal=yes&foo=bar', SIZES),
    ).toEqual(defaultState(CHAPTER));
  });

  test('show, view, controls, theme and back: only the values the table names, only web addresses', () => {
    const read = (search) => parseState(search, SIZES).page;
    const search =
      '?show=Matrix,,charts,scale&view=matrix&controls=0&theme=dark&back=https%3A%2F%2Fexample.edu%2Fch3';
    expect(read(search)).toEqual({
      embed: false,
      // The known parts, each once, in the table's order.
      show: ['scale', 'matrix'],
      view: 'matrix',
      controls: false,
      theme: 'dark',
      back: 'https://example.edu/ch3',
      lang: null,
      report: null,
    });
    expect(
      read('?show=all,,&view=everything&controls=no&theme=blue&back=javascript%3Aalert(1)'),
    ).toEqual(defaultState(CHAPTER).page);
    expect(read('?back=%2Fcourse%2Fch3').back).toBeNull();
    // Read before the core arrives, without the words: the same options.
    expect(parsePageOptions(search)).toEqual(read(search));
    expect(parsePageOptions('?theme=blue&embed=1')).toEqual(read('?theme=blue&embed=1'));
  });

  test('lang: the five languages by code, "zh" and regions for Chinese, nothing else', () => {
    const lang = (search) => parseState(search, SIZES).page.lang;
    expect(['en', 'de', 'es', 'zh-Hans', 'ar'].map((code) => lang(`?lang=${code}`))).toEqual([
      'en',
      'de',
      'es',
      'zh-Hans',
      'ar',
    ]);
    expect(['zh', 'zh-CN', 'ZH-hans', 'de-AT'].map((code) => lang(`?lang=${code}`))).toEqual([
      'zh-Hans',
      'zh-Hans',
      'zh-Hans',
      'de',
    ]);
    for (const unknown of ['zh-TW', 'zh-Hant', 'fr', '', 'english']) {
      expect(lang(`?lang=${unknown}`), unknown).toBeNull();
    }
    expect(parsePageOptions('?lang=zh').lang).toBe('zh-Hans');
    expect(serialiseState(parseState('?lang=zh', SIZES), CHAPTER)).toContain('lang=zh-Hans');
  });

  test('a sentence in a link is kept cleaned: no bidi controls, at most 3 marks in a row', () => {
    const bidi = parseState('?sentence=%E2%80%AEevil%E2%80%AC+text+%E2%80%ADmore', SIZES);
    expect(bidi.numbers.sentence).toBe('evil text more');
    const marks = parseState(`?sentence=${encodeURIComponent(`a${'\u0301'.repeat(23)} b`)}`, SIZES);
    expect(marks.numbers.sentence).toBe(`\u00e1${'\u0301'.repeat(3)} b`);
  });

  test(`${LINK_FUZZ_COUNT} random links (seed ${LINK_SEED}): read like the box reads them, cleaned, and stable`, () => {
    // The strings the end-to-end fuzz test opens the page on (its first few);
    // the page reads them with this same parseState.
    const BIDI = /[\u202A-\u202E\u2066-\u2069]/;
    const MANY_MARKS = /\p{M}{4}/u;
    let withWords = 0;
    for (const [index, text] of randomStrings(LINK_SEED, LINK_FUZZ_COUNT).entries()) {
      const link = sentenceLink(text);
      const state = parseState(link, SIZES);
      // What the sentence box would make of the same text (the link's UTF-8
      // turns a lone surrogate into U+FFFD, as the browser does).
      const typed = readSentence(new URLSearchParams(link).get('sentence'), CHAPTER);
      expect(state.numbers.sentence, `#${index}`).toBe(typed.problem ? null : typed.sentence);
      const tokens = tokensOf(state.numbers.sentence, CHAPTER);
      expect(tokens.length, `#${index}`).toBeLessThanOrEqual(16);
      for (const token of tokens) {
        expect(BIDI.test(token) || MANY_MARKS.test(token), `#${index} ${token}`).toBe(false);
        expect([...token].length, `#${index}`).toBeLessThanOrEqual(MAX_WORD_LENGTH);
      }
      expect(roundTrip(state).numbers, `#${index}`).toEqual(state.numbers);
      if (state.numbers.sentence !== null) withWords += 1;
    }
    // Most links carry words: the loop did test sentences, not only fallbacks.
    expect(withWords).toBeGreaterThan(LINK_FUZZ_COUNT / 2);
  });

  test('token and key are read against the link’s own sentence', () => {
    const state = parseState('?token=dog&key=4&sentence=the+cat+saw+the+dog', SIZES);
    expect(state.selection).toMatchObject({ queryIndex: 4, pickedKeyIndex: 4, focusedKeyIndex: 4 });
  });

  test('docs/embedding.md lists exactly the table’s parameters, as the table describes them', () => {
    const readme = readFileSync(new URL('../../docs/embedding.md', import.meta.url), 'utf8');
    const cells = (line) =>
      line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((cell) => cell.trim());
    const start = readme.indexOf('| parameter ');
    const lines = readme.slice(start).split('\n');
    const table = lines.slice(
      0,
      lines.findIndex((line) => !line.startsWith('|')),
    );
    const expected = [
      '| parameter | values | default |',
      '| --- | --- | --- |',
      ...URL_PARAMETERS.map(({ name }) => {
        const { values, defaultText } = URL_PARAMETER_DOCS[name];
        return `| \`${name}\` | ${values} | ${defaultText} |`;
      }),
    ];
    expect(table.map(cells).filter((_, index) => index !== 1)).toEqual(
      expected.map(cells).filter((_, index) => index !== 1),
    );
    expect(table.length - 2).toBe(URL_PARAMETERS.length);
    // Every parameter has its words, and nothing else does.
    expect(Object.keys(URL_PARAMETER_DOCS)).toEqual(URL_PARAMETERS.map(({ name }) => name));
  });
});

describe('changes as pure functions', () => {
  const chapter = defaultState(CHAPTER);

  test('an unchanged part keeps its identity, a changed one is new', () => {
    expect(withNumbers(chapter, { scale: true })).toBe(chapter);
    const scaled = withNumbers(chapter, { scale: false });
    expect(scaled.numbers).not.toBe(chapter.numbers);
    expect(scaled.selection).toBe(chapter.selection);
    const picked = withSelection(chapter, { queryIndex: 2 });
    expect(picked.numbers).toBe(chapter.numbers);
  });

  test('steps stay within the four', () => {
    expect(stepBy(chapter, -1)).toBe(chapter);
    expect(stepBy(stepBy(stepBy(stepBy(chapter, 1), 1), 1), 1).selection.step).toBe(3);
  });

  test('an entry edited and then put back to its original is no longer an edit', () => {
    const entry = { matrix: 'wq', row: 1, column: 1 };
    const edited = withEditedEntry(chapter, entry, 4, 3);
    expect(edited.numbers.edits).toEqual([edit('wq', 1, 1, 4)]);
    expect(withEditedEntry(edited, entry, 3, 3).numbers.edits).toEqual([]);
  });

  test('a new sentence keeps the projection edits and drops the embedding edits', () => {
    const state = withPickedKey(
      withNumbers(chapter, { edits: [edit('x', 4, 0, 1), edit('wv', 0, 0, 2)] }),
      2,
      { queryIndex: 3 },
    );
    const next = withSentence(state, 'hello world');
    expect(next.numbers).toMatchObject({ sentence: 'hello world', edits: [edit('wv', 0, 0, 2)] });
    expect(next.selection).toMatchObject({ queryIndex: 0, pickedKeyIndex: null });
  });

  test('presets: the chapter, q = k = v, and flies attending to time', () => {
    const custom = withPickedKey(
      withNumbers(withSentence(chapter, 'a b c d e f g'), { scale: false, causal: true, heads: 2 }),
      2,
      { queryIndex: 6, step: 3 },
    );
    const back = PRESETS.chapter(custom, CHAPTER);
    expect(back.numbers).toEqual(chapter.numbers);
    expect(back.selection).toEqual({
      queryIndex: 0,
      pickedKeyIndex: 2,
      focusedKeyIndex: 2,
      step: 3,
      practice: false,
    });
    const pickedPastTheChapter = withPickedKey(custom, 6);
    expect(PRESETS.chapter(pickedPastTheChapter, CHAPTER).selection.pickedKeyIndex).toBeNull();

    expect(PRESETS.shared(chapter).numbers.separateProjections).toBe(false);

    const flies = PRESETS['flies-to-time'](custom, CHAPTER);
    expect(flies.numbers.edits).toEqual([edit('wk', 0, 1, 1)]);
    expect(flies.selection).toMatchObject({ queryIndex: 1, step: 2, pickedKeyIndex: null });
    expect(isFliesToTime(flies.numbers)).toBe(true);
    expect(isFliesToTime(chapter.numbers)).toBe(false);
    expect(isFliesToTime(withNumbers(flies, { separateProjections: false }).numbers)).toBe(false);
    expect(FLIES_TO_TIME_EDIT).toMatchObject({ matrix: 'wk', row: 0, column: 1 });
  });
});

describe('the focused key follows the largest weight until a key is picked', () => {
  // Weights written by hand: row 1 peaks at column 4, row 2 at column 0,
  // row 3 ties columns 1 and 3.
  const weights = [
    [0.2, 0.2, 0.2, 0.2, 0.2],
    [0.01, 0.18, 0.01, 0.01, 0.79],
    [0.5, 0.1, 0.1, 0.1, 0.2],
    [0.1, 0.35, 0.1, 0.35, 0.1],
  ];
  const chapter = defaultState(CHAPTER);

  test('indexOfLargest takes the first of equals', () => {
    expect(indexOfLargest([0.1, 0.35, 0.1, 0.35])).toBe(1);
    expect(indexOfLargest([-3, -1, -2])).toBe(1);
  });

  test('no pick: the query row’s largest weight, following the query', () => {
    expect(withFollowedKey(chapter, weights).selection.focusedKeyIndex).toBe(4);
    const like = withFollowedKey(withSelection(chapter, { queryIndex: 2 }), weights);
    expect(like.selection.focusedKeyIndex).toBe(0);
    const tie = withFollowedKey(withSelection(chapter, { queryIndex: 3 }), weights);
    expect(tie.selection.focusedKeyIndex).toBe(1);
  });

  test('a picked key stays, whatever the query or the weights', () => {
    const picked = withPickedKey(chapter, 2);
    expect(withFollowedKey(picked, weights).selection.focusedKeyIndex).toBe(2);
    const otherQuery = withFollowedKey(withSelection(picked, { queryIndex: 2 }), weights);
    expect(otherQuery.selection).toMatchObject({ pickedKeyIndex: 2, focusedKeyIndex: 2 });
  });

  test('an unchanged focus keeps the state’s identity', () => {
    const followed = withFollowedKey(chapter, weights);
    expect(withFollowedKey(followed, weights)).toBe(followed);
  });
});
