// "Edit the numbers" (views/editor): edits move the weights the way hand
// calculation says, the presets do what they are named for, a number that
// cannot be used is refused inline, the closed editor is kept up to date
// while the page is idle, and links carry the edits.
import { describe, expect, test } from 'vitest';
import {
  ANIMAL,
  ANIMAL_TOKENS,
  applySentence,
  openEditor,
  serveLabForThisFile,
  settledUrl,
  softmaxWeights,
  weightMatrix,
} from './lab-page.js';

const served = serveLabForThisFile();
const { open } = served;

/** Weight w(query → key) as shown in the matrix, by row and column index. */
async function weightAt(page, row, column) {
  return (await weightMatrix(page))[row][column];
}

/** Softmax of a row of scaled scores, computed here as an independent check. */
function softmax(scores) {
  const largest = Math.max(...scores);
  const exps = scores.map((score) => Math.exp(score - largest));
  const total = exps.reduce((sum, value) => sum + value, 0);
  return exps.map((value) => value / total);
}

describe('editable numbers', () => {
  test('every number box opens a keyboard with a minus sign', async () => {
    // Entries of X and W may be negative; the phone keypads of
    // inputmode="decimal" and "numeric" often have no minus key.
    const lab = await open('?token=flies');
    const { page } = lab;
    await openEditor(page);
    const modes = await page
      .locator('.number-box')
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('inputmode')));
    expect(modes.length).toBeGreaterThan(0);
    expect(modes.filter((mode) => mode === 'decimal' || mode === 'numeric')).toEqual([]);
    await lab.close();
  });

  test('raising one entry of W_Q moves w(flies → arrow) the way the hand calculation says', async () => {
    // x_flies = [0, 1, 1, 0], so q_flies = row 2 + row 3 of W_Q = [0, W_Q(2,2), 0, 0].
    // Against the keys, only their second entries count: k_time 0, k_flies 2,
    // k_like 0, k_an 0, k_arrow 3. With W_Q(2,2) = c the scores are
    // [0, 2c, 0, 0, 3c] ÷ √4, so a larger c favours "arrow" (3c grows fastest).
    const lab = await open('?token=flies');
    const { page } = lab;
    await openEditor(page);
    const box = page.getByRole('textbox', { name: 'W Q row 2 column 2' });
    expect(await box.inputValue()).toBe('3');
    expect(await weightAt(page, 1, 4)).toBe(0.8);

    await box.press('ArrowUp'); // 3.5
    await box.press('ArrowUp'); // 4
    expect(await box.inputValue()).toBe('4');
    const expectedUp = softmax([0, 8, 0, 0, 12].map((score) => score / 2));
    expect(await weightAt(page, 1, 4)).toBe(Number(expectedUp[4].toFixed(2)));
    expect(await weightAt(page, 1, 4)).toBeGreaterThan(0.8);

    // Typed, and downwards: c = 2 gives [0, 4, 0, 0, 6] ÷ 2.
    await box.fill('2');
    await box.press('Enter');
    const expectedDown = softmax([0, 4, 0, 0, 6].map((score) => score / 2));
    expect(await weightAt(page, 1, 4)).toBe(Number(expectedDown[4].toFixed(2)));
    expect(await weightAt(page, 1, 4)).toBeLessThan(0.8);

    // Shift+arrow nudges by 0.1, and the edited box is marked.
    await box.press('Shift+ArrowDown');
    expect(await box.inputValue()).toBe('1.9');
    expect(await box.getAttribute('class')).toContain('is-edited');
    expect(new URL(await settledUrl(page)).searchParams.get('edits')).toBe('wq.1.1:1.9');
    // The editor's own readout follows the same row.
    const readout = await page.locator('.readout-value').allTextContents();
    expect(readout[4]).toBe(String((await weightAt(page, 1, 4)).toFixed(2)));
    await lab.close();
  });

  // The readout's rows are built for the words and the query; an edit
  // writes its weights into them instead of building the list again.
  test('an edit writes the new weights into the readout and makes none of its elements', async () => {
    const lab = await open('?token=flies');
    const { page } = lab;
    await openEditor(page);
    const box = page.getByRole('textbox', { name: 'W Q row 2 column 2' });
    await box.fill('2');
    const readoutMade = await box.evaluate((input) => {
      const made = [];
      const { createElement } = Document.prototype;
      Document.prototype.createElement = function (...args) {
        const element = createElement.apply(this, args);
        made.push(element);
        return element;
      };
      try {
        input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      } finally {
        Document.prototype.createElement = createElement;
      }
      return made.filter((element) => element.className.startsWith('readout')).length;
    });
    expect(readoutMade).toBe(0);
    const expected = softmax([0, 4, 0, 0, 6].map((score) => score / 2));
    expect(await page.locator('.readout-value').allTextContents()).toEqual(
      expected.map((weight) => weight.toFixed(2)),
    );
    // Another query: the readout names it and shows its row.
    await page
      .getByRole('radiogroup', { name: 'Query token' })
      .getByRole('radio', { name: 'arrow' })
      .check();
    await expect.poll(() => page.locator('.readout-title').textContent()).toContain('arrow');
    const row = (await weightMatrix(page))[4].map((weight) => weight.toFixed(2));
    expect(await page.locator('.readout-value').allTextContents()).toEqual(row);
    await lab.close();
  });

  // Other words as many as before keep the boxes: X's rows and boxes are
  // renamed, and what a box refuses is said with its new name.
  test('a sentence as long as the last one renames the open editor’s boxes', async () => {
    const lab = await open('?token=flies');
    const { page } = lab;
    await openEditor(page);
    await page.evaluate(() => (window.firstBox = document.querySelector('#editor .number-box')));
    await applySentence(page, 'fruit flies like a banana');
    const banana = page.getByRole('textbox', { name: 'embedding of banana, entry 2' });
    await expect.poll(() => banana.count()).toBe(1);
    expect(
      await page.evaluate(() => window.firstBox === document.querySelector('#editor .number-box')),
    ).toBe(true);
    const rows = page.locator('#editor .number-grid').first().locator('tbody th[scope="row"]');
    expect(await rows.allTextContents()).toEqual(['fruit', 'flies', 'like', 'a', 'banana']);
    await banana.fill('x');
    await banana.press('Enter');
    await expect
      .poll(() => page.locator('#editor-status').textContent())
      .toContain('embedding of banana, entry 2');
    await lab.close();
  });

  test('the closed editor loads when first opened, with the numbers of that moment', async () => {
    const lab = await open('?token=flies');
    const { page } = lab;
    const boxes = page.locator('#editor input.number-box');
    // Nothing of it is downloaded or built while it is closed.
    await page.waitForTimeout(300);
    expect(await boxes.count()).toBe(0);
    await applySentence(page, ANIMAL);
    expect(await page.locator('#editor').evaluate((details) => details.open)).toBe(false);
    await openEditor(page);
    // Its words' embeddings and three 4 × 4 matrices, filled in.
    await expect.poll(() => boxes.count()).toBe(ANIMAL_TOKENS * 4 + 3 * 16);
    expect(
      await page.getByRole('textbox', { name: 'embedding of tired, entry 1' }).inputValue(),
    ).not.toBe('');
    await lab.close();
  });

  test('an embedding entry is editable too and recomputes the steps', async () => {
    const lab = await open('?token=flies&step=score&key=arrow');
    const { page } = lab;
    await openEditor(page);
    // x_flies = [0, 1, 1, 0]; setting entry 2 to 2 doubles its part of q_flies: [0, 6, 0, 0].
    const box = page.getByRole('textbox', { name: 'embedding of flies, entry 2' });
    await box.fill('2');
    await box.press('Enter');
    expect(await page.locator('.spelled-out').textContent()).toBe('0·0 + 6·3 + 0·0 + 0·0 = 18');
    await lab.close();
  });

  test('the preset "Make flies attend to time" moves flies\' largest weight from arrow to time', async () => {
    const lab = await open('?token=flies');
    const { page } = lab;
    await openEditor(page);
    const flies = async () => (await weightMatrix(page))[1];
    const before = await flies();
    expect(before.indexOf(Math.max(...before))).toBe(4);

    await page.getByRole('button', { name: 'Make flies attend to time' }).click();

    const after = await flies();
    expect(after.indexOf(Math.max(...after))).toBe(0);
    // k_time becomes [2, 3, 0, 1], k_arrow [0, −1.5, 0, 0]: scores [9, 6, 0, 0, −4.5] ÷ 2.
    const expected = softmax([9, 6, 0, 0, -4.5].map((score) => score / 2));
    expect(after).toEqual(expected.map((weight) => Number(weight.toFixed(2))));
    expect(after[0]).toBe(0.8);
    expect(await softmaxWeights(page)).toEqual(['0.80', '0.18', '0.01', '0.01', '0.00']);
    expect(await page.getByRole('textbox', { name: 'W K row 1 column 2' }).inputValue()).toBe('1');
    expect(await page.locator('.preset-note').isVisible()).toBe(true);
    expect(new URL(await settledUrl(page)).searchParams.get('edits')).toBe('wk.0.1:1');
    await lab.close();
  });

  test('the preset "q = k = v" switches the projections off', async () => {
    const lab = await open();
    const { page } = lab;
    await openEditor(page);
    await page.getByRole('button', { name: 'q = k = v' }).click();
    expect(
      await page.getByRole('switch', { name: 'Separate Q, K, V projections' }).isChecked(),
    ).toBe(false);
    expect(await page.locator('.editor-shared-note').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Chapter example' }).click();
    expect((await weightMatrix(page))[1]).toEqual([0.01, 0.18, 0.01, 0.01, 0.8]);
    await lab.close();
  });

  test('a number that is not finite or too large is refused inline and nothing changes', async () => {
    const lab = await open('?token=flies');
    const { page } = lab;
    await openEditor(page);
    const box = page.getByRole('textbox', { name: 'W Q row 2 column 2' });
    const before = await weightMatrix(page);
    for (const [typed, message] of [
      ['abc', 'is not a number'],
      ['NaN', 'is not a number'],
      ['Infinity', 'is not a number'],
      ['1e400', 'too large'],
      ['1e7', 'too large'],
      ['-2000000', 'too large'],
      ['<img src=x onerror=alert(1)>', 'is not a number'],
      ['', 'is empty'],
      ['1,000', 'is ambiguous'],
    ]) {
      await box.fill(typed);
      await box.press('Enter');
      expect(await box.getAttribute('aria-invalid'), typed).toBe('true');
      const status = await page.locator('#editor-status').textContent();
      expect(status, typed).toContain(message);
      expect(status, typed).toContain('W Q row 2 column 2 keeps 3');
      expect(await weightMatrix(page), typed).toEqual(before);
    }
    // Leaving the box puts the number in use back; then a good number works.
    await box.press('Tab');
    expect(await box.inputValue()).toBe('3');
    expect(await box.getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('img:not(.fallback-picture)').count()).toBe(0);
    await box.fill('4');
    await box.press('Enter');
    expect(await weightAt(page, 1, 4)).toBeGreaterThan(0.8);
    await lab.close();
  });

  test('edits round-trip through the link', async () => {
    const lab = await open(`?sentence=${encodeURIComponent(ANIMAL)}&token=animal`);
    const { page } = lab;
    await openEditor(page);
    await page.getByRole('textbox', { name: 'W K row 3 column 1' }).fill('-1.5');
    await page.getByRole('textbox', { name: 'W K row 3 column 1' }).press('Enter');
    await page.getByRole('textbox', { name: 'embedding of animal, entry 4' }).fill('2');
    await page.getByRole('textbox', { name: 'embedding of animal, entry 4' }).press('Enter');
    await page.getByRole('textbox', { name: 'embedding of the (word 6), entry 1' }).fill('0');
    await page.getByRole('textbox', { name: 'embedding of the (word 6), entry 1' }).press('Enter');
    const url = await settledUrl(page);
    expect(new URL(url).searchParams.get('edits')).toBe('x.1.3:2,x.5.0:0,wk.2.0:-1.5');
    const matrix = await weightMatrix(page);

    const second = await open(new URL(url).search);
    await openEditor(second.page);
    expect(await weightMatrix(second.page)).toEqual(matrix);
    expect(
      await second.page.getByRole('textbox', { name: 'W K row 3 column 1' }).inputValue(),
    ).toBe('-1.5');
    expect(
      await second.page.getByRole('textbox', { name: 'embedding of animal, entry 4' }).inputValue(),
    ).toBe('2');
    expect(await second.page.getByRole('radio', { name: 'animal' }).isChecked()).toBe(true);
    await second.close();
    await lab.close();
  });

  test('too many edits for a link are kept on the page and marked as not in the link', async () => {
    const lab = await open();
    const { page } = lab;
    await openEditor(page);
    const boxes = page.locator('.number-box');
    for (let index = 0; index < 21; index++) await boxes.nth(index).press('ArrowUp');
    expect(await page.locator('.editor-link-note').textContent()).toContain(
      'These edits are not in the link',
    );
    expect(new URL(await settledUrl(page)).searchParams.get('edits')).toBeNull();
    // Undoing one brings them back into the link.
    await boxes.nth(20).press('ArrowDown');
    expect(await page.locator('.editor-link-note').textContent()).toBe('');
    expect(new URL(await settledUrl(page)).searchParams.get('edits')?.split(',')).toHaveLength(20);
    await lab.close();
  });
});
