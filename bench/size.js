// What a learner's browser fetches to load the lab and play the four steps,
// measured in Chromium against the built dist/, gzipped (level 9) per file.
// Run with `npm run bench:size` after `npm run build`.
import { mkdir, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/e2e/support/browser.js';
import { serveDist } from '../tests/e2e/support/server.js';

export const BUDGET_BYTES = 120 * 1024;

/** Loads the lab, plays the four steps, and lists every response it fetched. */
export async function measureTransfer(browser, url) {
  const page = await browser.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(url);
  // By class and id, not by name: the page may be in any of its languages (lang=).
  await page.locator('table.weight-matrix').waitFor();
  const next = page.locator('#next-step');
  for (let step = 0; step < 3; step++) await next.click();
  await page.waitForLoadState('networkidle');
  // One entry per address: the test server sends no caching headers, so
  // Chromium asks again for the favicon each time the lab rewrites its URL.
  const unique = [...new Map(responses.map((response) => [response.url(), response])).values()];
  const files = [];
  for (const response of unique) {
    const body = await response.body();
    files.push({
      url: response.url(),
      bytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
    });
  }
  await page.close();
  return files;
}

async function main() {
  const server = await serveDist();
  const browser = await launchBrowser();
  try {
    // `--lang=de`: the same with a language's words loaded instead of English's.
    const lang = process.argv.find((arg) => arg.startsWith('--lang='))?.slice('--lang='.length);
    const files = await measureTransfer(browser, lang ? `${server.url}?lang=${lang}` : server.url);
    const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
    for (const file of files) {
      const name = file.url.replace(server.origin, '');
      console.log(
        `${name.padEnd(48)} ${String(file.bytes).padStart(8)} B  ${String(file.gzipBytes).padStart(7)} B gzipped`,
      );
    }
    const share = ((100 * total) / BUDGET_BYTES).toFixed(0);
    console.log(
      `total gzipped: ${(total / 1024).toFixed(1)} KiB of a ${BUDGET_BYTES / 1024} KiB budget (${share} %)`,
    );
    await mkdir('bench-results', { recursive: true });
    await writeFile(
      'bench-results/size.json',
      JSON.stringify({ budgetBytes: BUDGET_BYTES, totalGzipBytes: total, files }, null, 2),
    );
    if (total > BUDGET_BYTES) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
