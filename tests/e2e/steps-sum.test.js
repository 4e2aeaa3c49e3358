// Step 4, Weighted sum: a scaled value vector for every key, and products
// a learner can check by hand, lined up and uncut from a phone to a desktop.
import { describe, expect, test } from 'vitest';
import { openLab, serveLabForThisFile } from './lab-page.js';

const served = serveLabForThisFile();
const { open } = served;

/** A number as the page writes it (with a real minus sign). */
const readNumber = (text) => Number(text.trim().replace('\u2212', '-'));

describe('the weighted sum checks by hand', () => {
  test('the weighted-sum step lists a scaled value vector for every key', async () => {
    const lab = await openLab(served.browser, `${served.server.url}?token=flies&step=sum`);
    const { page } = lab;
    const rows = page.getByRole('table', { name: 'Weighted sum for flies' }).locator('tbody tr');
    expect(await rows.count()).toBe(5);
    // Three decimals (so products can be checked), the chapter's weights when rounded to two.
    const weights = await rows.locator('td.weight').allTextContents();
    expect(weights.every((text) => /^\d\.\d{3}$/.test(text))).toBe(true);
    expect(weights.map((text) => Number(text).toFixed(2))).toEqual([
      '0.01',
      '0.18',
      '0.01',
      '0.01',
      '0.80',
    ]);
    expect(await page.locator('.sum-table tfoot .vector .entry').count()).toBe(4);
    await lab.close();
  });

  // Each row's weight, v_j and product as shown, with their on-screen boxes.
  const sumRows = (page) =>
    page.locator('.step-page.is-current .sum-table tbody tr').evaluateAll((rows) =>
      rows.map((row) => {
        // The box that would cut an entry off: its nearest ancestor that clips or scrolls.
        const clipOf = (element) => {
          for (let box = element.parentElement; box; box = box.parentElement) {
            if (getComputedStyle(box).overflowX !== 'visible') return box.getBoundingClientRect();
          }
          return { left: 0, right: innerWidth };
        };
        const entries = (selector) =>
          [...row.querySelectorAll(`${selector} .entry`)].map((entry) => {
            const box = entry.getBoundingClientRect();
            const clip = clipOf(entry);
            return {
              text: entry.textContent,
              left: box.left,
              visible:
                entry.checkVisibility() &&
                box.width > 0 &&
                box.left >= clip.left - 0.5 &&
                box.right <= clip.right + 0.5,
            };
          });
        return {
          weight: row.querySelector('td.weight').textContent,
          value: entries('.value-column'),
          product: entries('.product-column'),
        };
      }),
    );

  test('every product is the shown weight times the shown v_j, within their rounding; columns line up', async () => {
    const lab = await open('?step=sum');
    const { page } = lab;
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
      { width: 375, height: 812 },
      { width: 320, height: 640 },
    ]) {
      await page.setViewportSize(viewport);
      const rows = await sumRows(page);
      expect(rows).toHaveLength(5);
      for (const row of rows) {
        const weight = readNumber(row.weight);
        // The shown weight has three decimals, the product two.
        const weightRounding = 0.0005;
        const productRounding = 0.005;
        row.value.forEach((entry, d) => {
          const value = readNumber(entry.text);
          const product = readNumber(row.product[d].text);
          const slack = productRounding + weightRounding * Math.abs(value) + 1e-9;
          expect(
            Math.abs(weight * value - product),
            `${row.weight} × ${entry.text}`,
          ).toBeLessThanOrEqual(slack);
        });
        // v_j and its weighted copy stay on screen, uncut (on a phone too).
        expect(
          row.value.every((entry) => entry.visible),
          `v_j at ${viewport.width}px`,
        ).toBe(true);
        expect(
          row.product.every((entry) => entry.visible),
          `w·v_j at ${viewport.width}px`,
        ).toBe(true);
      }
      // Entry d of every vector starts at the same x, row after row.
      for (const column of ['value', 'product']) {
        const lefts = rows.map((row) => row[column].map((entry) => Math.round(entry.left)));
        for (const other of lefts)
          expect(other, `${column} at ${viewport.width}px`).toEqual(lefts[0]);
      }
    }
    await lab.close();
  });
});
