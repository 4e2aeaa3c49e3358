// The word-to-word lines (views/lines): each line as opaque as its weight,
// a word that isolates its lines when pointed at, the chosen key marked
// beside its own query, and a query word that picks the query.
import { describe, expect, test } from 'vitest';
import {
  openLab,
  serveLabForThisFile,
  showPictures,
  weightMatrix,
  weightTable,
} from './lab-page.js';

const served = serveLabForThisFile();

describe('word-to-word lines', () => {
  test('each query’s line opacities are in the order of its weights; a word isolates its lines', async () => {
    const lab = await openLab(served.browser, `${served.server.url}?token=flies`, {
      reducedMotion: 'reduce',
    });
    const { page } = lab;
    await showPictures(page);
    const figure = page.getByRole('figure', { name: 'Word to word' });
    const opacities = await page.evaluate(() =>
      [...document.querySelectorAll('.query-lines')].map((group) =>
        [...group.querySelectorAll('.word-line')].map((line) =>
          Number(getComputedStyle(line).strokeOpacity),
        ),
      ),
    );
    const matrix = await weightMatrix(page);
    expect(opacities).toHaveLength(matrix.length);
    matrix.forEach((row, i) =>
      row.forEach((weight, j) =>
        row.forEach((other, k) => {
          if (weight > other)
            expect(opacities[i][j], `row ${i}: key ${j} over ${k}`).toBeGreaterThan(
              opacities[i][k],
            );
        }),
      ),
    );

    // Pointing at the key "time" leaves only the lines into it.
    await figure.getByRole('button', { name: 'time (key)' }).hover();
    const visibleKeys = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.word-line')]
          .filter((line) => getComputedStyle(line).visibility === 'visible')
          .map((line) => line.dataset.key),
      );
    expect(new Set(await visibleKeys())).toEqual(new Set(['0']));
    await page.mouse.move(0, 0);
    expect((await visibleKeys()).length).toBe(25);

    // The chosen key ("arrow", bold) keeps its mark beside its own query's
    // lines, and loses it beside another query's, whose lines it is not.
    const arrowWeight = () =>
      figure
        .getByRole('button', { name: 'arrow (key)' })
        .evaluate((button) => getComputedStyle(button).fontWeight);
    await figure.getByRole('button', { name: 'flies (query)' }).hover();
    expect(await arrowWeight()).toBe('700');
    await figure.getByRole('button', { name: 'an (query)' }).hover();
    expect(await arrowWeight()).not.toBe('700');
    await page.mouse.move(0, 0);
    expect(await arrowWeight()).toBe('700');

    // A query word picks the query, as the chips and the matrix do.
    await figure.getByRole('button', { name: 'like (query)' }).click();
    expect(await page.getByRole('radio', { name: 'like' }).isChecked()).toBe(true);
    const queryRow = (await weightTable(page)).locator('tr.is-query th');
    expect(await queryRow.textContent()).toBe('like');
    const summary = await figure.locator('.lines-summary li').allTextContents();
    expect(summary).toHaveLength(5);
    expect(summary[1]).toBe('“flies” looks most at “arrow” 0.80, then “flies” 0.18');
    await lab.close();
  });
});
