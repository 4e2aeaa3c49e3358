// A course author's set-up: an outer page embeds dist/ from a sub-path in a
// sandboxed iframe, both under a strict Content-Security-Policy.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { connectBrowser } from './lab-page.js';
import { serveDist } from './support/server.js';
import { BUDGET_BYTES, measureTransfer } from '../../bench/size.js';

const CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'";
const LAB_PATH = '/course/ch3/attention/';
const DEEP_LINK = `${LAB_PATH}?token=flies&step=softmax&scale=0&embed=1`;

// The host page records the lab's height messages; its script is a file of
// its own because the CSP forbids inline scripts on the host too.
const HOST_SCRIPT = `
window.heights = [];
addEventListener('message', (event) => {
  const frame = document.querySelector('iframe');
  if (event.source === frame.contentWindow && event.data?.type === 'attention-lab:height') {
    window.heights.push(event.data.height);
    frame.style.height = event.data.height + 'px';
  }
});`;
const HOST_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Chapter 3</title>
<script src="/course/ch3/host.js"></script></head><body><h1>Chapter 3.2</h1>
<iframe src="${DEEP_LINK}" title="Attention Lab" width="100%" height="300" style="border:0"
 sandbox="allow-scripts allow-same-origin"></iframe></body></html>`;

let server;
let browser;
let context;
let page;
const violations = [];
const consoleErrors = [];
const foreignRequests = [];

beforeAll(async () => {
  server = await serveDist({
    basePath: LAB_PATH,
    headers: { 'content-security-policy': CSP },
    pages: { '/course/ch3/index.html': HOST_PAGE, '/course/ch3/host.js': HOST_SCRIPT },
  });
  browser = await connectBrowser();
  context = await browser.newContext();
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
    if (/Content Security Policy|CSP violation/i.test(message.text()))
      violations.push(message.text());
  });
  context.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(server.origin) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      foreignRequests.push(url);
    }
  });
  await page.goto(`${server.origin}/course/ch3/index.html`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

function lab() {
  return page.frameLocator('iframe');
}

test('the lab renders inside the sandboxed iframe at the deep-linked state', async () => {
  const frame = lab();
  const matrix = frame.getByRole('table', { name: 'Attention weights' });
  await expect.poll(() => matrix.count()).toBe(1);
  await expect.poll(() => frame.getByRole('radio', { name: 'flies' }).isChecked()).toBe(true);
  await expect
    .poll(() => frame.getByRole('switch', { name: 'Scale by the square root of d k' }).isChecked())
    .toBe(false);
  const current = frame.getByRole('list', { name: 'Steps' }).locator('[aria-current="step"]');
  await expect.poll(() => current.textContent()).toMatch(/softmax/i);
});

test('the weight matrix shows the core’s numbers (flies → 0.95 on arrow without scaling)', async () => {
  const fliesRow = lab()
    .getByRole('table', { name: 'Attention weights' })
    .getByRole('row', { name: /^flies/ });
  await expect
    .poll(() => fliesRow.getByRole('cell').allTextContents())
    .toEqual(expect.arrayContaining([expect.stringContaining('0.95')]));
});

test('embed mode hides the page chrome', async () => {
  await expect.poll(() => lab().getByRole('heading', { level: 1 }).isVisible()).toBe(false);
  await expect.poll(() => lab().locator('footer').isVisible()).toBe(false);
});

test('the host receives the content height and can size the frame to it', async () => {
  await expect.poll(() => page.evaluate(() => window.heights.length)).toBeGreaterThan(0);
  const posted = await page.evaluate(() => window.heights.at(-1));
  expect(posted).toBeGreaterThan(300);
  const frame = page.frames().find((f) => f.url().includes(LAB_PATH));
  const contentHeight = await frame.evaluate(() => document.documentElement.scrollHeight);
  expect(Math.abs(contentHeight - posted)).toBeLessThanOrEqual(1);
});

test('no CSP violations, no console errors, no request leaves the origin', async () => {
  // Exercise the lab a little first.
  await lab().getByRole('button', { name: 'Next step' }).click();
  await lab().getByRole('radio', { name: 'like' }).click();
  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
  expect(foreignRequests).toEqual([]);
});

test(`everything fetched to load the lab and play the steps is under ${BUDGET_BYTES / 1024} KiB gzipped`, async () => {
  const plain = await serveDist();
  try {
    const files = await measureTransfer(browser, plain.url);
    const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
    expect(files.some((file) => file.url.endsWith('.wasm'))).toBe(true);
    expect(total).toBeLessThan(BUDGET_BYTES);
  } finally {
    await plain.close();
  }
});

// The iframe in the "Embed code" box, parsed the way a course page would.
async function snippetFrame(page) {
  const snippet = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
  return page.evaluate((html) => {
    const iframe = new DOMParser().parseFromString(html, 'text/html').querySelector('iframe');
    return {
      src: iframe.getAttribute('src'),
      sandbox: iframe.getAttribute('sandbox'),
      title: iframe.title,
    };
  }, snippet);
}

test('"Copy embed code" gives an iframe snippet for the current state', async () => {
  const plain = await serveDist({ basePath: LAB_PATH });
  const authorPage = await browser.newPage();
  try {
    await authorPage.goto(`${plain.url}?token=like&step=score&scale=0`);
    await authorPage.waitForSelector('body.is-ready');
    await authorPage.getByText('Embed this lab in a course page').click();
    await authorPage.getByRole('button', { name: 'Copy embed code' }).click();
    const frame = await snippetFrame(authorPage);
    const src = new URL(frame.src);
    expect(src.pathname).toBe(LAB_PATH);
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      token: 'like',
      step: 'score',
      scale: '0',
      embed: '1',
    });
    expect(frame.sandbox).toBe('allow-scripts allow-same-origin');
    expect(frame.title).toMatch(/Attention Lab/);
    await expect
      .poll(() =>
        authorPage
          .getByRole('status')
          .filter({ hasText: /Copied|Select/ })
          .count(),
      )
      .toBe(1);

    // With the panel open, the snippet follows the state without a copy.
    await authorPage.getByRole('radio', { name: 'arrow' }).check();
    await expect
      .poll(async () => new URL((await snippetFrame(authorPage)).src).searchParams.get('token'))
      .toBe('arrow');
  } finally {
    await authorPage.close();
    await plain.close();
  }
});
