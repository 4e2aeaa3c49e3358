// Download figure (views/figures, figures/): each picture's control saves
// the state on screen as a standalone SVG and as a PNG at twice its size,
// under the strict Content-Security-Policy, light unless dark is chosen.
// The files are read back as a user would have them: parsed as XML, checked
// for anything that refers outside them, shown in an <img>, and searched
// for the state's words and weights (flies → arrow: 0.80 scaled, 0.95 not,
// the chapter's numbers).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectBrowser, TEST_TIMING } from './lab-page.js';
import { serveDist } from './support/server.js';

const STRICT_POLICY =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " +
  "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'";
const KINDS = ['matrix', 'softmax', 'plane', 'lines'];
const WORDS = ['time', 'flies', 'like', 'an', 'arrow'];

let browser;
let server;
let context;

beforeAll(async () => {
  browser = await connectBrowser();
  server = await serveDist({ headers: { 'content-security-policy': STRICT_POLICY } });
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  await context.addInitScript((timing) => {
    window.__attentionLabTiming = timing;
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.violations.push(`${event.violatedDirective}: ${event.blockedURI}`),
    );
  }, TEST_TIMING);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

async function openAt(query, { colorScheme = 'light' } = {}) {
  const page = await context.newPage();
  await page.emulateMedia({ colorScheme });
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${server.url}${query}`);
  await page.waitForSelector('body.is-ready');
  return { page, problems };
}

/** Presses one figure's SVG or PNG button and returns the saved file. */
const CONTROL_NAMES = {
  en: { dark: 'Dark background', png: 'PNG (2×)' },
  de: { dark: 'Dunkler Hintergrund', png: 'PNG (2×)' },
};

async function download(page, kind, format, { dark = false, language = 'en' } = {}) {
  const names = CONTROL_NAMES[language];
  const control = page.locator(`.figure-download[data-figure="${kind}"]`);
  await control.scrollIntoViewIfNeeded();
  if (!(await control.evaluate((details) => details.open)))
    await control.locator('summary').click();
  await control.getByRole('checkbox', { name: names.dark }).setChecked(dark);
  const name = format === 'svg' ? 'SVG' : names.png;
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    control.getByRole('button', { name, exact: true }).click(),
  ]);
  // The browser is remote (support/global-setup.js): read the file through Playwright.
  const chunks = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  return { name: file.suggestedFilename(), bytes };
}

/** What the browser makes of an SVG file: parsed as XML, its text, and shown as an image. */
function readSvg(page, svg) {
  return page.evaluate(async (source) => {
    const document = new DOMParser().parseFromString(source, 'image/svg+xml');
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
    await image.decode();
    const root = document.documentElement;
    return {
      parseError: document.querySelector('parsererror')?.textContent ?? null,
      root: root.localName,
      namespace: root.namespaceURI,
      width: Number(root.getAttribute('width')),
      height: Number(root.getAttribute('height')),
      background: root.querySelector('rect')?.getAttribute('fill'),
      texts: [...root.querySelectorAll('text, tspan')].map((text) => text.textContent),
      elements: [...new Set([...root.querySelectorAll('*')].map((element) => element.localName))],
      attributes: [
        ...new Set(
          [...root.querySelectorAll('*')].flatMap((element) => element.getAttributeNames()),
        ),
      ],
      naturalWidth: image.naturalWidth,
    };
  }, svg);
}

function expectStandalone(svg, read) {
  expect(read.parseError).toBeNull();
  expect([read.root, read.namespace]).toEqual(['svg', 'http://www.w3.org/2000/svg']);
  // Nothing that runs or refers outside the file.
  for (const forbidden of ['script', 'foreignObject', 'image', 'use', 'style', 'a', 'iframe']) {
    expect(read.elements).not.toContain(forbidden);
  }
  for (const attribute of read.attributes) {
    expect(attribute).not.toMatch(/href|^on|^style$|^class$/i);
  }
  // The SVG namespace is a name, not a link; nothing else may look like one.
  const withoutNamespace = svg.replace(' xmlns="http://www.w3.org/2000/svg"', '');
  expect(withoutNamespace).not.toMatch(/https?:|file:|url\(|@import|<!DOCTYPE|<!ENTITY/i);
  // Text as text, fonts as a generic family.
  expect(svg).toMatch(/font-family="sans-serif"/);
  expect(read.naturalWidth).toBeGreaterThan(0);
  expect(read.naturalWidth).toBe(read.width);
}

const pngSize = (bytes) => {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

describe('Download figure', () => {
  test('each figure is a standalone SVG with the words, the weights and the state', async () => {
    const { page, problems } = await openAt('?token=flies&step=softmax');
    for (const kind of KINDS) {
      const { name, bytes } = await download(page, kind, 'svg');
      expect(name).toBe(`attention-${kind}-flies.svg`);
      const svg = bytes.toString('utf8');
      const read = await readSvg(page, svg);
      expectStandalone(svg, read);
      const text = read.texts.join(' ');
      for (const word of WORDS) expect(read.texts).toContain(word);
      // flies puts 0.80 on arrow and 0.18 on itself; the caption names the state.
      expect(text).toContain('0.80');
      expect(text).toContain('0.18');
      expect(text).toContain('flies · scaled by √dₖ · separate projections');
      // Light colours on a page that is light.
      expect(read.background).toBe('#ffffff');
    }
    expect(await page.evaluate(() => window.violations)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('the figures follow the state: without scaling flies puts 0.95 on arrow', async () => {
    const { page, problems } = await openAt('?token=flies&step=softmax&scale=0&causal=1');
    for (const kind of KINDS) {
      const svg = (await download(page, kind, 'svg')).bytes.toString('utf8');
      const read = await readSvg(page, svg);
      const text = read.texts.join(' ');
      expect(text).toContain('flies · not scaled · separate projections · causal mask');
    }
    const { page: unmasked } = await openAt('?token=flies&step=softmax&scale=0');
    for (const kind of KINDS) {
      const svg = (await download(unmasked, kind, 'svg')).bytes.toString('utf8');
      const text = (await readSvg(unmasked, svg)).texts.join(' ');
      expect(text).toContain('0.95');
      expect(text).toContain('flies · not scaled · separate projections');
    }
    expect(problems).toEqual([]);
    await page.close();
    await unmasked.close();
  });

  test('a sentence of the reader’s own is in the figures, as text', async () => {
    const { page } = await openAt('?sentence=the+cat+%3Csat%3E+%26+slept&token=cat');
    for (const kind of ['matrix', 'lines']) {
      const svg = (await download(page, kind, 'svg')).bytes.toString('utf8');
      const read = await readSvg(page, svg);
      expectStandalone(svg, read);
      for (const word of ['the', 'cat', 'sat', 'slept']) expect(read.texts).toContain(word);
    }
    await page.close();
  });

  test('the PNG is a PNG of twice the figure’s size, made under the strict policy', async () => {
    const { page, problems } = await openAt('?token=flies&step=softmax');
    for (const kind of KINDS) {
      const svg = (await download(page, kind, 'svg')).bytes.toString('utf8');
      const { width, height } = await readSvg(page, svg);
      const png = await download(page, kind, 'png');
      expect(png.name).toBe(`attention-${kind}-flies.png`);
      expect(pngSize(png.bytes)).toEqual({ width: 2 * width, height: 2 * height });
    }
    expect(await page.evaluate(() => window.violations)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('in a language that writes 0,80 every figure is made, coloured as in English', async () => {
    const cellColours = (svg) =>
      [
        ...svg.matchAll(/<rect x="[\d.]+" y="[\d.]+" width="50" height="50" fill="(rgb[^"]+)"/g),
      ].map((match) => match[1]);
    const { page: english } = await openAt('?token=flies&step=softmax');
    const englishMatrix = (await download(english, 'matrix', 'svg')).bytes.toString('utf8');
    await english.close();
    const { page, problems } = await openAt('?token=flies&step=softmax&lang=de');
    for (const kind of KINDS) {
      const { name, bytes } = await download(page, kind, 'svg', { language: 'de' });
      expect(name).toBe(`attention-${kind}-flies.svg`);
      const svg = bytes.toString('utf8');
      const read = await readSvg(page, svg);
      expectStandalone(svg, read);
      const text = read.texts.join(' ');
      expect(text).toContain('0,80');
      expect(text).toContain('flies · durch √dₖ geteilt');
      if (kind === 'matrix') {
        expect(cellColours(svg)).toHaveLength(25);
        expect(cellColours(svg)).toEqual(cellColours(englishMatrix));
      }
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  test('light whatever the page’s theme; dark only when chosen', async () => {
    const { page } = await openAt('?token=flies&theme=dark', { colorScheme: 'dark' });
    const light = (await download(page, 'matrix', 'svg')).bytes.toString('utf8');
    expect((await readSvg(page, light)).background).toBe('#ffffff');
    const dark = (await download(page, 'matrix', 'svg', { dark: true })).bytes.toString('utf8');
    const read = await readSvg(page, dark);
    expect(read.background).toBe('#1c1e23');
    expectStandalone(dark, read);
    await page.close();
  });

  test('the softmax bars’ control shows with their step only', async () => {
    const { page } = await openAt('?token=flies&step=score');
    const softmax = page.locator('.figure-slot[data-figure="softmax"]');
    expect(await softmax.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Next step' }).click();
    await expect.poll(() => softmax.isVisible()).toBe(true);
    await page.close();
  });
});
