// A course author's set-up: an outer page embeds dist/ from a sub-path in a
// sandboxed iframe, both under a strict Content-Security-Policy; embed=1
// hides the page's chrome, the frame reports its height, everything it
// fetches stays small, and back= names the course page with web addresses
// only. (The Embed panel's snippets: share.test.js; the height message's
// addressee: embedding-height.test.js.)
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectBrowser, openLab, settledUrl } from './lab-page.js';
import { serveDist } from './support/server.js';
import {
  BUDGET_BYTES,
  PHASES,
  WHOLE_LAB_BUDGET_BYTES,
  measureTransfer,
  totalUpTo,
} from '../../bench/size.js';

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

test('embed=1 hides the page chrome and keeps the figure', async () => {
  const opened = await openLab(browser, `${server.url}?embed=1&token=flies`);
  const { page } = opened;
  expect(await page.locator('h1').isVisible()).toBe(false);
  expect(await page.locator('footer').isVisible()).toBe(false);
  expect(await page.locator('main#lab').isVisible()).toBe(true);
  expect(await page.getByRole('table', { name: 'Attention weights' }).isVisible()).toBe(true);
  expect(new URL(await settledUrl(page)).searchParams.get('embed')).toBe('1');
  await opened.close();
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

// English, and each other language, whose words load instead of English's.
test.each(['', 'de', 'es', 'zh-Hans', 'ar'])(
  `the first screen fetches under ${BUDGET_BYTES / 1024} KiB gzipped, the whole lab under ${WHOLE_LAB_BUDGET_BYTES / 1024} KiB (lang=%s)`,
  async (lang) => {
    const plain = await serveDist();
    try {
      const files = await measureTransfer(browser, lang ? `${plain.url}?lang=${lang}` : plain.url);
      const firstScreen = files.filter((file) => file.phase === PHASES[0]);
      expect(firstScreen.some((file) => file.url.endsWith('.wasm'))).toBe(true);
      expect(totalUpTo(files, PHASES[0])).toBeLessThan(BUDGET_BYTES);
      // Every panel opened: their modules came then, and all of it within the budget.
      expect(files.filter((file) => file.phase === PHASES[2]).length).toBeGreaterThan(5);
      expect(totalUpTo(files, PHASES[2])).toBeLessThan(WHOLE_LAB_BUDGET_BYTES);
    } finally {
      await plain.close();
    }
  },
);

describe('back= names the course page', () => {
  const backLink = (page) => page.locator('#back-link');

  test('an https address becomes the header link; javascript: and embeds show none', async () => {
    const opened = await openLab(
      browser,
      `${server.url}?back=${encodeURIComponent('https://example.edu/ch3')}`,
    );
    const { page } = opened;
    const link = page.getByRole('link', { name: 'Back to the course' });
    expect(await link.isVisible()).toBe(true);
    expect(await link.getAttribute('href')).toBe('https://example.edu/ch3');
    // The address bar keeps it, so the link the reader copies still has it.
    await expect
      .poll(async () => new URL(page.url()).searchParams.get('back'))
      .toBe('https://example.edu/ch3');

    await opened.close();

    for (const query of [
      'back=javascript:alert(1)',
      'back=javascript%3Aalert(document.domain)',
      'back=data:text/html,hi',
      `back=${encodeURIComponent('https://example.edu/ch3')}&embed=1`,
    ]) {
      const other = await openLab(browser, `${server.url}?${query}`);
      expect(await backLink(other.page).isVisible(), query).toBe(false);
      const href = await backLink(other.page).getAttribute('href');
      expect(href === null || href.startsWith('https://'), query).toBe(true);
      await other.close();
    }
  });
});
