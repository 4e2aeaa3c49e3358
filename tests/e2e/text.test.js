// Every word the page shows comes from the text templates (web/src/text/):
// the page is walked through each step in many states, with every fold
// open, and each word of its visible text and accessible names must be a
// word of some template or of the sentence itself. A label typed into a
// view instead of a template fails here. (A template left with an unfilled
// placeholder logs a console error, which fails every end-to-end test.)
import { describe, expect, test } from 'vitest';
import { STRINGS as TEMPLATES, keyed } from '../../web/src/text/en/index.js';
import page from '../../web/src/text/en/page.js';
import { openLab, serveLabForThisFile, showPictures } from './lab-page.js';

const served = serveLabForThisFile();

const WORD = /\p{L}{2,}/gu;
const vocabulary = new Set(
  Object.values({ ...TEMPLATES, ...keyed({ page }) }).flatMap(
    (template) => template.toLowerCase().match(WORD) ?? [],
  ),
);

const SENTENCE = "the animal didn't cross the street because it was tired";
const STATES = [
  '?token=flies',
  '?token=flies&scale=0',
  '?token=time&projections=0',
  '?token=like&causal=1',
  '?token=flies&heads=2',
  '?token=arrow&heads=4&causal=1',
  `?sentence=${encodeURIComponent(SENTENCE)}&token=animal`,
  '?embed=1&view=matrix&token=an',
];
const STEPS = ['project', 'score', 'softmax', 'sum'];

/** The page's words that are not data: visible text and accessible names. */
function wordsOnPage() {
  const words = [];
  // Code, maths and symbols are notation, not prose.
  const notation = 'code, pre, math, var, sub, sup, .vector, .entry';
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest(notation) || parent.closest('noscript, [hidden], style')) {
      continue;
    }
    if (!parent.checkVisibility() && !parent.closest('[aria-live], [role="status"]')) continue;
    words.push(node.data);
  }
  for (const element of document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
    if (element.closest('[hidden]')) continue;
    for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value) words.push(value);
    }
  }
  words.push(document.title);
  // The sentence's own words are data.
  const tokens = [...document.querySelectorAll('.weight-matrix thead th')].map((th) =>
    th.textContent.toLowerCase(),
  );
  return { texts: words, tokens };
}

describe('every word on the page comes from a text template', () => {
  for (const state of STATES) {
    test(state, async () => {
      const missing = new Map();
      for (const step of STEPS) {
        const lab = await openLab(served.browser, `${served.server.url}${state}&step=${step}`);
        // Every fold open, so their words are read too.
        await lab.page.evaluate(() => {
          for (const fold of document.querySelectorAll('details')) fold.open = true;
        });
        // The pictures load when they come into view: bring them there.
        if (!state.includes('view=')) await showPictures(lab.page);
        await lab.page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
        const { texts, tokens } = await lab.page.evaluate(wordsOnPage);
        const data = new Set([
          ...tokens.flatMap((token) => token.match(WORD) ?? []),
          ...SENTENCE.match(WORD),
        ]);
        for (const text of texts) {
          for (const word of text.toLowerCase().match(WORD) ?? []) {
            if (!vocabulary.has(word) && !data.has(word)) missing.set(word, text);
          }
        }
        await lab.close();
      }
      expect(Object.fromEntries(missing)).toEqual({});
    });
  }
});
