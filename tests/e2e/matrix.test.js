// The weight matrix (views/matrix): it reads at a glance, a cell picks its
// query and key, it marks what is chosen and names every cell, it masks
// what the causal mask hides, under a long sentence's steps it is brought
// up to date while the page is idle, and where it is below the steps a link
// under the step panel leads there.
import { describe, expect, test } from 'vitest';
import {
  applySentence,
  currentStepIndex,
  expectRowsSumToOne,
  openLab,
  serveLabForThisFile,
  settledUrl,
  weightMatrix,
  weightTable,
} from './lab-page.js';

const served = serveLabForThisFile();
const { open } = served;

describe('the weight matrix', () => {
  test('its note says once why weights are named row first and how the chapter names them', async () => {
    const lab = await open();
    const note = lab.page.locator('.matrix-section > .section-note').first();
    const text = await note.textContent();
    expect(text).toMatch(/row first, wi,j for query i and key j/);
    expect(text).toMatch(/the chapter writes the same weight key first, as wji\./);
    expect(await note.locator('sub').allTextContents()).toEqual(['i,j', 'ji']);
    // Once: no other words on the page say it.
    expect(await lab.page.getByText('key first').count()).toBe(1);
    await lab.close();
  });

  test('on a phone a link under the steps leads the keyboard to the matrix', async () => {
    const lab = await open('?token=flies', { viewport: { width: 390, height: 844 } });
    const { page } = lab;
    const link = page.getByRole('link', { name: 'See the whole weight matrix' });
    expect(await link.isVisible()).toBe(true);
    // Under the step panel.
    const panel = await page.locator('#step-panel').boundingBox();
    const linkBox = await link.boundingBox();
    expect(linkBox.y).toBeGreaterThanOrEqual(panel.y + panel.height);
    const matrix = page.locator('.matrix-section');
    expect(await matrix.evaluate((section) => section.getBoundingClientRect().top)).toBeGreaterThan(
      844,
    );
    // Reached with Tab from the step buttons, past the step page.
    await page.getByRole('button', { name: 'Next step' }).focus();
    let tabs = 0;
    while (!(await link.evaluate((a) => a === document.activeElement)) && tabs++ < 30) {
      await page.keyboard.press('Tab');
    }
    expect(tabs).toBeLessThan(30);
    await page.keyboard.press('Enter');
    // Focus lands on the matrix's section, now on screen, and Tab goes on into it.
    await expect.poll(() => page.evaluate(() => document.activeElement.id)).toBe('matrix-section');
    await expect
      .poll(() => matrix.evaluate((section) => Math.round(section.getBoundingClientRect().top)))
      .toBeLessThan(100);
    expect(
      await matrix.evaluate((section) => section.getBoundingClientRect().top),
    ).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement.closest('.matrix-section') !== null),
    ).toBe(true);
    await lab.close();
  });

  test('beside the matrix on a desktop, the steps need no link to it; below it, they have one', async () => {
    const lab = await open('?token=flies');
    const link = lab.page.getByRole('link', { name: 'See the whole weight matrix' });
    expect(await link.isVisible()).toBe(false);
    // Past five words the matrix goes below the steps.
    await lab.goTo(
      `${served.server.url}?sentence=${encodeURIComponent('one two three four five six')}`,
    );
    expect(await link.isVisible()).toBe(true);
    await lab.close();
  });

  test('clicking a cell in row "like" makes "like" the query and its column the key', async () => {
    const lab = await openLab(served.browser, `${served.server.url}?step=score`);
    const { page } = lab;
    const likeRow = page.getByRole('table', { name: 'Attention weights' }).getByRole('row', {
      name: /^like/,
    });
    await likeRow.getByRole('button').nth(3).click();

    expect(await page.getByRole('radio', { name: 'like' }).isChecked()).toBe(true);
    expect(await page.locator('#query-name').textContent()).toBe('“like”');
    expect(
      await page.getByRole('button', { name: 'an', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    const queryRow = (await weightTable(page)).locator('tr.is-query th');
    expect(await queryRow.textContent()).toBe('like');
    const params = new URL(await settledUrl(page)).searchParams;
    expect(params.get('token')).toBe('like');
    expect(params.get('key')).toBe('an');
    await lab.close();
  });

  test('a cell picked on Project opens Score with that pair spelled out; on later steps it stays', async () => {
    const lab = await open('?step=project');
    const { page } = lab;
    const anRow = (await weightTable(page)).getByRole('row', { name: /^an/ });
    // an → arrow: the fifth key.
    await anRow.getByRole('button').nth(4).click();
    expect(await currentStepIndex(page)).toBe(1);
    // Score's table has the pair's row focused, its products written out.
    const current = page.locator('.step-page.is-current');
    expect(await page.locator('#query-name').textContent()).toBe('“an”');
    expect(await current.locator('tr.is-focused .key-button').textContent()).toBe('arrow');
    expect(await current.locator('.spelled-out').textContent()).toMatch(/·.*\+/);
    // From Score on, a pick keeps the step.
    await page.getByRole('button', { name: 'Next step' }).click();
    await anRow.getByRole('button').nth(0).click();
    expect(await currentStepIndex(page)).toBe(2);
    await lab.close();
  });

  test('reads at a glance: "flies" concentrates on "arrow", "like" and "an" spread out', async () => {
    const lab = await openLab(served.browser, served.server.url);
    const matrix = await weightMatrix(lab.page);
    expect(matrix).toHaveLength(5);
    const [, flies, like, an] = matrix;
    expect(Math.max(...flies)).toBe(flies[4]);
    expect(flies[4]).toBeGreaterThanOrEqual(0.75);
    expect(Math.max(...like)).toBeLessThan(0.35);
    expect(Math.max(...an)).toBeLessThan(0.35);
    const sums = await lab.page.locator('.weight-matrix tbody td.row-sum').allTextContents();
    expect(sums).toEqual(['1.00', '1.00', '1.00', '1.00', '1.00']);
    await lab.close();
  });

  test("below a long sentence's steps, the matrix is brought up to date while the page is idle", async () => {
    // Sixteen words at 1280 × 800: the matrix starts far below the fold. An
    // input's frame leaves it out (updateWhenSeen in schedule.js); the page's next idle
    // moment draws it, without the reader scrolling to it.
    const sentence = `?sentence=${encodeURIComponent(
      'the quick brown fox jumps over the lazy dog and then time flies like an arrow',
    )}`;
    const viewport = { width: 1280, height: 800 };
    const lab = await openLab(served.browser, `${served.server.url}${sentence}`, { viewport });
    const { page } = lab;
    const matrixTop = () =>
      page.locator('.weight-matrix').evaluate((table) => table.getBoundingClientRect().top);
    expect(await matrixTop()).toBeGreaterThan(viewport.height * 1.25);
    // The IntersectionObserver reports after a rendered frame: wait for two.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const separate = await weightMatrix(page);

    // Clicked and read in one task: the click's own work did not touch the
    // matrix, and marked it busy.
    const inTheClick = await page.evaluate(() => {
      document.getElementById('projections-switch').click();
      return {
        busy: document.getElementById('matrix-view').getAttribute('aria-busy'),
        weights: [...document.querySelectorAll('.weight-matrix tbody tr')].map((row) =>
          [...row.querySelectorAll('button')].map((cell) => Number(cell.textContent)),
        ),
      };
    });
    expect(inTheClick).toEqual({ busy: 'true', weights: separate });
    // weightMatrix waits for the mark to go.
    expect(await weightMatrix(page)).not.toEqual(separate);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // What it shows is all of the new state: the same as a page opened on it.
    const fresh = await openLab(served.browser, `${served.server.url}${sentence}&qkv=shared`, {
      viewport,
    });
    expect(await weightMatrix(page)).toEqual(await weightMatrix(fresh.page));
    await fresh.close();
    await lab.close();
  });
});

describe('the matrix paints with the page', () => {
  // A positioned cell (or header) is a paint layer of its own, and beside the
  // sticky matrix section Chromium composites it as a layer too: more to
  // paint and commit on every input. The notch is a background instead.
  test('beside the sticky section no cell or header of the matrix is a layer of its own', async () => {
    const lab = await open('', { viewport: { width: 1280, height: 800 } });
    const { page } = lab;
    expect(
      await page.locator('.matrix-section').evaluate((s) => getComputedStyle(s).position),
    ).toBe('sticky');
    const cdp = await page.context().newCDPSession(page);
    const trees = [];
    cdp.on('LayerTree.layerTreeDidChange', ({ layers }) => layers && trees.push(layers));
    await cdp.send('LayerTree.enable');
    // By the keyboard: a hovered cell grows, and is a layer while it does.
    await page.getByRole('button', { name: /^like → an:/ }).press('Enter');
    await expect.poll(() => trees.length).toBeGreaterThan(0);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    const inMatrix = [];
    for (const layer of trees.at(-1)) {
      if (!layer.backendNodeId) continue;
      const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: layer.backendNodeId });
      const { result } = await cdp.send('Runtime.callFunctionOn', {
        objectId: object.objectId,
        functionDeclaration:
          'function () { return this.closest?.(".weight-matrix") ? this.outerHTML.slice(0, 60) : ""; }',
        returnByValue: true,
      });
      if (result.value) inMatrix.push(result.value);
    }
    expect(inMatrix).toEqual([]);
    await cdp.detach();
    await lab.close();
  });
});

