// Shared helpers for the lab's end-to-end tests: open the built page in a
// fresh context and record anything that went wrong while it ran.
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { serveDist } from './support/server.js';

/**
 * Serves dist/ and launches Chromium once for the calling test file.
 * @returns {{ server: Awaited<ReturnType<typeof serveDist>>, browser: import('playwright-core').Browser }}
 */
export function serveLabForThisFile() {
  const served = {};
  beforeAll(async () => {
    served.server = await serveDist();
    served.browser = await launchBrowser();
  });
  afterAll(async () => {
    await served.browser?.close();
    await served.server?.close();
  });
  return served;
}

/**
 * Opens the lab and waits until the core has rendered it.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {import('playwright-core').BrowserContextOptions} [contextOptions]
 */
export async function openLab(browser, url, contextOptions = {}) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    ...contextOptions,
  });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed request: ${request.url()}`));
  page.on('request', (request) => {
    const requestUrl = new URL(request.url());
    if (!['data:', 'blob:'].includes(requestUrl.protocol) && requestUrl.origin !== origin) {
      problems.push(`request to another origin: ${request.url()}`);
    }
  });
  await page.goto(url);
  await page.waitForSelector('body.is-ready');
  return {
    page,
    context,
    /** Closes the context and fails the test if anything went wrong meanwhile. */
    async close() {
      // Taken before closing: closing aborts what is still loading (such as
      // the favicon, fetched at low priority), which is no fault of the page.
      const found = [...problems];
      await context.close();
      expect(found).toEqual([]);
    },
  };
}

/**
 * The page's URL once the lab has written its state. The lab writes it after
 * the frame that answers an input is painted (rAF, then a task); a rAF queued
 * now runs after the lab's, so its task does too.
 */
export function settledUrl(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve(window.location.href))),
      ),
  );
}

/** Weights in the step panel's softmax table, as shown. */
export function softmaxWeights(page) {
  return page.locator('.softmax-table .weight-row td').allTextContents();
}

/** The "Attention weights" table as numbers: one array per query row. */
export async function weightMatrix(page) {
  const table = page.getByRole('table', { name: 'Attention weights' });
  const rowTexts = await table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('button')].map((cell) => cell.textContent)),
    );
  return rowTexts.map((cells) => cells.map(Number));
}

/** Index of the step list item marked aria-current="step". */
export function currentStepIndex(page) {
  return page
    .getByRole('list', { name: 'Steps' })
    .locator('li')
    .evaluateAll((items) =>
      items.findIndex((item) => item.getAttribute('aria-current') === 'step'),
    );
}

/**
 * Presses Tab until `isTarget(argument)`, run in the page, holds (at most 60 times).
 * @param {import('playwright-core').Page} page
 * @param {(argument: any) => boolean} isTarget
 */
export async function tabUntil(page, isTarget, argument) {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(isTarget, argument)) return;
  }
  throw new Error('Tab never reached the target');
}
