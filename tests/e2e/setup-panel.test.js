// The set-up panel (views/share/): its form drives the preview, the link and
// the snippet; "Download as one file" gives the single-file build with the
// chosen state as its start, which opens from file:// with no request; and
// dist/index.html opened from disk points to that file.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { connectBrowser, openLab } from './lab-page.js';
import { distDir, serveDist } from './support/server.js';

const LAB_PATH = '/course/lab/';

let server;
let browser;

beforeAll(async () => {
  server = await serveDist({ basePath: LAB_PATH });
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens the panel of a lab at `search` and leaves only `parts` checked. */
async function panelWithParts(page, parts) {
  await page.locator('.share > summary').click();
  const form = page.getByRole('form', { name: 'What the reader gets' });
  const boxes = form.getByRole('group', { name: 'Parts to show' }).getByRole('checkbox');
  // The panel's module loads on the first opening.
  await boxes.first().waitFor();
  for (const box of await boxes.all()) {
    await box.setChecked(parts.includes(await box.inputValue()));
  }
  return form;
}

const srcOf = (snippet) => new URL(/src="([^"]+)"/.exec(snippet)[1].replaceAll('&amp;', '&'));

test('the form drives the link, the snippet and the live preview', async () => {
  const { page, close } = await openLab(browser, `${server.url}?token=like&step=score`);
  const form = await panelWithParts(page, ['matrix']);
  await form.getByRole('radio', { name: 'Always dark' }).check();
  await form.getByRole('combobox', { name: 'Language' }).selectOption('de');

  const link = new URL(await page.getByRole('textbox', { name: 'Link' }).inputValue());
  expect(Object.fromEntries(link.searchParams)).toMatchObject({
    token: 'like',
    show: 'matrix',
    theme: 'dark',
    lang: 'de',
  });
  expect(link.searchParams.has('embed')).toBe(false);
  const snippet = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
  expect(srcOf(snippet).searchParams.get('embed')).toBe('1');
  expect(srcOf(snippet).searchParams.get('show')).toBe('matrix');
  expect(snippet).toContain('sandbox="allow-scripts allow-same-origin allow-downloads"');
  // The starting height is the matrix's, not the whole lab's.
  expect(Number(/\sheight="(\d+)"/.exec(snippet)[1])).toBeLessThanOrEqual(700);

  // The preview is that frame: the matrix alone, in German, at the width chosen.
  await page.getByRole('button', { name: 'Show the preview' }).click();
  const preview = page.locator('iframe.setup-preview-frame');
  await expect.poll(() => preview.getAttribute('src')).toBe(srcOf(snippet).href);
  const frame = page.frameLocator('iframe.setup-preview-frame');
  await frame.locator('table.weight-matrix').waitFor();
  expect(await frame.getByRole('radiogroup').count()).toBe(0);
  expect(await frame.locator('html').getAttribute('lang')).toBe('de');
  await page.getByRole('radio', { name: /Phone, 390/ }).check();
  expect(await preview.getAttribute('width')).toBe('390');

  await close();
});

test('Download as one file: the single file at the chosen state, from file:// with no request', async () => {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${server.url}?token=like&causal=1`);
  await page.waitForSelector('body.is-ready');
  await panelWithParts(page, ['matrix', 'causal']);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as one file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('attention-lab.html');
  const saved = join(await mkdtemp(join(tmpdir(), 'attention-lab-')), 'attention-lab.html');
  await download.saveAs(saved);

  const offline = await browser.newContext();
  const opened = await offline.newPage();
  const requests = [];
  opened.on('request', (request) => requests.push(request.url()));
  await opened.goto(pathToFileURL(saved).href);
  await opened.waitForSelector('body.is-ready');
  const matrix = opened.getByRole('table', { name: 'Attention weights' });
  expect(await matrix.locator('tr.is-query th').textContent()).toBe('like');
  expect(await opened.getByRole('switch', { name: 'Causal mask' }).isChecked()).toBe(true);
  expect(await opened.getByRole('radiogroup', { name: 'Query token' }).count()).toBe(0);
  expect(await opened.locator('.steps').isVisible()).toBe(false);
  // The file itself, and data: URLs inside it; nothing else.
  expect(requests.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:'))).toEqual([
    pathToFileURL(saved).href,
  ]);
  await offline.close();
  await context.close();
});

test('dist/index.html opened from disk points to attention-lab.html, and says nothing of frames', async () => {
  const page = await browser.newPage();
  await page.goto(pathToFileURL(join(distDir, 'index.html')).href);
  const pointer = page.getByRole('region', { name: 'Open attention-lab.html instead' });
  await expect.poll(() => pointer.isVisible()).toBe(true);
  const link = pointer.getByRole('link', { name: 'Open attention-lab.html' });
  expect(await link.getAttribute('href')).toBe('attention-lab.html');
  // Still up after the frame message's three seconds, and alone.
  await page.waitForTimeout(3500);
  expect(await page.getByText(/frame/i).filter({ visible: true }).count()).toBe(0);
  expect(await page.locator('#lab').isVisible()).toBe(false);
  // The file it names is there.
  const target = await page.goto(new URL('attention-lab.html', page.url()).href);
  expect(target.ok()).toBe(true);
  await page.close();
});
