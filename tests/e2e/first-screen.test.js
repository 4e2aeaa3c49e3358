// The first screen: what a learner sees before scrolling holds the lab (the
// query tokens and the step tabs; on a desktop also the tops of the step
// panel and the weight matrix), the sentence box stays folded unless the
// link carries a sentence, and nothing jumps while the core arrives.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openLab, serveLabForThisFile } from './lab-page.js';

const served = serveLabForThisFile();

/**
 * The page's cumulative layout shift so far, two frames after the call:
 * every shift not caused by an input, added up (what Lighthouse reports as
 * CLS for a load).
 */
function cumulativeLayoutShift(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const observer = new PerformanceObserver(() => {});
            // buffered: the shifts since the page started, handed over at once.
            observer.observe({ type: 'layout-shift', buffered: true });
            const shifts = observer.takeRecords().filter((shift) => !shift.hadRecentInput);
            observer.disconnect();
            resolve(shifts.reduce((sum, shift) => sum + shift.value, 0));
          }),
        ),
      ),
  );
}

/**
 * Where `locator`'s box lies in the viewport, with the viewport's height:
 * `{ top, bottom, height }` in CSS pixels.
 * @param {import('playwright-core').Locator} locator
 */
function boxInViewport(locator) {
  return locator.evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return { top, bottom, height: window.innerHeight };
  });
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

// What must be on screen, whole, at each size.
const FIRST_SCREEN = [
  {
    viewport: DESKTOP,
    parts: ['query tokens', 'step tabs', 'step panel heading', 'matrix top row'],
  },
  { viewport: PHONE, parts: ['query tokens', 'step tabs'] },
];

const PARTS = {
  'query tokens': (page) => page.getByRole('radiogroup', { name: 'Query token' }),
  'step tabs': (page) => page.getByRole('list', { name: 'Steps' }),
  // The top of the step panel: its "Step 1 of 4" and the step's name.
  'step panel heading': (page) => page.locator('.step-page.is-current .panel-header'),
  // The top of the weight matrix: its key names and the first query's row.
  'matrix top row': (page) =>
    page.getByRole('table', { name: 'Attention weights' }).locator('tbody tr').first(),
};

describe('the first screen', () => {
  for (const { viewport, parts } of FIRST_SCREEN) {
    describe(`at ${viewport.width}×${viewport.height}`, () => {
      // One fresh load per size, measured by both tests.
      let lab;
      beforeAll(async () => {
        lab = await openLab(served.browser, served.server.url, { viewport });
      });
      afterAll(() => lab?.close());

      test(`${parts.join(', ')} are on screen without scrolling`, async () => {
        for (const part of parts) {
          const box = await boxInViewport(PARTS[part](lab.page));
          expect(box.top, `${part} starts below the top`).toBeGreaterThanOrEqual(0);
          expect(box.bottom, `${part} ends on the first screen`).toBeLessThanOrEqual(box.height);
        }
        expect(await lab.page.evaluate(() => window.scrollY)).toBe(0);
      });

      test('the page moves at most 0.02 (cumulative layout shift) while the core arrives', async () => {
        expect(await cumulativeLayoutShift(lab.page)).toBeLessThanOrEqual(0.02);
      });
    });
  }
});

describe('a shared link opens as it will stay', () => {
  // The link's own options (the sentence fold opened, embed mode, a view)
  // apply before the first paint, and the fold keeps the sentence box's
  // room until the core builds it.
  for (const query of [
    '?sentence=the+cat+sat+on+the+mat',
    '?embed=1',
    '?embed=1&sentence=a+dog+ran&view=steps',
  ]) {
    test(`${query}: at most 0.02 of layout shift at 1280 × 800 and 390 × 844`, async () => {
      for (const viewport of [DESKTOP, PHONE]) {
        const lab = await openLab(served.browser, `${served.server.url}${query}`, { viewport });
        expect(await cumulativeLayoutShift(lab.page), `${viewport.width} px`).toBeLessThanOrEqual(
          0.02,
        );
        await lab.close();
      }
    });
  }
});

describe('the sentence fold', () => {
  const sentenceBox = (page) => page.getByRole('textbox', { name: 'Sentence' });

  test('is closed on a plain link and opens from its summary', async () => {
    const lab = await openLab(served.browser, served.server.url);
    const { page } = lab;
    expect(await sentenceBox(page).isVisible()).toBe(false);
    await page.getByText('Your own sentence').click();
    expect(await sentenceBox(page).isVisible()).toBe(true);
    expect(await sentenceBox(page).inputValue()).toBe('time flies like an arrow');
    await lab.close();
  });

  test('opens by itself when the link carries a sentence', async () => {
    const lab = await openLab(served.browser, `${served.server.url}?sentence=the+cat+sat`);
    const { page } = lab;
    expect(await sentenceBox(page).isVisible()).toBe(true);
    expect(await sentenceBox(page).inputValue()).toBe('the cat sat');
    await lab.close();
  });
});
