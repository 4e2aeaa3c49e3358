// show= (embed/parts.js): a link shows only the parts it names, and the
// parts left out are not in the page at all: not in the accessibility tree,
// not in the tab order, not in the height an embed reports to its host.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectBrowser, openLab, readyFrame, settledUrl, TEST_TIMING } from './lab-page.js';
import { axe, describeViolations } from './support/axe.js';
import { serveDist } from './support/server.js';

const LAB_PATH = '/lab/';
const FRAME_WIDTH = 800;

// The host records the lab's height messages.
const HOST_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Notes</title>
<link rel="icon" href="data:,"><script>
window.heights = [];
addEventListener('message', (event) => {
  if (event.data?.type === 'attention-lab:height') window.heights.push(event.data.height);
});
</script></head><body><h1>Week 3</h1>
<iframe id="matrix" title="Attention Lab" src="${LAB_PATH}?embed=1&amp;show=matrix&amp;token=like"
  width="${FRAME_WIDTH}" height="300" sandbox="allow-scripts allow-same-origin"></iframe>
</body></html>`;

let server;
let browser;

beforeAll(async () => {
  server = await serveDist({ basePath: LAB_PATH, pages: { '/notes.html': HOST_PAGE } });
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The level-2 headings in the accessibility tree: one for each part that has one. */
async function sectionHeadings(page) {
  const texts = await page.getByRole('heading', { level: 2 }).allTextContents();
  return texts.map((text) => text.replace(/\s+/g, ' ').trim());
}

/** The accessible names of every element of `role` in the accessibility tree. */
function namesOf(page, role) {
  return page
    .getByRole(role)
    .evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('aria-label') ?? element.textContent.trim()),
    );
}

/** The elements Tab reaches, in order, until focus leaves the page or comes round again. */
async function tabStops(page) {
  const stops = [];
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return null;
      return focused.closest('[id]')?.id ?? focused.tagName;
    });
    if (stop === null || stops.includes(stop)) break;
    stops.push(stop);
  }
  return stops;
}

describe('show=matrix: the weight matrix alone, for the token= given', () => {
  test('the matrix, its legend and the query row, and nothing else in the tree or the tab order', async () => {
    const { page, close } = await openLab(browser, `${server.url}?embed=1&show=matrix&token=like`, {
      viewport: { width: FRAME_WIDTH, height: 800 },
    });
    const matrix = page.getByRole('table', { name: 'Attention weights' });
    expect(await matrix.isVisible()).toBe(true);
    expect(await matrix.locator('tr.is-query th').textContent()).toBe('like');
    expect(await page.getByRole('img', { name: /colour|weight/i }).count()).toBe(1);
    expect(await sectionHeadings(page)).toEqual(['Attention lab', 'Attention weights']);
    for (const role of ['radiogroup', 'radio', 'switch', 'list', 'group', 'combobox', 'textbox']) {
      expect(await page.getByRole(role).count(), role).toBe(0);
    }
    // Every button there is a cell of the matrix; no fold's summary either.
    expect(await page.getByRole('button').count()).toBe(await matrix.getByRole('button').count());
    expect(await page.locator('details:visible, summary:visible').count()).toBe(0);
    // One tab stop: the matrix's roving cell.
    expect(await tabStops(page)).toEqual(['matrix-view']);
    // Framed in a course page, under the page's own h1 (as in accessibility.test.js).
    const results = await axe(page).disableRules(['page-has-heading-one']).analyze();
    expect(describeViolations(results.violations)).toEqual([]);
    await close();
  });

  test(`framed ${FRAME_WIDTH} px wide, it reports a height of at most 600 px`, async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    await context.addInitScript((timing) => {
      window.__attentionLabTiming = timing;
    }, TEST_TIMING);
    const host = await context.newPage();
    await host.goto(`${server.origin}/notes.html`);
    const frame = await readyFrame(host, 'matrix');
    await expect.poll(() => host.evaluate(() => window.heights.length)).toBeGreaterThan(0);
    const inside = await frame.evaluate(() =>
      Math.ceil(document.documentElement.getBoundingClientRect().height),
    );
    await expect.poll(() => host.evaluate(() => window.heights.at(-1))).toBe(inside);
    expect(inside).toBeGreaterThan(300); // the whole matrix, not an empty page
    expect(inside).toBeLessThanOrEqual(600);
    await context.close();
  });
});

test('show=steps,query: the query words, the steps and their buttons, and nothing else', async () => {
  const { page, close } = await openLab(browser, `${server.url}?embed=1&show=steps,query`);
  expect(await sectionHeadings(page)).toEqual(['Attention lab', 'Four steps for “flies”']);
  expect(await page.getByRole('radiogroup', { name: 'Query token' }).count()).toBe(1);
  expect(await page.getByRole('list', { name: 'Steps' }).count()).toBe(1);
  expect(await page.getByRole('group', { name: 'Step controls' }).count()).toBe(1);
  expect(await page.getByRole('switch').count()).toBe(0);
  expect(await page.getByRole('group', { name: 'Heads' }).count()).toBe(0);
  expect(await page.getByRole('table', { name: 'Attention weights' }).count()).toBe(0);
  expect(await page.locator('details:visible').count()).toBe(0);
  // The matrix is not there, so neither is the link down to it.
  expect(await page.getByRole('link', { name: 'See the whole weight matrix' }).count()).toBe(0);
  // The query words still work.
  await page.getByRole('radio', { name: 'arrow' }).check();
  await expect.poll(() => sectionHeadings(page)).toContain('Four steps for “arrow”');
  await close();
});

test('show=matrix,scale: the matrix and the scale switch alone, the switch still working', async () => {
  const { page, close } = await openLab(browser, `${server.url}?embed=1&show=matrix,scale`);
  expect(await sectionHeadings(page)).toEqual(['Attention lab', 'Attention weights']);
  expect(await namesOf(page, 'switch')).toEqual(['Scale by the square root of d k']);
  for (const role of ['radiogroup', 'list', 'combobox']) {
    expect(await page.getByRole(role).count(), role).toBe(0);
  }
  expect(await page.getByRole('group', { name: 'Heads' }).count()).toBe(0);
  const flies = page.getByRole('table', { name: 'Attention weights' }).getByRole('row', {
    name: /^flies/,
  });
  await expect.poll(() => flies.getByRole('button').allTextContents()).toContain('0.80');
  await page.getByRole('switch').click();
  await expect.poll(() => flies.getByRole('button').allTextContents()).toContain('0.95');
  await close();
});

describe('unknown parts are ignored', () => {
  test('with the rest kept, and the link keeps only the known ones', async () => {
    const { page, close } = await openLab(browser, `${server.url}?show=Matrix,charts,steps`);
    expect(await sectionHeadings(page)).toEqual([
      'Attention lab',
      'Four steps for “flies”',
      'Attention weights',
    ]);
    expect(await page.getByRole('radiogroup').count()).toBe(0);
    expect(await page.getByRole('switch').count()).toBe(0);
    expect(new URL(await settledUrl(page)).searchParams.get('show')).toBe('steps,matrix');
    await close();
  });

  test('and a show= with no known part shows the whole lab', async () => {
    const { page, close } = await openLab(browser, `${server.url}?show=everything`);
    expect(await page.getByRole('radiogroup', { name: 'Query token' }).count()).toBe(1);
    expect(await page.getByRole('switch').count()).toBe(4);
    expect(await sectionHeadings(page)).toEqual(
      expect.arrayContaining(['Attention weights', 'The same weights, drawn']),
    );
    expect(new URL(await settledUrl(page)).searchParams.has('show')).toBe(false);
    await close();
  });
});
