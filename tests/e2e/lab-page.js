// Shared helpers for the lab's end-to-end tests: open the built page (in a
// page of its own, or a pooled one navigated afresh), record anything that
// went wrong while it ran, and read what it shows. (Audits: support/axe.js;
// animations: support/motion.js.)
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { chromium } from 'playwright-core';

/**
 * The page's built-in waits, shortened so no test waits out a real timer
 * (see TIMING in web/src/schedule.js): Play runs 50 times faster (about
 * 0.1 to 0.5 s a step), idle-time preparation runs within 100 ms, the
 * softmax stages take 100 ms each. A test that needs other waits passes
 * `timing` to openLab.
 */
export const TEST_TIMING = {
  playTimeScale: 0.02,
  idleTimeoutMs: 100,
  // The softmax stages run through in under half a second.
  softmaxHoldMs: 100,
  softmaxTravelMs: 100,
};

/**
 * The end-to-end run's shared Chromium (started by support/global-setup.js).
 * Closing what this returns disconnects; the browser stays for other files.
 */
export function connectBrowser() {
  return chromium.connect(inject('browserEndpoint'));
}

/**
 * The run's Chromium and dist/ server (see support/global-setup.js), for the
 * calling test file, and `open(query, options)` for a lab on that server.
 * @returns {{ server: { url: string }, browser: import('playwright-core').Browser, open: Function }}
 */
export function serveLabForThisFile() {
  const served = {
    server: { url: inject('labUrl') },
    /** Opens the lab at `query` ("?token=like") with openLab's options. */
    open: (query = '', options) => openLab(served.browser, `${served.server.url}${query}`, options),
  };
  beforeAll(async () => {
    served.browser = await connectBrowser();
  });
  afterAll(async () => {
    await served.browser?.close();
  });
  return served;
}

// What a page can emulate by itself; any other option (touch, a mobile
// device) needs a context of its own.
const PAGE_OPTIONS = ['viewport', 'colorScheme', 'reducedMotion', 'forcedColors'];
const DEFAULT_VIEWPORT = { width: 1280, height: 900 };

// One context per browser connection serves every page that needs nothing
// of its own: a page is cheaper to open than a context. A closed lab's page
// goes back to its context's pool and the next lab navigates it: about four
// times faster than a new page, whose renderer starts cold (no compiled
// code, no font caches).
const sharedContexts = new WeakMap();
const idlePages = new WeakMap();

async function newLabContext(browser, { timing, ...options } = {}) {
  const context = await browser.newContext({ viewport: DEFAULT_VIEWPORT, ...options });
  await context.addInitScript(
    (timing) => {
      window.__attentionLabTiming = timing;
    },
    { ...TEST_TIMING, ...timing },
  );
  return context;
}

/**
 * Opens the lab in a page from the pool (or a new one) and waits until the
 * core has rendered it.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {import('playwright-core').BrowserContextOptions & { timing?: object }} [options]
 *   viewport and media features are emulated by the page; other options (and
 *   `timing`, waits other than TEST_TIMING's) get a context of their own
 */
