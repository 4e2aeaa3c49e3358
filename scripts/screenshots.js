// Screenshots to look at (not a test): every step on a desktop and a phone in
// both colour schemes, and the sentence and editor panels with a learner's
// sentence, written to test-artifacts/. Needs a built dist/.
//
//   node scripts/screenshots.js
//   node scripts/screenshots.js --languages [--out=<folder>]
//
// --languages: in English, German, Spanish, Simplified Chinese and Arabic, at
// 1280 × 800 and 390 × 844, the whole page at each of the four steps, with
// its pictures and the Scale & softmax panel drawn.
import { mkdir } from 'node:fs/promises';
import { launchBrowser } from '../tests/e2e/support/browser.js';
import { serveDist } from '../tests/e2e/support/server.js';

const STEPS = ['project', 'score', 'softmax', 'sum'];
const ANIMAL = "the animal didn't cross the street because it was tired";
const VIEWPORTS = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 812 }],
];
const artifactsDir = new URL('../test-artifacts/', import.meta.url);
const shot = (name) => new URL(`${name}.png`, artifactsDir).pathname;

async function everyStep(page, device, colorScheme) {
  for (const [index, step] of STEPS.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Next step' }).click();
    // What a learner sees before scrolling.
    else await page.screenshot({ path: shot(`lab-${device}-${colorScheme}-first-screen`) });
    await page.screenshot({
      path: shot(`lab-${device}-${colorScheme}-${index + 1}-${step}`),
      fullPage: true,
    });
  }
}

async function sentenceAndEditor(page, suffix) {
  await page.locator('#editor > summary').click();
  await page.getByRole('textbox', { name: 'W Q row 2 column 2' }).press('ArrowUp');
  await page.screenshot({ path: shot(`sentence-page-${suffix}`), fullPage: true });
  await page.locator('#sentence-fold').screenshot({ path: shot(`sentence-panel-${suffix}`) });
  await page.locator('#editor').screenshot({ path: shot(`editor-panel-${suffix}`) });
  await page.locator('.matrix-section').screenshot({ path: shot(`sentence-matrix-${suffix}`) });
  await page.getByRole('button', { name: 'Make flies attend to time' }).click();
  await page.locator('#editor').screenshot({ path: shot(`editor-flies-to-time-${suffix}`) });
}

const LANGUAGES = ['en', 'de', 'es', 'zh-Hans', 'ar'];

/**
 * Scrolls down the page a screen at a time, so that every part that loads or
 * draws when it comes into view (the pictures, the softmax step's "Why divide
 * by √dₖ?") does, until each of `drawn` is there, then back to the top.
 */
async function settle(page, drawn) {
  for (let tries = 1; ; tries++) {
    await page.evaluate(async () => {
      const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50)));
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await frame();
      }
    });
    const missing = [];
    for (const selector of drawn) {
      if ((await page.locator(selector).count()) === 0) missing.push(selector);
    }
    if (missing.length === 0) break;
    if (tries === 5) throw new Error(`not drawn: ${missing.join(', ')}`);
  }
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  // A whole-page shot paints only what is near the window: parts that skip
  // their painting off screen (content-visibility: auto) are painted as seen.
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
      }
    }
    await document.fonts.ready;
    window.scrollTo(0, 0);
  });
}

// The whole page at each step, as opened by ?step=, once everything in it is drawn.
async function everyStepInEachLanguage(browser, server, folder) {
  const file = (name) => new URL(`${name}.png`, folder).pathname;
  for (const lang of LANGUAGES) {
    for (const width of [1280, 390]) {
      const viewport = { width, height: width > 600 ? 800 : 844 };
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
      const page = await context.newPage();
      for (const [index, step] of STEPS.entries()) {
        await page.goto(`${server.url}?lang=${lang}&token=flies&step=${step}`);
        await page.waitForSelector('body.is-ready');
        const drawn = ['#plane-view .plane-svg', '#lines-view svg'];
        if (step === 'softmax') drawn.push('#scaling-view .scaling');
        await settle(page, drawn);
        await page.screenshot({
          path: file(`${lang}-${width}-${index + 1}-${step}`),
          fullPage: true,
        });
      }
      await context.close();
    }
  }
}

async function everyStepInEnglish(browser, server) {
  for (const [device, viewport] of VIEWPORTS) {
    for (const colorScheme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport, colorScheme, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const open = async (query) => {
        await page.goto(`${server.url}${query}`);
        await page.waitForSelector('body.is-ready');
      };
      await open('?token=flies&key=arrow');
      await everyStep(page, device, colorScheme);
      await open(`?sentence=${encodeURIComponent(ANIMAL)}&token=animal&step=softmax`);
      await sentenceAndEditor(page, `${device}-${colorScheme}`);
      await context.close();
    }
  }
}

const out = process.argv.find((arg) => arg.startsWith('--out='))?.slice('--out='.length);
const folder = out ? new URL(`file://${out.replace(/\/?$/, '/')}`) : artifactsDir;
await mkdir(folder, { recursive: true });
const server = await serveDist();
const browser = await launchBrowser();
try {
  if (process.argv.includes('--languages')) await everyStepInEachLanguage(browser, server, folder);
  else await everyStepInEnglish(browser, server);
  console.log(`screenshots in ${folder.pathname}`);
} finally {
  await browser.close();
  await server.close();
}
