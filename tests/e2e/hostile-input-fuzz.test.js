// Random sentences (seeded, so a failure can be replayed): control
// characters, combining marks, bidi controls, lone surrogates, emoji,
// right-to-left letters and very long runs. 500 go through the sentence box
// of one page and 5 through the URL (lab-state.test.js reads 500 links in
// Node, with the page's own parsing): no exception, nothing of a word drawn
// outside its chip, no horizontal page scroll, no bidi control or run of more
// than 3 combining marks shown. What the box's strings cost the main thread
// (long tasks) is a figure of `npm run bench:ui`, not a test: it depends on
// the machine.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BOX_SEED, LINK_SEED, randomStrings, sentenceLink } from '../support/random-strings.js';
import { openLab, serveLabForThisFile } from './lab-page.js';

const BOX_ENTRIES = 500;
const URL_ENTRIES = 5;

// In the page: what is wrong with what the lab shows now (empty when nothing is).
function problemsOnScreen() {
  const BIDI = /[\u202A-\u202E\u2066-\u2069]/;
  const MANY_MARKS = /\p{M}{4}/u;
  const problems = [];
  const box = document.getElementById('sentence-input');
  const texts = [
    box.value,
    ...[...document.querySelectorAll('.token-text')].map((n) => n.textContent),
  ];
  for (const text of texts) {
    if (BIDI.test(text)) problems.push(`bidi control shown: ${JSON.stringify(text.slice(0, 40))}`);
    if (MANY_MARKS.test(text))
      problems.push(`4+ marks shown: ${JSON.stringify(text.slice(0, 40))}`);
  }
  const inside = (inner, outer) =>
    inner.left >= outer.left - 0.5 &&
    inner.right <= outer.right + 0.5 &&
    inner.top >= outer.top - 0.5 &&
    inner.bottom <= outer.bottom + 0.5;
  const page = document.documentElement;
  for (const chip of document.querySelectorAll('.token-chip')) {
    const chipBox = chip.getBoundingClientRect();
    for (const part of chip.querySelectorAll('.token-text, .token-id')) {
      if (!inside(part.getBoundingClientRect(), chipBox))
        problems.push(`outside its chip: ${part.textContent.slice(0, 20)}`);
    }
    if (chipBox.right > page.clientWidth + 0.5) problems.push('a chip past the page edge');
  }
  if (page.scrollWidth > page.clientWidth)
    problems.push(`page scrolls sideways by ${page.scrollWidth - page.clientWidth} px`);
  return problems;
}

const served = serveLabForThisFile();
let lab;
let page;
const pageErrors = [];

beforeAll(async () => {
  lab = await openLab(served.browser, served.server.url);
  page = lab.page;
  page.on('pageerror', (error) => pageErrors.push(error.message));
});
afterAll(async () => {
  await lab?.close();
});

describe(`seeded random sentences (seeds ${BOX_SEED} and ${LINK_SEED})`, () => {
  test(`${BOX_ENTRIES} through the sentence box: no exception or overflow`, async () => {
    const result = await page.evaluate(
      async ({ makeStrings, check, seed, count }) => {
        const strings = new Function(`return (${makeStrings})`)()(seed, count);
        const checkScreen = new Function(`return (${check})`)();
        const box = document.getElementById('sentence-input');
        const apply = [...document.querySelectorAll('button')].find(
          (b) => b.textContent === 'Apply',
        );
        const problems = [];
        let applied = 0;
        for (const [index, text] of strings.entries()) {
          const before = document.querySelectorAll('.token-text').length;
          box.value = text;
          apply.click();
          if (
            !box.hasAttribute('aria-invalid') ||
            before !== document.querySelectorAll('.token-text').length
          )
            applied += 1;
          // Each entry in a task of its own, as typed ones would be; the
          // check below reads the layout, which brings it up to date, so
          // waiting for a paint would only add a frame per entry.
          await new Promise((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = resolve;
            channel.port2.postMessage(null);
          });
          for (const problem of checkScreen()) problems.push(`#${index}: ${problem}`);
        }
        return { problems: problems.slice(0, 20), applied };
      },
      {
        makeStrings: randomStrings.toString(),
        check: problemsOnScreen.toString(),
        seed: BOX_SEED,
        count: BOX_ENTRIES,
      },
    );
    expect(result.problems).toEqual([]);
    expect(pageErrors).toEqual([]);
    // Most entries have words: the loop did reach the lab.
    expect(result.applied).toBeGreaterThan(BOX_ENTRIES / 2);
  });

  test(`${URL_ENTRIES} as ?sentence= links: no exception, the box and chips show cleaned words`, async () => {
    // The first of the strings lab-state.test.js reads as links in Node:
    // here the page opens on each.
    const strings = randomStrings(LINK_SEED, URL_ENTRIES);
    // A page of its own: each navigation aborts the last one's favicon, which openLab would report.
    const linkPage = await served.browser.newPage({ viewport: { width: 1280, height: 900 } });
    linkPage.on('pageerror', (error) => pageErrors.push(error.message));
    for (const [index, text] of strings.entries()) {
      await linkPage.goto(`${served.server.url}${sentenceLink(text)}`);
      await linkPage.waitForSelector('body.is-ready');
      expect(await linkPage.evaluate(problemsOnScreen), `#${index}`).toEqual([]);
    }
    await linkPage.close();
    expect(pageErrors).toEqual([]);
  });
});