export async function openLab(browser, url, options = {}) {
  const contextOnly = Object.keys(options).filter((name) => !PAGE_OPTIONS.includes(name));
  const ownContext = contextOnly.length > 0 ? await newLabContext(browser, options) : null;
  if (!ownContext && !sharedContexts.has(browser)) {
    sharedContexts.set(browser, newLabContext(browser));
  }
  const context = ownContext ?? (await sharedContexts.get(browser));
  if (!ownContext && !idlePages.has(context)) idlePages.set(context, []);
  const pool = idlePages.get(context);
  const pooled = pool?.pop();
  const page = pooled ?? (await context.newPage());
  // A page opened after this one left it a background tab, which gets no
  // animation frames and slowed timers.
  if (pooled) await page.bringToFront();
  if (!ownContext) {
    await page.setViewportSize(options.viewport ?? DEFAULT_VIEWPORT);
    const { colorScheme = null, reducedMotion = null, forcedColors = null } = options;
    await page.emulateMedia({ media: null, colorScheme, reducedMotion, forcedColors });
  }
  const origin = new URL(url).origin;
  const problems = [];
  const listeners = {
    console: (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    },
    pageerror: (error) => problems.push(`page error: ${error.message}`),
    requestfailed: (request) => {
      // A reload or navigation aborts the favicon (fetched at low priority): no fault of the page.
      const aborted = request.failure()?.errorText === 'net::ERR_ABORTED';
      if (aborted && request.url().endsWith('/favicon.svg')) return;
      // Nor a view's module still loading when the test navigates on.
      if (aborted && new URL(request.url()).pathname.startsWith('/assets/')) return;
      // Nor what a frame inside the page (the share panel's preview) was
      // loading when the navigation took the frame down.
      if (aborted && request.frame() !== page.mainFrame()) return;
      problems.push(`failed request: ${request.url()}`);
    },
    request: (request) => {
      const requestUrl = new URL(request.url());
      if (!['data:', 'blob:'].includes(requestUrl.protocol) && requestUrl.origin !== origin) {
        problems.push(`request to another origin: ${request.url()}`);
      }
    },
    // No input, however odd, may open an alert, a confirm or a prompt.
    dialog: async (dialog) => {
      problems.push(`dialog: ${dialog.message()}`);
      await dialog.dismiss();
    },
  };
  for (const [event, listener] of Object.entries(listeners)) page.on(event, listener);
  const goTo = async (address) => {
    await page.goto(address);
    await page.waitForSelector('body.is-ready');
  };
  await goTo(url);
  return {
    page,
    /** Navigates the same page to `address` (of the same origin) and waits for the lab. */
    goTo,
    /** Closes the page (and its own context) and fails the test if anything went wrong meanwhile. */
    async close() {
      // Taken before closing: closing aborts what is still loading (such as
      // the favicon, fetched at low priority), which is no fault of the page.
      const found = [...problems];
      if (ownContext) {
        await ownContext.close();
      } else {
        // Back to the pool without this lab's listeners; the next lab's
        // navigation replaces the document. The pointer leaves too, so
        // nothing starts hovered.
        for (const [event, listener] of Object.entries(listeners)) page.off(event, listener);
        await page.mouse.move(0, 0);
        pool.push(page);
      }
      expect(found).toEqual([]);
    },
  };
}

/**
 * Makes the sentence box visible: opens its fold (#sentence-fold) where the
 * page has one and it is closed.
 * @param {import('playwright-core').Page | import('playwright-core').Frame} page
 */
export async function showSentenceBox(page) {
  const fold = page.locator('#sentence-fold');
  if ((await fold.count()) === 0) return;
  if (!(await fold.evaluate((details) => details.open))) await fold.locator('summary').click();
}

/**
 * The sentence the lab's tests type most: the tokenizer splits "didn't" at
 * the apostrophe, so it is ANIMAL_TOKENS tokens (the, animal, didn, t,
 * cross, the, street, because, it, was, tired).
 */
export const ANIMAL = "the animal didn't cross the street because it was tired";
export const ANIMAL_TOKENS = 11;

/** Puts `text` in the sentence box (opening its fold) and presses Enter. */
export async function applySentence(page, text) {
  await showSentenceBox(page);
  const box = page.getByRole('textbox', { name: 'Sentence' });
  await box.fill(text);
  await box.press('Enter');
}

/** Opens "Edit the numbers". */
export async function openEditor(page) {
  await page.locator('#editor > summary').click();
  // Its module loads when it is first opened.
  await page.locator('#editor input.number-box').first().waitFor();
}

/** The lab in the host page's iframe#`id`, once it has started. */
export async function readyFrame(hostPage, id) {
  const frame = await (await hostPage.waitForSelector(`iframe#${id}`)).contentFrame();
  await frame.waitForSelector('body.is-ready');
  return frame;
}

/** Resolves once the frame that answers the last input is painted (rAF, then a task). */
export function nextPaint(page) {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  );
}