describe('the matrix marks what is chosen', () => {
  // What marks a cell apart from the colour of its weight.
  const marks = (page, rowName) =>
    page
      .getByRole('table', { name: 'Attention weights' })
      .getByRole('row', { name: new RegExp(`^${rowName}`) })
      .getByRole('button')
      .evaluateAll((cells) =>
        cells.map((cell) => {
          const style = getComputedStyle(cell);
          const forced = matchMedia('(forced-colors: active)').matches;
          return {
            name: cell.getAttribute('aria-label'),
            text: cell.textContent,
            mark: [
              style.boxShadow,
              style.borderTopWidth,
              style.borderTopColor,
              // The chosen cell's notch.
              style.backgroundImage,
              // Forced colours drop the weights' colours: the fill is then a mark.
              forced ? style.backgroundColor : '',
            ].join(' | '),
          };
        }),
      );

  test('a clicked cell differs from the rest of its row in light, dark and forced colours', async () => {
    const lab = await open();
    const { page } = lab;
    await page.getByRole('button', { name: /^like → an:/ }).click();
    for (const media of [
      { colorScheme: 'light' },
      { colorScheme: 'dark' },
      { colorScheme: 'light', forcedColors: 'active' },
    ]) {
      await page.emulateMedia(media);
      const row = await marks(page, 'like');
      const chosen = row[3];
      for (const [index, other] of row.entries()) {
        if (index !== 3) expect(other.mark, JSON.stringify(media)).not.toBe(chosen.mark);
      }
    }
    await lab.close();
  });

  test('every cell is named by its pair and its weight', async () => {
    const lab = await open();
    const { page } = lab;
    const words = ['time', 'flies', 'like', 'an', 'arrow'];
    for (const query of words) {
      const row = await marks(page, query);
      expect(row.map((cell) => cell.name)).toEqual(
        row.map((cell, index) => `${query} → ${words[index]}: ${cell.text}`),
      );
    }
    await lab.close();
  });

  // Other words as many as before keep the table's cells (the view relabels
  // them): every header and name must follow, and the marks stay single.
  test('a sentence as long as the last one renames every row, column and cell', async () => {
    const lab = await open();
    const { page } = lab;
    await page.getByRole('button', { name: /^like → an:/ }).click();
    const words = ['fruit', 'flies', 'like', 'a', 'banana'];
    await applySentence(page, words.join(' '));
    const table = await weightTable(page);
    await expect
      .poll(() => table.locator('thead th[scope="col"]').allTextContents())
      .toEqual([...words, 'Sum']);
    expect(await table.locator('tbody th[scope="row"]').allTextContents()).toEqual(words);
    for (const query of words) {
      const row = await marks(page, query);
      expect(row.map((cell) => cell.name)).toEqual(
        row.map((cell, index) => `${query} → ${words[index]}: ${cell.text}`),
      );
    }
    expect(await table.locator('tbody tr.is-query').count()).toBe(1);
    expect(await table.locator('button[aria-current="true"]').count()).toBe(1);
    await lab.close();
  });
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
    expectRowsSumToOne(shownWeights(cells), 'matrix');
  }

  test('switched on from the keyboard: every cell above the diagonal is masked, rows still sum to 1', async () => {
    const lab = await open('?token=flies', { reducedMotion: 'reduce' });
    const { page } = lab;
    const causal = page.getByRole('switch', { name: 'Causal mask' });
    expect(await causal.isChecked()).toBe(false);
    // Without the mask nothing is masked and flies looks most at arrow.
    const unmasked = await matrixCells(page);
    expect(unmasked.flat().some((cell) => cell.drawnMasked || cell.name.endsWith('masked'))).toBe(
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
    await lab.close();
  });
});
