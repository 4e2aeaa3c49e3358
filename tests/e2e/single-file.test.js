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
