// What a learner's browser fetches, measured in Chromium against the built
// dist/, gzipped (level 9) per file, in three phases: the first screen (the
// page loaded, no input yet), then the four steps played, then every panel
// opened (the d_k panel, the sentence, the editor, Heads, Try it yourself,
// the pictures, the shapes, the embed panel and a figure downloaded). The first screen has a budget of
// 120 KiB, the whole lab one of 160 KiB; it fails above either.
// Run with `npm run bench:size` after `npm run build`.
import { mkdir, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/e2e/support/browser.js';
import { serveDist } from '../tests/e2e/support/server.js';

/** The first screen's budget. */
export const BUDGET_BYTES = 120 * 1024;
/** Everything, with every panel opened. */
export const WHOLE_LAB_BUDGET_BYTES = 160 * 1024;

export const PHASES = ['first screen', 'the four steps', 'every panel'];

// By class and id, not by name: the page may be in any of its languages (lang=).
async function openEveryPanel(page) {
  // "Why divide by √dₖ?", under the Scale & softmax step, loads when seen.
  await page.locator('.step-list li:nth-child(3) .step-link').click();
  await page.locator('#scaling-view').scrollIntoViewIfNeeded();
  await page.locator('#scaling-view .scaling-slider').waitFor();
  for (const id of ['sentence-fold', 'editor', 'shapes']) {
    await page.locator(`#${id} > summary`).click();
  }
  await page.locator('.share > summary').click();
  await page.locator('input[name="heads"][value="2"]').check();
  for (const id of ['plane-view', 'lines-view']) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    await page.locator(`#${id} svg`).first().waitFor();
  }
  const figure = page.locator('.figure-download[data-figure="matrix"]');
  await figure.locator('> summary').click();
  // The figure code's chunk, whether or not the file is then made.
  const figureCode = page.waitForResponse((response) =>
    /\/download-[\w-]+\.js$/.test(response.url()),
  );
  await figure.locator('.figure-button[data-format="svg"]').click();
  await figureCode;
  // Last: it withholds the weights, and the pictures with them.
  await page.locator('#practice-switch').check();
  await page.locator('#practice-view .practice-header').first().waitFor();
}

/**
 * Loads the lab, plays the four steps and opens every panel, and lists
 * every response it fetched, each `{ url, bytes, gzipBytes, phase }`.
 */
export async function measureTransfer(browser, url) {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  const responses = [];
  let phase = PHASES[0];
  page.on('response', (response) => responses.push({ response, phase }));
  await page.goto(url);
  await page.locator('table.weight-matrix').waitFor();
  await page.waitForLoadState('networkidle');
  phase = PHASES[1];
  const next = page.locator('#next-step');
  for (let step = 0; step < 3; step++) await next.click();
  await page.waitForLoadState('networkidle');
  phase = PHASES[2];
  await openEveryPanel(page);
  await page.waitForLoadState('networkidle');
  // One entry per address, in the phase it was first fetched: the test
  // server sends no caching headers, so Chromium asks again for the favicon
  // each time the lab rewrites its URL.
  const unique = new Map();
  for (const entry of responses) {
    if (!unique.has(entry.response.url())) unique.set(entry.response.url(), entry);
  }
  const files = [];
  for (const { response, phase: fetchedIn } of unique.values()) {
    const body = await response.body();
    files.push({
      url: response.url(),
      bytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
      phase: fetchedIn,
    });
  }
  await context.close();
  return files;
}

/** The gzipped bytes of the files fetched up to and including `phase`. */
export function totalUpTo(files, phase) {
  const last = PHASES.indexOf(phase);
  return files
    .filter((file) => PHASES.indexOf(file.phase) <= last)
    .reduce((sum, file) => sum + file.gzipBytes, 0);
}

async function main() {
  const server = await serveDist();
  const browser = await launchBrowser();
  try {
    // `--lang=de`: the same with a language's words loaded instead of English's.
    const lang = process.argv.find((arg) => arg.startsWith('--lang='))?.slice('--lang='.length);
    const files = await measureTransfer(browser, lang ? `${server.url}?lang=${lang}` : server.url);
    for (const phase of PHASES) {
      console.log(`${phase}:`);
      for (const file of files.filter((file) => file.phase === phase)) {
        const name = file.url.replace(server.origin, '');
        console.log(
          `  ${name.padEnd(48)} ${String(file.bytes).padStart(8)} B  ${String(file.gzipBytes).padStart(7)} B gzipped`,
        );
      }
    }
    const kib = (bytes) => (bytes / 1024).toFixed(1);
    const firstScreen = totalUpTo(files, PHASES[0]);
    const steps = totalUpTo(files, PHASES[1]);
    const whole = totalUpTo(files, PHASES[2]);
    console.log(
      `first screen: ${kib(firstScreen)} KiB gzipped in ${files.filter((f) => f.phase === PHASES[0]).length} responses, ` +
        `of a ${BUDGET_BYTES / 1024} KiB budget (${((100 * firstScreen) / BUDGET_BYTES).toFixed(0)} %)`,
    );
    console.log(`with the four steps played: ${kib(steps)} KiB`);
    console.log(
      `with every panel opened: ${kib(whole)} KiB of a ${WHOLE_LAB_BUDGET_BYTES / 1024} KiB budget`,
    );
    await mkdir('bench-results', { recursive: true });
    await writeFile(
      'bench-results/size.json',
      JSON.stringify(
        {
          budgetBytes: BUDGET_BYTES,
          wholeLabBudgetBytes: WHOLE_LAB_BUDGET_BYTES,
          firstScreenGzipBytes: firstScreen,
          stepsGzipBytes: steps,
          wholeLabGzipBytes: whole,
          files,
        },
        null,
        2,
      ),
    );
    if (firstScreen > BUDGET_BYTES || whole > WHOLE_LAB_BUDGET_BYTES) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
