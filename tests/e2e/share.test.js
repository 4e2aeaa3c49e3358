// The Embed panel (views/share) and what a course page gets from it: the
// snippets it hands out for each of its options (view=steps|matrix|all,
// controls=0, theme) and for the current state, framed exactly as handed
// out (sandbox without allow-forms) on a host of another origin. The
// sentence box works there, each frame shows what its options say and
// reports its own height.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  connectBrowser,
  openLab,
  readyFrame,
  showScalingPanel,
  showSentenceBox,
  TEST_TIMING,
} from './lab-page.js';
import { axe, describeViolations } from './support/axe.js';
import { serveDist } from './support/server.js';

const LAB_PATH = '/course/ch3/attention/';
const COMBINATIONS = ['all', 'steps', 'matrix'].flatMap((view) =>
  [true, false].map((controls) => ({ view, controls, id: `${view}-${controls ? 1 : 0}` })),
);

// The host records each frame's height messages; the lines the Embed panel
// hands out (added to this in beforeAll) size the frames.
const RECORDER = `
window.heights = {};
addEventListener('message', (event) => {
  const frame = [...document.querySelectorAll('iframe')].find((f) => f.contentWindow === event.source);
  if (!frame || event.data?.type !== 'attention-lab:height') return;
  (window.heights[frame.id] ??= []).push(event.data.height);
});`;

let lab;
let host;
let browser;
let hostPage;
const snippets = {};
let listenerScript;

// What each combination leaves out, as the older view= and controls= did.
const leftOut = ({ view, controls }) => [
  ...{ all: [], steps: ['matrix'], matrix: ['steps'] }[view],
  ...(controls ? [] : ['sentence', 'editor', 'shapes']),
];

/** Ticks the set-up panel's parts for a combination and returns the snippet it then shows. */
async function snippetFor(page, combination) {
  const boxes = page
    .locator('.share')
    .getByRole('group', { name: 'Parts to show' })
    .getByRole('checkbox');
  await boxes.first().waitFor();
  for (const box of await boxes.all()) {
    await box.setChecked(!leftOut(combination).includes(await box.inputValue()));
  }
  return page.getByRole('textbox', { name: 'Embed code' }).inputValue();
}

