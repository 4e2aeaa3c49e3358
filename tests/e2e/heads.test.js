// The heads panel (views/heads) and the Heads picker that opens it: a
// matrix per head whose rows sum to 1, the query marked, the link that
// carries it, an explanation when a head's weights come out even, the
// causal mask in every head, and a link to the panel that keeps to the
// picker's row. One page for the file: each test starts from a link.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectRowsSumToOne, openLab, serveLabForThisFile, settledUrl } from './lab-page.js';

const served = serveLabForThisFile();
let lab;
beforeAll(async () => {
  lab = await openLab(served.browser, served.server.url, { reducedMotion: 'reduce' });
});
afterAll(() => lab?.close());

const goTo = (query) => lab.goTo(`${served.server.url}${query}`);

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

describe('heads', () => {
  test('Heads = 2 from the keyboard: two 5 × 5 matrices whose rows sum to 1, the query marked; kept on reload', async () => {
    const { page } = lab;
    await goTo('?token=flies');
    expect(await page.locator('#heads-view').isHidden()).toBe(true);
    await page.getByRole('radio', { name: '1' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: '2' }).isChecked()).toBe(true);

    async function expectTwoHeads() {
      // The heads' module loads when Heads is first above 1.
      await page.locator('#heads-view table').nth(1).waitFor();
      const tables = await headTables(page);
      expect(tables.map((table) => table.name)).toEqual(['Head 1 weights', 'Head 2 weights']);
      for (const table of tables) {
        expect(table.rows).toHaveLength(5);
        table.rows.forEach((row) => expect(row).toHaveLength(5));
        expectRowsSumToOne(headWeights(table.rows), table.name);
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
      expectRowsSumToOne(headWeights(table.rows), table.name);
    }
  });
});