/**
 * Resolves once the page has stopped scrolling: its scroll position the same
 * over three frames. Entering the softmax step may scroll its bars into view
 * a frame or two after the click (an IntersectionObserver decides).
 */
export function settledScroll(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = null;
        let still = 0;
        const check = () => {
          const now = `${window.scrollX} ${window.scrollY}`;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 2) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/**
 * The page's URL once the lab has written its state. The lab writes it in the
 * first idle moment after the input's paint (oncePerIdle in
 * web/src/schedule.js: rAF, a task, then an idle callback); the same chain
 * started now follows the lab's at each link, so its idle callback runs after.
 */
export async function settledUrl(page) {
  await nextPaint(page);
  return page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(window.location.href))),
  );
}

/** Weights in the step panel's softmax table, as shown. */
export function softmaxWeights(page) {
  return page.locator('.softmax-table .weight-row td').allTextContents();
}

/**
 * The "Attention weights" table once it shows the latest state: off screen,
 * the matrix is redrawn when the page is idle, and marked aria-busy until
 * then (updateWhenSeen in web/src/schedule.js).
 * @param {import('playwright-core').Page | import('playwright-core').Frame} page
 */
export async function weightTable(page) {
  await page.locator('#matrix-view:not([aria-busy])').waitFor({ state: 'attached' });
  return page.getByRole('table', { name: 'Attention weights' });
}

/** The "Attention weights" table as numbers, as shown once up to date: one array per query row. */
export async function weightMatrix(page) {
  const table = await weightTable(page);
  const rowTexts = await table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('button')].map((cell) => cell.textContent)),
    );
  return rowTexts.map((cells) => cells.map(Number));
}

/** Checks that each row of shown weights sums to 1, as far as their rounding to two decimals allows. */
export function expectRowsSumToOne(rowsOfWeights, label) {
  rowsOfWeights.forEach((weights, row) => {
    const sum = weights.reduce((total, weight) => total + weight, 0);
    // n weights may each be off by 0.005.
    expect(Math.abs(sum - 1), `${label}, row ${row}: ${weights}`).toBeLessThanOrEqual(
      weights.length * 0.005,
    );
  });
}

/**
 * Practice mode: predicts, with the pointer, that the query shown attends
 * most to `word`, and waits for the verdict. The lab then shows the Score
 * step, whose box asks about the query and its top key.
 * @param {import('playwright-core').Page | import('playwright-core').Frame} page
 */
export async function predictWord(page, word) {
  await page
    .getByRole('radiogroup', { name: /Which word will/ })
    .getByRole('radio', { name: word, exact: true })
    .check();
  await page.getByRole('button', { name: 'Predict' }).click();
  await page.locator('.practice-verdict').waitFor();
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

/**
 * Scrolls the pictures into view and waits until both are drawn: their
 * modules load when they first come into view (web/src/main.js).
 * @param {import('playwright-core').Page} page
 */
export async function showPictures(page) {
  // A fold above them that opens as they come into view (its module arriving)
  // can push them out of it again before they were seen: scroll again.
  for (let tries = 1; ; tries++) {
    await page.locator('#plane-view').scrollIntoViewIfNeeded();
    try {
      await page.locator('#plane-view .plane-svg').waitFor({ timeout: 5_000 });
      break;
    } catch (error) {
      if (tries === 6) throw error;
    }
  }
  await page.locator('#lines-view').scrollIntoViewIfNeeded();
  await page.locator('#lines-view svg').first().waitFor();
}

/**
 * Scrolls the Scale & softmax step's "Why divide by √dₖ?" panel into view
 * and waits until it is drawn: its module loads when it first comes into
 * view (web/src/main.js). Scrolled again until then, as entering the step
 * may scroll its bars into view a frame later and the panel out of it.
 * @param {import('playwright-core').Page | import('playwright-core').Frame} page
 */
export async function showScalingPanel(page) {
  await expect
    .poll(async () => {
      await page
        .locator('#scaling-view')
        .evaluate((panel) => panel.scrollIntoView({ block: 'center' }));
      return page.locator('#scaling-view .scaling').count();
    })
    .toBe(1);
}