beforeAll(async () => {
  lab = await serveDist({ basePath: LAB_PATH });
  browser = await connectBrowser();
  const author = await openLab(browser, `${lab.url}?token=flies&step=softmax`);
  await author.page.getByText('Embed this lab in a course page').click();
  for (const combination of COMBINATIONS) {
    snippets[combination.id] = await snippetFor(author.page, combination);
  }
  await author.page
    .locator('.share')
    .getByRole('radio', { name: /Always light/ })
    .check();
  snippets.light = await author.page.getByRole('textbox', { name: 'Embed code' }).inputValue();
  listenerScript = await author.page
    .getByRole('textbox', { name: 'Script for the course page' })
    .inputValue();
  await author.close();

  // Each snippet as handed out, with an id added so the host can tell the frames apart.
  const frames = COMBINATIONS.map(({ id }) =>
    snippets[id].replace('<iframe ', `<iframe id="${id}" `).replace(' loading="lazy"', ''),
  );
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Chapter 3</title>
<link rel="icon" href="data:,"><script src="/host.js"></script></head><body><h1>Chapter 3.2</h1>
${frames.join('\n')}</body></html>`;
  host = await serveDist({
    basePath: '/none/',
    pages: {
      '/chapter.html': page,
      '/host.js': RECORDER + listenerScript.replace(/^<script>|<\/script>$/g, ''),
    },
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((timing) => {
    window.__attentionLabTiming = timing;
  }, TEST_TIMING);
  hostPage = await context.newPage();
  await hostPage.goto(`${host.origin}/chapter.html`);
});

afterAll(async () => {
  await hostPage?.context().close();
  await browser?.close();
  await lab?.close();
  await host?.close();
});

describe('the snippets the Embed panel hands out', () => {
  test('are sandboxed without allow-forms and carry only the options that differ from the default', () => {
    for (const { view, controls, id } of COMBINATIONS) {
      const iframe = new URL(/src="([^"]+)"/.exec(snippets[id])[1].replaceAll('&amp;', '&'));
      expect(snippets[id]).toContain('sandbox="allow-scripts allow-same-origin allow-downloads"');
      expect(iframe.searchParams.get('embed')).toBe('1');
      const show = iframe.searchParams.get('show');
      const omitted = leftOut({ view, controls });
      if (omitted.length === 0) expect(show).toBeNull();
      else for (const part of omitted) expect(show.split(','), id).not.toContain(part);
      expect(iframe.searchParams.get('token')).toBe('flies');
    }
  });

  test('each frame shows what its options say, and is sized to the height it reports', async () => {
    const measured = {};
    for (const { view, controls, id } of COMBINATIONS) {
      const frame = await readyFrame(hostPage, id);
      // The step's "Why divide by √dₖ?" panel loads when it comes into sight:
      // the frame's whole height is there once the reader has scrolled to it.
      if (view !== 'matrix') {
        await showScalingPanel(frame);
      }
      const visible = (selector) => frame.locator(selector).isVisible();
      expect(await visible('.steps'), id).toBe(view !== 'matrix');
      expect(await visible('.matrix-section'), id).toBe(view !== 'steps');
      // The sentence box's part: its fold where the page has one, else the box's view.
      for (const panel of ['#sentence-fold, #sentence-view', '#editor', '#shapes']) {
        expect(await frame.locator(panel).first().isVisible(), `${id} ${panel}`).toBe(controls);
      }
      // The query words and switches stay in every embed.
      expect(await frame.getByRole('radio', { name: 'flies' }).isChecked(), id).toBe(true);
      await expect
        .poll(() => hostPage.evaluate((frameId) => window.heights[frameId]?.at(-1), id))
        .toBe(
          await frame.evaluate(() =>
            Math.ceil(document.documentElement.getBoundingClientRect().height),
          ),
        );
      const posted = await hostPage.evaluate((frameId) => window.heights[frameId].at(-1), id);
      // The frame's inside (without its default border) is the posted height.
      const inside = await hostPage.evaluate(
        (frameId) => document.getElementById(frameId).clientHeight,
        id,
      );
      expect(Math.abs(inside - posted), id).toBeLessThanOrEqual(1);
      // Without the script the snippet's own height holds this step (the
      // tallest) whole, with no more than a little to spare.
      const handedOut = Number(/\sheight="(\d+)"/.exec(snippets[id])[1]);
      expect(handedOut, id).toBeGreaterThanOrEqual(posted);
      expect(handedOut, id).toBeLessThan(posted + 200);
      measured[id] = posted;
    }
    // Trimming shows in the height: fewer parts, a shorter frame (without
    // the controls, the two folds' row and "Follow the shapes" go: 60 px).
    for (const view of ['all', 'steps', 'matrix']) {
      expect(measured[`${view}-0`], view).toBeLessThan(measured[`${view}-1`] - 50);
    }
    expect(measured['matrix-1']).toBeLessThan(measured['all-1'] - 100);
    expect(measured['steps-1']).toBeLessThan(measured['all-1']);
  });

  test('inside the sandboxed frame, Enter and Apply in the sentence box change the words', async () => {
    const frame = await readyFrame(hostPage, 'all-1');
    await showSentenceBox(frame);
    const box = frame.getByRole('textbox', { name: 'Sentence' });
    await box.fill('the cat sat down');
    await box.press('Enter');
    await expect
      .poll(() => frame.locator('.token-text').allTextContents())
      .toEqual(['the', 'cat', 'sat', 'down']);
    await box.fill('a dog ran');
    await frame.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => frame.locator('.token-text').allTextContents())
      .toEqual(['a', 'dog', 'ran']);
    expect(await frame.locator('#sentence-status').textContent()).toContain('3 words');
  });

  test('the embed snippet carries the mask and the heads', async () => {
    const opened = await openLab(browser, `${lab.url}?token=flies&causal=1&heads=2`, {
      reducedMotion: 'reduce',
    });
    const { page } = opened;
    await page.getByText('Embed this lab in a course page').click();
    // Copying writes the snippet at once (opening writes it on the toggle event).
    await page.getByRole('button', { name: 'Copy embed code' }).click();
    const snippet = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
    const src = new URL(snippet.match(/src="([^"]+)"/)[1].replaceAll('&amp;', '&'));
    expect(src.searchParams.get('causal')).toBe('1');
    expect(src.searchParams.get('heads')).toBe('2');
    await opened.close();
  });
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
    expect(frame.sandbox).toBe('allow-scripts allow-same-origin allow-downloads');
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

describe("theme= fixes the colours whatever the reader's device prefers", () => {
  const PAPER = { light: 'rgb(251, 250, 247)', dark: 'rgb(20, 21, 25)' };
  const paper = (page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  test('the Embed panel hands it out only when asked', () => {
    const src = (snippet) => new URL(/src="([^"]+)"/.exec(snippet)[1].replaceAll('&amp;', '&'));
    expect(src(snippets.light).searchParams.get('theme')).toBe('light');
    for (const { id } of COMBINATIONS)
      expect(src(snippets[id]).searchParams.has('theme')).toBe(false);
  });

  test("light on a dark device, dark on a light one, the device's own without it", async () => {
    for (const [query, colorScheme, expected] of [
      ['theme=light&embed=1', 'dark', 'light'],
      ['theme=dark', 'light', 'dark'],
      ['', 'dark', 'dark'],
      ['theme=auto', 'light', 'light'],
    ]) {
      const opened = await openLab(browser, `${lab.url}?${query}`, { colorScheme });
      expect(await paper(opened.page), `${query} on ${colorScheme}`).toBe(PAPER[expected]);
      if (query === 'theme=dark') {
        const results = await axe(opened.page).analyze();
        expect(describeViolations(results.violations)).toEqual([]);
      }
      await opened.close();
    }
  });

  test('it applies before the core arrives, so the page does not change colour when it does', async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.route('**/*.wasm', () => {}); // never answered
    await page.goto(`${lab.url}?theme=light&embed=1`);
    await page.waitForFunction(() => document.body.classList.contains('is-starting'));
    expect(await page.evaluate(() => document.body.classList.contains('is-ready'))).toBe(false);
    expect(await paper(page)).toBe(PAPER.light);
    await context.close();
  });
});
