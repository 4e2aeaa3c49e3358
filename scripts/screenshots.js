// Screenshots to look at (not a test): every step on a desktop and a phone in
// both colour schemes, and the sentence and editor panels with a learner's
// sentence, written to test-artifacts/. Needs a built dist/.
//
//   node scripts/screenshots.js
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

await mkdir(artifactsDir, { recursive: true });
const server = await serveDist();
const browser = await launchBrowser();
try {
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
  console.log(`screenshots in ${artifactsDir.pathname}`);
} finally {
  await browser.close();
  await server.close();
}
