// The heads panel (views/heads) and the Heads picker that opens it: a
// matrix per head whose rows sum to 1, the query marked, the link that
// carries it, the causal mask in every head, and a link to the panel that
// keeps to the picker's row; on the chapter's sentence no head even and no
// two alike, and each head's sentence true to its cells. One page for the
// file: each test starts from a link.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectRowsSumToOne, openLab, serveLabForThisFile, settledUrl } from './lab-page.js';

const served = serveLabForThisFile();
let lab;
beforeAll(async () => {
  lab = await openLab(served.browser, served.server.url, { reducedMotion: 'reduce' });
});
afterAll(() => lab?.close());

// The panel is drawn once it is near the viewport or the page is idle, and
// its module may still be on its way at is-ready: wait for its tables.
const goTo = async (query) => {
  await lab.goTo(`${served.server.url}${query}`);
  const heads = Number(new URLSearchParams(query).get('heads') ?? 1);
  if (heads > 1) {
    await lab.page.waitForFunction((count) => {
      const panel = document.querySelector('#heads-view');
      return !panel.hasAttribute('aria-busy') && panel.querySelectorAll('table').length === count;
    }, heads);
  }
};

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

  // What a head's caption says about the query's row, checked against the
  // row's cells as shown: the keys it names as weighed most are exactly those
  // showing the largest weight; "the same" only when every key it sees shows
  // one weight; "only" when it sees one key.
  const kinds = new Set();
  function expectSentenceMatchesRow(caption, { labels, row, query, name }) {
    const seen = row.flatMap((text, j) => (text.endsWith('masked') ? [] : [j]));
    const largest = Math.max(...seen.map((j) => Number(row[j])));
    const top = seen.filter((j) => Number(row[j]) === largest);
    const shown = largest.toFixed(2);
    const names = (text) =>
      text
        .split(/, | and /)
        .map((part) => (part === 'itself' ? labels[query] : part.replace(/^“|”$/g, '')))
        .sort();
    const most = caption.match(/^“(.+?)” weighs (.+) most: (\d\.\d\d)( each)?$/);
    const even = caption.match(
      /^“(.+?)” weighs all (\d+) words it can see the same: (\d\.\d\d) each$/,
    );
    const only = caption.match(/^“(.+?)” can see only (.+): (\d\.\d\d)$/);
    const found = most ?? even ?? only;
    expect(found, `${name}: ${caption}`).not.toBeNull();
    kinds.add(most ? (most[4] ? 'tied' : 'most') : even ? 'even' : 'only');
    expect(found[1], name).toBe(labels[query]);
    if (most) {
      expect(names(most[2]), `${name}: ${caption}`).toEqual(top.map((j) => labels[j]).sort());
      expect(most[3], name).toBe(shown);
      expect(Boolean(most[4]), name).toBe(top.length > 1);
      expect(top.length, `${name}: not every key it sees`).toBeLessThan(seen.length);
    } else if (even) {
      expect(Number(even[2]), name).toBe(seen.length);
      expect(top, `${name}: every key it sees the same`).toEqual(seen);
      expect(even[3], name).toBe(shown);
    } else {
      expect(seen, name).toHaveLength(1);
      expect(names(only[2]), name).toEqual([labels[seen[0]]]);
      expect(only[3], name).toBe(shown);
    }
  }

  test('on the chapter’s sentence, at 2 and 4 heads, no head is even on any row and the heads differ', async () => {
    const { page } = lab;
    for (const heads of [2, 4]) {
      await goTo(`?token=flies&heads=${heads}`);
      const tables = await headTables(page);
      expect(tables).toHaveLength(heads);
      tables.forEach((table, h) => {
        table.rows.forEach((row, i) =>
          expect(new Set(row).size, `${heads} heads, ${table.name}, row ${i + 1}`).toBeGreaterThan(
            1,
          ),
        );
        for (let other = 0; other < h; other++)
          expect(table.rows, `${table.name} and head ${other + 1}`).not.toEqual(tables[other].rows);
      });
      const note = await page.locator('#heads-view .section-note').textContent();
      expect(note).toContain('set by hand');
      expect(note).toContain('a trained model would learn them');
      expect(await page.locator('#heads-view').textContent()).not.toContain(
        'free to spread its attention its own way',
      );
    }
  });

  test('each head’s sentence says what its query row shows, for any query, sentence and switch', async () => {
    const { page } = lab;
    for (const query of [
      '?token=flies&heads=2',
      '?token=flies&heads=4',
      '?token=an&heads=2',
      '?token=arrow&heads=4&scale=0',
      '?token=time&heads=4&causal=1',
      '?token=flies&heads=4&causal=1',
      '?token=like&heads=2&qkv=shared',
      '?token=time&heads=4&qkv=shared',
      '?token=an&heads=4&qkv=shared&causal=1',
      '?sentence=the+cat+sat+on+the+mat&token=cat&heads=2',
      '?sentence=the+cat+sat+on+the+mat&token=on&heads=4&causal=1&qkv=shared',
    ]) {
      await goTo(query);
      const labels = await page
        .locator('#heads-view table')
        .first()
        .locator('thead th')
        .allTextContents();
      const captions = await page.locator('#heads-view figcaption').evaluateAll((found) =>
        found.map((caption) => ({
          name: caption.querySelector('strong').textContent,
          sentence: caption.textContent.slice(caption.querySelector('strong').textContent.length),
        })),
      );
      const tables = await headTables(page);
      expect(captions).toHaveLength(tables.length);
      tables.forEach((table, h) => {
        expect(captions[h].name).toBe(`Head ${h + 1}`);
        const [queryRow] = table.queryRows;
        expectSentenceMatchesRow(captions[h].sentence, {
          labels,
          row: table.rows[queryRow],
          query: queryRow,
          name: `${query} ${table.name}`,
        });
      });
    }
    // Every kind of sentence was met: one key, a tie, even, one key seen.
    expect([...kinds].sort()).toEqual(['even', 'most', 'only', 'tied']);
  });

  test('at 2 heads flies follows arrow in head 1 and the word before in head 2; at 4 heads arrow, time, like and itself', async () => {
    const { page } = lab;
    for (const [heads, sentences] of [
      [2, ['“flies” weighs “arrow” most: 0.89', '“flies” weighs “time” most: 0.77']],
      [
        4,
        [
          '“flies” weighs “arrow” most: 0.80',
          '“flies” weighs “time” most: 0.87',
          '“flies” weighs “like” most: 0.83',
          '“flies” weighs itself most: 0.74',
        ],
      ],
    ]) {
      await goTo(`?token=flies&heads=${heads}`);
      const captions = await page.locator('#heads-view figcaption').allTextContents();
      expect(captions).toEqual(sentences.map((sentence, h) => `Head ${h + 1}${sentence}`));
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
