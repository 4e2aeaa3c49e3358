// The lab's "Causal mask" switch and "Heads" control in Chromium: what the
// learner reads in the matrix, the steps and the heads panel (the shown
// numbers, the cells' names), driven from the keyboard, carried by the link
// and the embed snippet, axe-clean and 320 px wide without sideways scroll.
// One page for the file: each test starts from a link.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openLab, serveLabForThisFile, settledUrl, weightTable } from './lab-page.js';
import { axe, describeViolations } from './support/axe.js';

const served = serveLabForThisFile();
let lab;
beforeAll(async () => {
  lab = await openLab(served.browser, served.server.url, { reducedMotion: 'reduce' });
});
afterAll(() => lab?.close());

async function goTo(query) {
  await lab.page.goto(`${served.server.url}${query}`);
  await lab.page.waitForSelector('body.is-ready');
}

// Rounded to two decimals, n shown weights may miss 1 by up to n · 0.005.
const expectSumsToOne = (rowsOfWeights, label) =>
  rowsOfWeights.forEach((weights, row) => {
    const sum = weights.reduce((total, weight) => total + weight, 0);
    expect(Math.abs(sum - 1), `${label}, row ${row}: ${weights}`).toBeLessThanOrEqual(
      weights.length * 0.005,
    );
  });

// The "Attention weights" matrix as shown: each cell's name ("flies → arrow:
// 0.80" or "…: masked"), text and whether it is drawn as masked.
const matrixCells = async (page) =>
  (await weightTable(page)).locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) =>
      [...row.querySelectorAll('button')].map((cell) => ({
        name: cell.getAttribute('aria-label'),
        text: cell.textContent,
        drawnMasked: cell.classList.contains('is-masked'),
      })),
    ),
  );

// A masked cell counts 0 towards its row; any other cell must show a number.
function shownWeights(cells) {
  return cells.map((row) =>
    row.map((cell) => {
      if (cell.name.endsWith(': masked')) return 0;
      expect(cell.text).toMatch(/^\d\.\d\d$/);
      return Number(cell.text);
    }),
  );
}

// The heads panel's tables: per head, per row, the cells' texts.
const headTables = (page) =>
  page.locator('#heads-view table').evaluateAll((tables) =>
    tables.map((table) => ({
      name: table.getAttribute('aria-label'),
      queryRows: [...table.querySelectorAll('tbody tr')].flatMap((row, index) =>
        row.classList.contains('is-query') ? [index] : [],
      ),
      rows: [...table.querySelectorAll('tbody tr')].map((row) =>
        [...row.querySelectorAll('td')].map((cell) => cell.textContent),
      ),
    })),
  );

const headWeights = (rows) =>
  rows.map((row) => row.map((text) => (text.endsWith('masked') ? 0 : Number(text))));

