// Some course platforms serve pages with `style-src 'self'` (no
// 'unsafe-inline'). The lab is driven through every control under that
// policy and under the README's own one: the strict policy must report no
// violation, and the page must look the same, pixel for pixel, as under the
// policy that allows inline styles.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { connectBrowser, settledScroll, showSentenceBox, TEST_TIMING } from './lab-page.js';
import { serveDist } from './support/server.js';

const policy = (styles) =>
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; " +
  `style-src ${styles}; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'`;
const POLICIES = { usual: policy("'self' 'unsafe-inline'"), strict: policy("'self'") };
const START = '?token=time&step=project';

let browser;
let decoder;
const servers = {};
const pages = {};

beforeAll(async () => {
  browser = await connectBrowser();
  decoder = await browser.newPage();
  for (const [name, csp] of Object.entries(POLICIES)) {
    servers[name] = await serveDist({ headers: { 'content-security-policy': csp } });
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    await context.addInitScript((timing) => {
      window.__attentionLabTiming = timing;
      window.violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        window.violations.push(`${event.violatedDirective}: ${event.sample || event.blockedURI}`),
      );
    }, TEST_TIMING);
    const page = await context.newPage();
    await page.goto(`${servers[name].url}${START}`);
    await page.waitForSelector('body.is-ready');
    pages[name] = page;
  }
});

afterAll(async () => {
  for (const page of [decoder, ...Object.values(pages)]) await page?.context().close();
  await browser?.close();
  for (const server of Object.values(servers)) await server.close();
});

/** Every control of the page, once or more, ending on the same state for both pages. */
async function useEveryControl(page) {
  const radios = page.getByRole('radiogroup', { name: 'Query token' }).getByRole('radio');
  for (let index = 0; index < 5; index++) await radios.nth(index).check();
  for (const name of ['Scale by the square root of d k', 'Separate Q, K, V projections']) {
    await page.getByRole('switch', { name }).click();
    await page.getByRole('switch', { name }).click();
  }
  for (const name of ['Next step', 'Next step', 'Next step', 'Previous step', 'Reset']) {
    await page.getByRole('button', { name, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Play' }).click();
  await page.waitForFunction(() =>
    document.querySelector('.step-list li:last-child')?.hasAttribute('aria-current'),
  );
  for (const item of await page.getByRole('list', { name: 'Steps' }).locator('li').all()) {
    await item.click();
  }
  const matrix = page.getByRole('table', { name: 'Attention weights' });
  await matrix.getByRole('button').nth(7).click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');

  await showSentenceBox(page);
  const sentence = page.getByRole('textbox', { name: 'Sentence' });
  await sentence.fill('the animal did not cross the street');
  await sentence.press('Enter');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Reset to the chapter’s example' }).click();

  await page.locator('#editor > summary').click();
  const box = page.getByRole('textbox', { name: 'W Q row 2 column 2' });
  await box.fill('4');
  await box.press('Enter');
  await box.press('ArrowUp');
  await box.fill('abc');
  await box.press('Enter');
  for (const name of ['Make flies attend to time', 'q = k = v', 'Chapter example']) {
    await page.getByRole('button', { name }).click();
  }

  // The 768-d walk, then its link to the Scale & softmax step's d_k panel.
  await page.locator('#shapes > summary').click();
  await page.locator('#shapes-view a[href="#scaling-view"]').click();
  const slider = page.locator('#scaling-view .scaling-slider');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('End');

  await page.getByText('Embed this lab in a course page').click();
  await page.getByRole('checkbox', { name: 'Weight matrix' }).uncheck();
  await page.getByRole('checkbox', { name: 'Follow the shapes' }).uncheck();
  await page.getByRole('button', { name: 'Copy embed code' }).click();
  // Closed again: its snippet names the server, which differs between the two pages.
  await page.getByText('Embed this lab in a course page').click();

  await radios.nth(1).check();
}

/** Every element's box on the page, as text lines to compare. */
function layoutOf(page) {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')].map((node) => {
      const { x, y, width, height } = node.getBoundingClientRect();
      return `${node.localName}.${node.className?.baseVal ?? node.className} ${[x, y, width, height].map((v) => v.toFixed(2)).join(' ')}`;
    }),
  );
}

// Pixels that may differ between two screenshots of the same layout (of about 4 million).
const MAX_NOISE_PIXELS = 200;

/** Number of pixels that differ between two PNG screenshots (decoded in a blank page). */
function differingPixels(page, first, second) {
  return page.evaluate(
    async ([a, b]) => {
      const decode = async (base64) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [left, right] = await Promise.all([decode(a), decode(b)]);
      if (left.width !== right.width || left.height !== right.height) {
        return `sizes differ: ${left.width}×${left.height} and ${right.width}×${right.height}`;
      }
      let count = 0;
      for (let index = 0; index < left.data.length; index += 4) {
        if (
          left.data[index] !== right.data[index] ||
          left.data[index + 1] !== right.data[index + 1] ||
          left.data[index + 2] !== right.data[index + 2]
        ) {
          count += 1;
        }
      }
      return count;
    },
    [first.toString('base64'), second.toString('base64')],
  );
}

test("under style-src 'self' no control causes a violation, and every step looks as under the usual policy", async () => {
  // The two pages are driven side by side: each has its own renderer.
  await Promise.all(Object.values(pages).map(useEveryControl));
  expect(await pages.strict.evaluate(() => window.violations)).toEqual([]);
  expect(await pages.usual.evaluate(() => window.violations)).toEqual([]);

  for (const step of ['Project', 'Score', 'Scale & softmax', 'Weighted sum']) {
    const shots = {};
    const layouts = {};
    await Promise.all(
      Object.entries(pages).map(async ([name, page]) => {
        await page.getByRole('list', { name: 'Steps' }).getByText(step).click();
        // The softmax's stages run on timers of their own: both pages at the last.
        if (step === 'Scale & softmax') {
          await page.waitForSelector('.step-page.is-current[data-softmax-stage="weights"]');
        }
        await page.mouse.move(0, 0);
        await settledScroll(page);
        layouts[name] = await layoutOf(page);
        shots[name] = await page.screenshot({
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
        });
      }),
    );
    expect(layouts.strict, step).toEqual(layouts.usual);
    // Byte for byte the same PNG: nothing to decode.
    if (shots.usual.equals(shots.strict)) continue;
    // Rounded corners are anti-aliased slightly differently from run to run
    // (a few dozen pixels); a broken layout changes hundreds of thousands.
    expect(await differingPixels(decoder, shots.usual, shots.strict), step).toBeLessThan(
      MAX_NOISE_PIXELS,
    );
  }
  expect(await pages.strict.evaluate(() => window.violations)).toEqual([]);
});
