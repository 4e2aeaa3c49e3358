// Screenshots to look at (not a test): every step on a desktop and a phone in
// both colour schemes, and the sentence and editor panels with a learner's
// sentence, written to test-artifacts/. Needs a built dist/.
//
//   node scripts/screenshots.js
//   node scripts/screenshots.js --languages [--out=<folder>]
//
// --languages: in German, Spanish, Simplified Chinese and Arabic, at 1280 and
// 390 px, the first screen and each of the four steps (the steps and the
// weight matrix beside or below them), with the Scale & softmax panel.
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
  await page.getByRole('textbox', { name: 'W_Q row 2 column 2' }).press('ArrowUp');
  await page.screenshot({ path: shot(`sentence-page-${suffix}`), fullPage: true });
  await page.locator('#sentence-fold').screenshot({ path: shot(`sentence-panel-${suffix}`) });
  await page.locator('#editor').screenshot({ path: shot(`editor-panel-${suffix}`) });
  await page.locator('.matrix-section').screenshot({ path: shot(`sentence-matrix-${suffix}`) });
  await page.getByRole('button', { name: 'Make flies attend to time' }).click();
  await page.locator('#editor').screenshot({ path: shot(`editor-flies-to-time-${suffix}`) });
}

const LANGUAGES = ['de', 'es', 'zh-Hans', 'ar'];

async function everyStepInEachLanguage(browser, server, folder) {
  const file = (name) => new URL(`${name}.png`, folder).pathname;
  for (const lang of LANGUAGES) {
    for (const width of [1280, 390]) {
      const viewport = { width, height: width > 600 ? 800 : 844 };
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(`${server.url}?lang=${lang}&token=flies`);
      await page.waitForSelector('body.is-ready');
      await page.screenshot({ path: file(`${lang}-${width}-0-first-screen`) });
      for (const [index, step] of STEPS.entries()) {
        await page.locator('.step-link').nth(index).click();
        // Its panel loads when it comes into view (scrolled to again, as
        // entering the step may scroll its bars into view a frame later).
        while (step === 'softmax' && (await page.locator('#scaling-view .scaling').count()) === 0) {
          await page
            .locator('#scaling-view')
            .evaluate((panel) => panel.scrollIntoView({ block: 'center' }));
          await page.waitForTimeout(100);
        }
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
        await page
          .locator('.lab-grid')
          .screenshot({ path: file(`${lang}-${width}-${index + 1}-${step}`) });
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
