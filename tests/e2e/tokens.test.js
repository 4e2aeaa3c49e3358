// The query tokens (views/tokens): a chip per token of the sentence, with
// the tokenizer's ids for the chapter's words; a repeated word stays two
// tokens, named apart, also in the link.
import { describe, expect, test } from 'vitest';
import {
  ANIMAL,
  applySentence,
  serveLabForThisFile,
  settledUrl,
  weightMatrix,
  weightTable,
} from './lab-page.js';

const served = serveLabForThisFile();
const { open } = served;

describe('the query tokens', () => {
  test('a repeated word stays two separate tokens, also in the link', async () => {
    const lab = await open();
    const { page } = lab;
    await applySentence(page, ANIMAL);
    const radios = page.getByRole('radiogroup', { name: 'Query token' }).getByRole('radio');
    await radios.nth(5).check(); // the second "the"
    expect(await page.locator('#query-name').textContent()).toBe('“the₆”');
    const queryRow = (await weightTable(page)).locator('tr.is-query th');
    expect(await queryRow.textContent()).toBe('the₆');
    expect(new URL(await settledUrl(page)).searchParams.get('token')).toBe('5');

    await page.reload();
    await page.waitForSelector('body.is-ready');
    expect(await radios.nth(5).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Sentence' }).inputValue()).toBe(ANIMAL);
    await lab.close();
  });

  // Other words as many as before keep the chips (the view relabels them):
  // their words, ids and names follow, and the query stays picked.
  test('a sentence as long as the last one relabels the chips', async () => {
    const lab = await open('?token=flies');
    const { page } = lab;
    const radios = page.getByRole('radiogroup', { name: 'Query token' }).getByRole('radio');
    await page.evaluate(() => (window.firstChip = document.querySelector('.token-chip')));
    const words = ['fruit', 'flies', 'like', 'a', 'banana'];
    await applySentence(page, words.join(' '));
    await expect.poll(() => page.locator('.token-text').allTextContents()).toEqual(words);
    expect(
      await page.evaluate(() => window.firstChip === document.querySelector('.token-chip')),
    ).toBe(true);
    expect(await page.locator('.token-id').allTextContents()).toEqual(
      words.map((_, index) => `word ${index + 1}`),
    );
    await page.getByRole('radio', { name: 'banana' }).check();
    expect(await page.locator('#query-name').textContent()).toBe('“banana”');
    expect(await radios.count()).toBe(5);
    await lab.close();
  });

  test("typing the chapter's sentence brings back its ids and numbers", async () => {
    const lab = await open('?sentence=hello+world');
    const { page } = lab;
    expect(await page.locator('.token-text').allTextContents()).toEqual(['hello', 'world']);
    await applySentence(page, 'Time flies like an arrow!');
    expect(await page.locator('.token-id').allTextContents()).toEqual([
      'id 2051',
      'id 10029',
      'id 2066',
      'id 2019',
      'id 8612',
    ]);
    expect((await weightMatrix(page))[1]).toEqual([0.01, 0.18, 0.01, 0.01, 0.8]);
    await lab.close();
  });
});