describe('the causal mask', () => {
  async function expectCausalMatrix(page) {
    const cells = await matrixCells(page);
    expect(cells).toHaveLength(5);
    cells.forEach((row, i) =>
      row.forEach((cell, j) => {
        const masked = j > i;
        expect(cell.name.endsWith(': masked'), `${cell.name}`).toBe(masked);
        expect(cell.drawnMasked, `${cell.name}`).toBe(masked);
        if (masked) expect(cell.text).not.toMatch(/\d/);
      }),
    );
    expectSumsToOne(shownWeights(cells), 'matrix');
  }

  test('switched on from the keyboard: every cell above the diagonal is masked, rows still sum to 1', async () => {
    const { page } = lab;
    await goTo('?token=flies');
    const causal = page.getByRole('switch', { name: 'Causal mask' });
    expect(await causal.isChecked()).toBe(false);
    // Without the mask nothing is masked and flies looks most at arrow.
    const open = await matrixCells(page);
    expect(open.flat().some((cell) => cell.drawnMasked || cell.name.endsWith('masked'))).toBe(
      false,
    );
    await causal.focus();
    await page.keyboard.press('Space');
    expect(await causal.isChecked()).toBe(true);
    await expectCausalMatrix(page);
    // Flies can no longer see arrow: the summary says where its attention goes.
    const summary = await page.locator('#row-summary').textContent();
    expect(summary).toMatch(/^“flies” concentrates on itself \(0\.9\d\)\./);
    expect(summary).toContain('“arrow”, a later word the mask hides');
    expect(await page.locator('#chapter-caption').textContent()).toContain(
      '“flies” no longer sees “arrow”',
    );

    // A reload from the link keeps the mask.
    const url = await settledUrl(page);
    expect(new URL(url).searchParams.get('causal')).toBe('1');
    await page.goto(url);
    await page.waitForSelector('body.is-ready');
    expect(await page.getByRole('switch', { name: 'Causal mask' }).isChecked()).toBe(true);
    await expectCausalMatrix(page);
  });

  test('the Score step shows −∞ for hidden keys, the softmax step −∞ and crossed-out weights', async () => {
    const { page } = lab;
    await goTo('?token=flies&step=score&causal=1');
    const scoreRows = await page
      .locator('.score-table tbody tr:not(.spelled-out-row)')
      .evaluateAll((rows) =>
        rows.map((row) => ({
          key: row.querySelector('th').textContent,
          score: row.querySelector('td.score').textContent,
        })),
      );
    expect(scoreRows.map((row) => row.score.includes('→ −∞masked'))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(await page.locator('.step-explanation:visible').textContent()).toContain(
      '“like”, “an” and “arrow” come later',
    );

    await page.getByRole('button', { name: 'Next step' }).click();
    const table = page.getByRole('table', { name: 'Softmax for flies' });
    const rowTexts = (selector) => table.locator(selector).locator('td').allTextContents();
    expect(await rowTexts('tbody tr:nth-child(2)')).toEqual(['0', '3', '−∞', '−∞', '−∞']);
    const weights = await rowTexts('.weight-row');
    expect(weights.slice(2)).toEqual(['×masked', '×masked', '×masked']);
    expectSumsToOne(
      [weights.map((text) => (text.endsWith('masked') ? 0 : Number(text)))],
      'softmax',
    );
    const bars = await table
      .getByRole('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('aria-label')));
    expect(bars.slice(2)).toEqual([
      'like: masked, no weight',
      'an: masked, no weight',
      'arrow: masked, no weight',
    ]);
    expect(await page.locator('.step-explanation:visible').textContent()).toContain('score −∞');
  });
});

describe('heads', () => {
  test('Heads = 2 from the keyboard: two 5 × 5 matrices whose rows sum to 1, the query marked; kept on reload', async () => {
    const { page } = lab;
    await goTo('?token=flies');
    expect(await page.locator('#heads-view').isHidden()).toBe(true);
    await page.getByRole('radio', { name: '1' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: '2' }).isChecked()).toBe(true);

    async function expectTwoHeads() {
      const tables = await headTables(page);
      expect(tables.map((table) => table.name)).toEqual(['Head 1 weights', 'Head 2 weights']);
      for (const table of tables) {
        expect(table.rows).toHaveLength(5);
        table.rows.forEach((row) => expect(row).toHaveLength(5));
        expectSumsToOne(headWeights(table.rows), table.name);
        expect(table.queryRows).toEqual([1]);
      }
      // The output: each head's two numbers, then the four joined.
      const vectors = await page
        .locator('.heads-output .vector')
        .evaluateAll((found) => found.map((vector) => vector.textContent));
      expect(vectors).toHaveLength(3);
      expect(vectors[2]).toBe(vectors[0] + vectors[1]);
      // Every number of the output with two decimals ("0.90" beside "0.11").
      const entries = await page.locator('.heads-output .entry').allTextContents();
      expect(entries).toHaveLength(8);
      for (const entry of entries) expect(entry).toMatch(/^−?\d+\.\d\d$/);
    }
    await expectTwoHeads();
    expect(await page.locator('#heads-view').textContent()).toContain('multi-head attention');

    const url = await settledUrl(page);
    expect(new URL(url).searchParams.get('heads')).toBe('2');
    await page.goto(url);
    await page.waitForSelector('body.is-ready');
    await expectTwoHeads();

    // Back to one head: the panel goes, and the link forgets the heads.
    await page.getByRole('radio', { name: '1' }).check();
    expect(await page.locator('#heads-view').isHidden()).toBe(true);
    expect(new URL(await settledUrl(page)).searchParams.has('heads')).toBe(false);
  });

  test('a head whose weights come out even says why, from the numbers', async () => {
    const { page } = lab;
    for (const [query, token] of [
      ['?token=flies&heads=2', 'flies'],
      ['?token=time&heads=4', 'time'],
    ]) {
      await goTo(query);
      const tables = await headTables(page);
      const even = (await page.locator('.heads-even').allTextContents()).join(' ');
      tables.forEach((table, head) => {
        const row = table.rows[table.queryRows[0]];
        const isEven = row.every((text) => text === row[0]);
        // Named exactly when its query row is even, with that weight.
        expect(
          new RegExp(`Heads? [\\d, and]*\\b${head + 1}\\b`).test(even),
          `${query} ${table.name}`,
        ).toBe(isEven);
        if (isEven) expect(even).toContain(`${row[0]} on each of the 5 words`);
      });
      // The chapter's W_Q has zeros in its last two columns (checked by hand):
      // every query is 0 in entries 3 and 4, so every score there is 0.
      expect(even).toContain('every query is 0 there, so every score is 0');
      expect(even).toContain(`the weights of “${token}” come out even`);
      expect(await page.locator('#heads-view').textContent()).not.toContain(
        'each head can spread its attention in its own way',
      );
    }
  });

  test('at 1280 × 800 changing Heads shows a link on the first screen that takes focus to the panel', async () => {
    const { page } = lab;
    await page.setViewportSize({ width: 1280, height: 800 });
    await goTo('?token=flies');
    const link = page.getByRole('link', { name: /heads under the matrix/ });
    expect(await link.count()).toBe(0);
    await page.getByRole('radio', { name: '1' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: '4' }).isChecked()).toBe(true);
    // Seen without scrolling: inside the first screen.
    expect(await link.isVisible()).toBe(true);
    const box = await link.boundingBox();
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    expect(await link.textContent()).toContain('4 heads');
    // The panel starts off the first screen; the link brings it and focus there.
    expect((await page.locator('#heads-view').boundingBox()).y).toBeGreaterThan(800);
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'heads-view');
    const panel = await page.locator('#heads-view').evaluate((element) => {
      const { top } = element.getBoundingClientRect();
      return { top, name: element.querySelector('#heads-title').textContent };
    });
    expect(panel.top).toBeGreaterThanOrEqual(0);
    expect(panel.top).toBeLessThan(800);
    expect(panel.name).toContain('4 heads');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('at 390 and 320 px the link to the heads keeps to the Heads row: the steps do not move', async () => {
    const { page } = lab;
    // The whole sentence is the link's name; on a phone it shows only its
    // start, and at 320 px not even "See the".
    const widths = { 390: 'See the ', 320: '' };
    for (const [width, see] of Object.entries(widths)) {
      await page.setViewportSize({ width: Number(width), height: 844 });
      await goTo('?token=flies');
      const stepsTop = () =>
        page.locator('.steps').evaluate((steps) => steps.getBoundingClientRect().top);
      const before = await stepsTop();
      for (const heads of ['2', '4']) {
        await page.getByRole('radio', { name: heads }).check();
        const name = `${see}${heads} heads under the matrix`;
        const link = page.getByRole('link', { name, exact: true });
        expect(await link.isVisible(), `${width} px`).toBe(true);
        const row = await page.getByRole('radio', { name: heads }).boundingBox();
        const box = await link.boundingBox();
        expect(
          Math.abs(box.y + box.height / 2 - (row.y + row.height / 2)),
          `${width} px`,
        ).toBeLessThan(4);
        expect(await stepsTop(), `${width} px`).toBe(before);
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('with the causal mask every head masks the keys after the query', async () => {
    const { page } = lab;
    await goTo('?token=an&heads=4&causal=1');
    const tables = await headTables(page);
    expect(tables).toHaveLength(4);
    for (const table of tables) {
      table.rows.forEach((row, i) =>
        row.forEach((text, j) => expect(text.endsWith('masked'), table.name).toBe(j > i)),
      );
      expectSumsToOne(headWeights(table.rows), table.name);
    }
  });

  test('the embed snippet carries the mask and the heads', async () => {
    const { page } = lab;
    await goTo('?token=flies&causal=1&heads=2');
    await page.getByText('Embed this lab in a course page').click();
    // Copying writes the snippet at once (opening writes it on the toggle event).
    await page.getByRole('button', { name: 'Copy embed code' }).click();
    const snippet = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
    const src = new URL(snippet.match(/src="([^"]+)"/)[1].replaceAll('&amp;', '&'));
    expect(src.searchParams.get('causal')).toBe('1');
    expect(src.searchParams.get('heads')).toBe('2');
  });
});

const SIXTEEN_WORDS = encodeURIComponent(
  'the quick brown fox jumps over the lazy dog and then time flies like an arrow',
);

describe('reading it all', () => {
  test('axe finds nothing with the mask and heads on, at 1280 and 320 px; 320 px never scrolls sideways', async () => {
    const { page } = lab;
    const found = {};
    for (const [width, query] of [
      [1280, '?token=flies&causal=1&heads=2&step=score'],
      // Sixteen words: tables that scroll in their own boxes, on every step.
      [320, `?sentence=${SIXTEEN_WORDS}&token=fox&causal=1&heads=4&step=softmax`],
    ]) {
      await page.setViewportSize({ width, height: 800 });
      await goTo(query);
      const results = await axe(page).analyze();
      found[`${width} px, ${query}`] = describeViolations(results.violations);
      // At 320 px every step, with the mask and four heads, fits the width.
      if (width === 320) {
        for (const step of [0, 1, 2, 3]) {
          await page.locator('.step-link').nth(step).click();
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `320 px, step ${step + 1}`).toBe(0);
        }
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, []])));
  });
});
