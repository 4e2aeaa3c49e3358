// Step 1, Project: the cards mark the rows of W_Q, W_K and W_V that the
// query's embedding x takes (x_i ≠ 0), say how they add up, and every
// formula fits its box from 320 to 1440 px.
import { describe, expect, test } from 'vitest';
import { openLab, serveLabForThisFile } from './lab-page.js';
import { axe, describeViolations } from './support/axe.js';

const served = serveLabForThisFile();
const CHAPTER_TOKENS = ['time', 'flies', 'like', 'an', 'arrow'];

const readNumber = (text) => Number(text.replace('\u2212', '-'));

// What the Project page shows: x, and for each card its rows (marked or
// not, with their factor and entries), the row under the rule, and the
// sentence that says how they add up.
const shownProjection = (page) =>
  page.locator('.step-page.is-current').evaluate((stepPage) => {
    const texts = (parent, selector) =>
      [...parent.querySelectorAll(selector)].map((node) => node.textContent);
    return {
      x: texts(stepPage, '.project-input .entry'),
      cards: [...stepPage.querySelectorAll('.project-card')].map((card) => ({
        rows: [...card.querySelectorAll('.picker-row:not(.is-sum)')].map((row) => ({
          marked: row.classList.contains('is-picked'),
          outlined:
            getComputedStyle(row).borderTopStyle !== 'none' &&
            getComputedStyle(row).borderTopColor !== 'rgba(0, 0, 0, 0)',
          factor: row.querySelector('.picker-factor').textContent,
          entries: texts(row, '.entry'),
        })),
        sum: texts(card.querySelector('.picker-row.is-sum'), '.entry'),
      })),
      sentence: stepPage.querySelector('.project-sum').textContent,
    };
  });

describe('Project marks the rows x takes', () => {
  test('for every chapter word and a sentence of your own, exactly the rows where x ≠ 0', async () => {
    const lab = await openLab(served.browser, served.server.url);
    const { page } = lab;
    const check = async (label) => {
      const shown = await shownProjection(page);
      const x = shown.x.map(readNumber);
      expect(x, label).toHaveLength(4);
      expect(shown.cards, label).toHaveLength(3);
      for (const card of shown.cards) {
        expect(
          card.rows.map((row) => row.marked),
          label,
        ).toEqual(x.map((entry) => entry !== 0));
        // Marked without colour too: an outline only the marked rows have.
        expect(
          card.rows.map((row) => row.outlined),
          label,
        ).toEqual(x.map((entry) => entry !== 0));
        expect(
          card.rows.map((row) => row.factor),
          label,
        ).toEqual(shown.x.map((e) => `${e} ×`));
        // The row under the rule is Σ x_i · row i of the numbers shown
        // (added up here, independently of the core, to two decimals).
        const sum = card.rows[0].entries.map((_, column) =>
          card.rows.reduce((total, row, i) => total + x[i] * readNumber(row.entries[column]), 0),
        );
        card.sum
          .map(readNumber)
          .forEach((entry, column) =>
            expect(entry, `${label} column ${column}`).toBeCloseTo(sum[column], 1),
          );
      }
      return shown;
    };

    for (const token of CHAPTER_TOKENS) {
      await page.getByRole('radio', { name: token }).check();
      const shown = await check(token);
      // Worked out by hand from the chapter's embeddings.
      if (token === 'flies') expect(shown.sentence).toContain('each take 1 × row 2 + 1 × row 3 of');
      if (token === 'arrow')
        expect(shown.sentence).toContain('each take −1.5 × row 1 + 1.5 × row 3 of');
      if (token === 'an') expect(shown.sentence).toContain('each take 1 × row 3 − 1 × row 4 of');
    }
    // The chapter's matrices are hand-set: nothing claims they were learned.
    const explanation = page.locator('.step-page.is-current .step-explanation');
    expect(await explanation.textContent()).toContain('set by hand to reproduce the chapter');
    expect(await explanation.textContent()).not.toMatch(/learned matrices/);
    expect(await page.locator('#toy-note').isVisible()).toBe(false);
    // A learner's words get embeddings that are not 0 or 1.
    await page.getByText('Your own sentence').click();
    await page.getByRole('textbox', { name: 'Sentence' }).fill('the cat sat on the mat');
    await page.getByRole('textbox', { name: 'Sentence' }).press('Enter');
    await page.getByRole('radio', { name: 'cat' }).check();
    const cat = await check('cat');
    expect(cat.x.filter((entry) => !['0', '1'].includes(entry)).length).toBeGreaterThan(0);
    // ... made up, so the page says the pattern means nothing about the sentence.
    expect(await explanation.textContent()).toContain('Nothing here was trained');
    await expect.poll(() => page.locator('#toy-note').isVisible()).toBe(true);
    expect(await page.locator('#toy-note').textContent()).toMatch(/not trained/);
    await lab.close();
  });
});

test('no formula is cut off, from 320 to 1440 px, with the projections on and off', async () => {
  const lab = await openLab(served.browser, `${served.server.url}?token=arrow`, {
    reducedMotion: 'reduce',
  });
  const { page } = lab;
  // Boxes wider inside than out: their content would be cut off or scroll.
  const overflowing = () =>
    [...document.querySelectorAll('.step-page.is-current .formula, .step-panel')]
      .filter((box) => box.scrollWidth > box.clientWidth)
      .map((box) => box.className);
  const found = {};
  for (const projections of ['on', 'off']) {
    if (projections === 'off') {
      await page.getByRole('switch', { name: 'Separate Q, K, V projections' }).click();
    }
    for (const width of [320, 390, 768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      found[`${width} px, projections ${projections}`] = await page.evaluate(overflowing);
    }
  }
  expect(found).toEqual(Object.fromEntries(Object.keys(found).map((state) => [state, []])));
  await lab.close();
});

// The chapter's words on both schemes and sizes are audited in accessibility.test.js;
// here, negative and fractional factors on a phone in the dark.
test('axe-core finds no violations on Project for "arrow", phone, dark', async () => {
  const lab = await openLab(served.browser, `${served.server.url}?token=arrow`, {
    viewport: { width: 390, height: 844 },
    colorScheme: 'dark',
    reducedMotion: 'reduce',
  });
  const results = await axe(lab.page).include('.steps').analyze();
  expect(describeViolations(results.violations)).toEqual([]);
  await lab.close();
});
