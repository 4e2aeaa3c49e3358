// Every part of the lab that loads when first needed (web/src/main.js,
// views/*/…-fold.js, text/<lang>/loader.js): on a fresh page, left idle
// first (idle time brings views up to date but must fetch no module), its
// chunk is not among what the page has fetched; then the learner opens it,
// it works, and only then was its chunk fetched. What was fetched is read
// from the page's own resource timing, so the shared, pooled pages serve.
import { describe, expect, test } from 'vitest';
import { serveLabForThisFile, showPictures, showScalingPanel } from './lab-page.js';

const served = serveLabForThisFile();

// The built chunk names: Vite names each after its module, then a dash and
// an 8-character hash. (A part's words in the shown language are a chunk of
// the same name: editor-….js is the editor's module or its words.)
const chunkPattern = (name) => new RegExp(`/assets/${name}-[\\w-]{8}\\.(js|css)$`);

/** The addresses the page has fetched since it was opened. */
const fetched = (page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));

const fetchedChunks = async (page, name) =>
  (await fetched(page)).filter((url) => chunkPattern(name).test(url));

// Two idle callbacks in a row with time to spare: the idle-time work is done.
const untilIdle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        let quiet = 0;
        const check = (deadline) => {
          quiet = deadline.timeRemaining() > 20 ? quiet + 1 : 0;
          if (quiet >= 2) resolve();
          else requestIdleCallback(check);
        };
        requestIdleCallback(check);
      }),
  );

/**
 * Opens the lab at `query`, checks that no chunk named `chunk` has been
 * fetched once it is idle, runs `open` (the learner's way in) and `works`
 * (what it then shows), and checks that the chunk came.
 */
async function expectLoadedWhenOpened(query, chunk, open, works) {
  const lab = await served.open(query);
  const { page } = lab;
  await untilIdle(page);
  expect(await fetchedChunks(page, chunk), `${chunk} before it was opened`).toEqual([]);
  await open(page);
  await works(page);
  expect((await fetchedChunks(page, chunk)).length, `${chunk} once opened`).toBeGreaterThan(0);
  await lab.close();
}

describe('each lazily loaded part comes when first needed, and works', () => {
  test('"Edit the numbers": its number boxes, and an edit changes the matrix', async () => {
    await expectLoadedWhenOpened(
      '?token=flies',
      'editor',
      (page) => page.locator('#editor > summary').click(),
      async (page) => {
        const box = page.locator('#editor input.number-box:visible').first();
        await box.waitFor();
        const before = await page.locator('table.weight-matrix').textContent();
        await box.fill('3');
        await box.press('Enter');
        await expect.poll(() => page.locator('table.weight-matrix').textContent()).not.toBe(before);
      },
    );
  });

  test('Heads: two heads, each with its own weights', async () => {
    await expectLoadedWhenOpened(
      '',
      'heads',
      (page) => page.locator('input[name="heads"][value="2"]').check(),
      async (page) => {
        await page.locator('#heads-view table').nth(1).waitFor();
        expect(await page.locator('#heads-view table').count()).toBeGreaterThanOrEqual(2);
      },
    );
  });

  test('the pictures: the plane and the word-to-word lines, drawn when scrolled to', async () => {
    for (const chunk of ['plane', 'lines']) {
      await expectLoadedWhenOpened('', chunk, showPictures, async (page) => {
        expect(await page.locator(`#${chunk}-view svg`).count()).toBeGreaterThan(0);
      });
    }
  });

  test('"Follow the shapes": the 768-d walk', async () => {
    await expectLoadedWhenOpened(
      '',
      'shapes',
      (page) => page.locator('#shapes > summary').click(),
      async (page) => {
        const stages = page.getByRole('list', { name: 'Shapes along the code path' });
        await stages.waitFor();
        expect(await stages.locator('.shape').first().textContent()).toBe('[1, 5]');
      },
    );
  });

  test('"Why divide by √dₖ?": its slider, under the Scale & softmax step', async () => {
    await expectLoadedWhenOpened(
      '',
      'scaling',
      async (page) => {
        await page.locator('.step-list li:nth-child(3) .step-link').click();
        await showScalingPanel(page);
      },
      async (page) => {
        const slider = page.locator('#scaling-view .scaling-slider');
        const summary = page.locator('#scaling-summary');
        const before = await summary.textContent();
        await slider.focus();
        await page.keyboard.press('End');
        await expect.poll(() => summary.textContent()).not.toBe(before);
      },
    );
  });

  test('the embed panel: its snippet for the state shown', async () => {
    await expectLoadedWhenOpened(
      '?token=like',
      'share',
      (page) => page.locator('#share-view .share > summary').click(),
      async (page) => {
        await expect.poll(() => page.locator('#embed-code').inputValue()).toContain('<iframe');
        expect(await page.locator('#embed-code').inputValue()).toContain('token=like');
      },
    );
  });

  test('Download figure: its buttons when the fold opens, the figure code on a press', async () => {
    await expectLoadedWhenOpened(
      '',
      'figure-download',
      (page) => page.locator('.figure-download[data-figure="matrix"] > summary').click(),
      (page) =>
        page.locator('.figure-download[data-figure="matrix"] .figure-button').first().waitFor(),
    );
    const lab = await served.open('');
    const { page } = lab;
    const control = page.locator('.figure-download[data-figure="matrix"]');
    await control.locator('> summary').click();
    await untilIdle(page);
    expect(await fetchedChunks(page, 'download')).toEqual([]);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      control.getByRole('button', { name: 'SVG', exact: true }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/\.svg$/);
    expect((await fetchedChunks(page, 'download')).length).toBeGreaterThan(0);
    await lab.close();
  });

  test('"Try it yourself": a prediction, checked', async () => {
    await expectLoadedWhenOpened(
      '?token=flies',
      'practice',
      (page) => page.locator('#practice-switch').check(),
      async (page) => {
        const question = page.getByRole('radiogroup', { name: /Which word will/ });
        await question.getByRole('radio', { name: 'arrow', exact: true }).check();
        await page.getByRole('button', { name: 'Predict' }).click();
        await expect.poll(() => page.locator('.practice-verdict').textContent()).toMatch(/Right/);
      },
    );
  });

  test('another language: its words come when it is picked', async () => {
    const lab = await served.open('');
    const { page } = lab;
    await untilIdle(page);
    // English's words are one chunk; German's are a second.
    const loaders = async () => (await fetchedChunks(page, 'loader')).length;
    expect(await loaders()).toBe(1);
    await page.getByLabel('Language', { exact: true }).selectOption('de');
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    await page.waitForSelector('body.is-ready');
    expect(await page.locator('#next-step').textContent()).not.toBe('Next');
    expect(await loaders()).toBe(2);
    await lab.close();
  });
});
