// `npm run build:single`: one HTML file with everything inlined, opened
// straight from disk as a course attachment would be.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { connectBrowser, weightMatrix } from './lab-page.js';

const singleFile = fileURLToPath(new URL('../../dist-single/index.html', import.meta.url));

let browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('opens from file:// with the WebAssembly inlined and no other request', async () => {
  const page = await browser.newPage();
  const requests = [];
  const errors = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${pathToFileURL(singleFile).href}?token=flies&step=softmax`);
  await page.waitForSelector('body.is-ready');
  const matrix = await weightMatrix(page);
  expect(matrix[1].map((weight) => weight.toFixed(2))).toEqual([
    '0.01',
    '0.18',
    '0.01',
    '0.01',
    '0.80',
  ]);
  expect(requests.filter((url) => !url.startsWith('data:') && !url.startsWith('file:'))).toEqual(
    [],
  );
  expect(requests.filter((url) => url.startsWith('file:'))).toHaveLength(1);
  expect(errors).toEqual([]);
  await page.close();
});

test('with JavaScript off, the file still shows the matrix picture, inlined as a data: URL', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(pathToFileURL(singleFile).href);
  const picture = page.getByRole('region', { name: 'This lab needs JavaScript' }).getByRole('img');
  expect(await picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  await expect.poll(() => picture.evaluate((img) => img.naturalWidth)).toBeGreaterThan(300);
  expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg/);
  // A file has no address for link previews to point at.
  expect(await page.locator('meta[property^="og:"], meta[name^="twitter:"]').count()).toBe(0);
  await context.close();
});
