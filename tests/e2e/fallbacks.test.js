// What a reader sees when the lab's scripts do not run, and the files the
// page's head links to, from dist/ on a sub-path under a strict policy
// (`style-src 'self'`: no inline styles anywhere in these pages).
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { distDir, serveDist } from './support/server.js';

const STRICT_CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " +
  "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'";
const LAB_PATH = '/course/ch3/attention/';
// A frame that lets scripts run but gives the lab an opaque origin, so the
// module script (fetched in CORS mode) is refused.
const HOST_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<title>Chapter 3</title></head><body><h1>Chapter 3.2</h1>
<iframe src="${LAB_PATH}?embed=1" title="Attention Lab" width="800" height="600" sandbox="allow-scripts"></iframe>
</body></html>`;

// The other languages, each in a frame of its own that refuses the module script.
const LANGUAGES = ['de', 'es', 'zh-Hans', 'ar'];
const FRAMES_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<title>Chapter 3</title></head><body>${LANGUAGES.map(
  (lang) =>
    `<iframe src="${LAB_PATH}?embed=1&amp;lang=${lang}" title="${lang}" width="600" height="500" sandbox="allow-scripts"></iframe>`,
).join('')}</body></html>`;

let server;
let browser;

beforeAll(async () => {
  server = await serveDist({
    basePath: LAB_PATH,
    headers: { 'content-security-policy': STRICT_CSP },
    pages: { '/course/ch3/index.html': HOST_PAGE, '/course/ch3/languages.html': FRAMES_PAGE },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

// Style violations reported on the page (any frame) while `run` goes on.
async function withPage(contextOptions, run) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const styleViolations = [];
  page.on('console', (message) => {
    if (/Content Security Policy.*style/i.test(message.text()))
      styleViolations.push(message.text());
  });
  try {
    await run(page);
    expect(styleViolations).toEqual([]);
  } finally {
    await context.close();
  }
}

// The static picture is the build's matrix.svg, and it has loaded.
async function expectMatrixPicture(picture) {
  expect(await picture.getAttribute('src')).toBe('./matrix.svg');
  await expect
    .poll(() => picture.evaluate((img) => img.complete && img.naturalWidth))
    .toBeGreaterThan(300);
  expect(await picture.getAttribute('alt')).toMatch(/flies gives 0\.80 to arrow/);
}

async function expectOpenLink(link) {
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('href')).toBe('./');
  expect(new URL(await link.evaluate((a) => a.href)).pathname).toBe(LAB_PATH);
}

test('with JavaScript off, a message shows the matrix picture and a link, and no dead controls', async () => {
  await withPage({ javaScriptEnabled: false }, async (page) => {
    await page.goto(`${server.url}?token=flies`);
    const message = page.getByRole('region', { name: 'This lab needs JavaScript' });
    expect(await message.isVisible()).toBe(true);
    await expectMatrixPicture(message.getByRole('img'));
    await expectOpenLink(message.getByRole('link', { name: /Open the lab/ }));
    expect(await page.locator('#lab').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Play' }).isVisible()).toBe(false);
    expect(await page.locator('.lab-fallback-delayed').isVisible()).toBe(false);
  });
});

test('in a frame sandboxed without allow-same-origin, a message appears after 3 s instead of a bare skeleton', async () => {
  await withPage({}, async (page) => {
    await page.goto(`${server.origin}/course/ch3/index.html`);
    const frame = await (await page.waitForSelector('iframe')).contentFrame();
    await frame.waitForSelector('.lab-fallback-delayed', { state: 'attached' });
    expect(await frame.evaluate(() => document.body.classList.contains('is-ready'))).toBe(false);
    // Drive the CSS delay instead of waiting it out: just before 3 s the
    // message is invisible (and fixed, so it takes no room), at 3 s it shows.
    const at = (ms) =>
      frame.evaluate((time) => {
        const appears = document
          .getAnimations()
          .find((a) => a.animationName === 'lab-fallback-appears');
        appears.pause();
        appears.currentTime = time;
        const style = getComputedStyle(document.querySelector('.lab-fallback-delayed'));
        return { visibility: style.visibility, position: style.position };
      }, ms);
    expect(await at(2900)).toEqual({ visibility: 'hidden', position: 'fixed' });
    expect(await at(3000)).toEqual({ visibility: 'visible', position: 'fixed' });
    const message = frame.getByRole('region', { name: 'The lab has not started in this frame' });
    expect(await message.isVisible()).toBe(true);
    await expectMatrixPicture(message.getByRole('img'));
    await expectOpenLink(message.getByRole('link', { name: /Open the lab on its own/ }));
  });
});

// Each language's page shell words, as index.html is built with them.
const pageWords = async (lang) => (await import(`../../web/src/text/${lang}/page.js`)).default;
const english = await pageWords('en');

test('in a sandboxed frame, the message is in the language the link chose, its picture too', async () => {
  await withPage({}, async (page) => {
    await page.goto(`${server.origin}/course/ch3/languages.html`);
    for (const lang of LANGUAGES) {
      const words = await pageWords(lang);
      const frame = await (await page.waitForSelector(`iframe[title="${lang}"]`)).contentFrame();
      await frame.waitForSelector('.lab-fallback-delayed', { state: 'attached' });
      await frame.evaluate(() => {
        for (const shown of document.getAnimations()) shown.finish();
      });
      // The words arrive once the module script is refused (fallback.js loads
      // fallback-words.js), and the page is in the language.
      const message = frame.getByRole('region', { name: words.noStartTitle });
      await message.waitFor();
      expect(
        await frame.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).toEqual([lang, lang === 'ar' ? 'rtl' : '']);
      expect(await message.evaluate((element) => getComputedStyle(element).direction)).toBe(
        lang === 'ar' ? 'rtl' : 'ltr',
      );
      expect(await message.locator('p').first().textContent()).toBe(words.noStartText);
      expect(await message.getByRole('link').textContent()).toBe(words.noStartLink);
      // The picture's own words are the language's too.
      const picture = message.getByRole('img');
      expect(await picture.getAttribute('src')).toBe(`./matrix-${lang}.svg`);
      expect(await picture.getAttribute('alt')).not.toMatch(/flies gives 0\.80 to arrow/);
      const svg = await (await page.request.get(`${server.url}matrix-${lang}.svg`)).text();
      expect(svg).toContain('flies');
      expect(svg).not.toContain('Attention weights');
      expect(await frame.getByRole('region', { name: english.noStartTitle }).count()).toBe(0);
    }
  });
});

test('opened from disk, the pointer to the one-file lab is in the language the link chose', async () => {
  await withPage({}, async (page) => {
    const words = await pageWords('ar');
    await page.goto(`${pathToFileURL(`${distDir}index.html`).href}?lang=ar`);
    const message = page.getByRole('region', { name: words.fromDiskTitle });
    await message.waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    expect(await message.getByRole('link').textContent()).toBe(words.fromDiskLink);
    expect(await page.getByRole('region', { name: english.fromDiskTitle }).count()).toBe(0);
  });
});

test('with JavaScript off, the message’s title is there in each language', async () => {
  await withPage({ javaScriptEnabled: false }, async (page) => {
    // The page cannot read lang= without scripts: the title is there in each language.
    await page.goto(`${server.url}?lang=de`);
    for (const lang of LANGUAGES) {
      const line = page.locator(`.lab-fallback [lang="${lang}"]`);
      expect(await line.isVisible(), lang).toBe(true);
      expect(await line.textContent()).toBe((await pageWords(lang)).noScriptTitle);
      expect(await line.evaluate((element) => getComputedStyle(element).direction)).toBe(
        lang === 'ar' ? 'rtl' : 'ltr',
      );
    }
  });
});

test('on a normal load the messages stay out of sight, and favicon and preview image resolve', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(server.url);
    await page.waitForSelector('body.is-ready');
    expect(
      await page.locator('.lab-fallback-delayed').evaluate((el) => getComputedStyle(el).display),
    ).toBe('none');
    expect(await page.getByText('This lab needs JavaScript').count()).toBe(0);
    expect(await page.locator('#back-link').isVisible()).toBe(false);

    const head = await page.evaluate(() => {
      const meta = (key) =>
        document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.content;
      return {
        icon: document.querySelector('link[rel="icon"]').href,
        ogImage: meta('og:image'),
        twitterImage: meta('twitter:image'),
        width: Number(meta('og:image:width')),
        height: Number(meta('og:image:height')),
        description: meta('description'),
        card: meta('twitter:card'),
      };
    });
    expect(head.description).toMatch(/self-attention/);
    expect(head.card).toBe('summary_large_image');
    expect(head.twitterImage).toBe(head.ogImage);

    const icon = await page.request.get(head.icon);
    expect(new URL(head.icon).pathname).toBe(`${LAB_PATH}favicon.svg`);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/svg+xml');
    expect((await icon.text()).trimStart()).toMatch(/^<svg/);

    // og:image is relative in a build without LAB_PUBLIC_URL; it resolves
    // against the page, on the sub-path.
    const imageUrl = new URL(head.ogImage, server.url);
    expect(imageUrl.pathname).toBe(`${LAB_PATH}preview.png`);
    const image = await page.request.get(imageUrl.href);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const png = await image.body();
    expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([head.width, head.height]);
  } finally {
    await context.close();
  }
});
