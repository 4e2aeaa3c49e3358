// The learner's own sentence (views/sentence): it gives an n × n matrix,
// "Reset to the chapter's example" brings the chapter back, a refused
// sentence keeps the one before, and HTML typed in is shown as words.
// (Sentences made to break the page: hostile-input.test.js.)
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

const sentenceStatus = (page) => page.locator('#sentence-status').textContent();

describe('your own sentence', () => {
  test('a custom sentence gives an n × n matrix whose rows each sum to 1', async () => {
    const lab = await open();
    const { page } = lab;
    await applySentence(page, ANIMAL);

    const matrix = await weightMatrix(page);
    expect(matrix).toHaveLength(ANIMAL_TOKENS);
    for (const row of matrix) {
      expect(row).toHaveLength(ANIMAL_TOKENS);
      // Each shown weight is rounded to 0.01, so the sum is 1 within n × 0.005.
      const sum = row.reduce((total, weight) => total + weight, 0);
      expect(Math.abs(sum - 1)).toBeLessThanOrEqual(ANIMAL_TOKENS * 0.005);
    }
    const sums = await page.locator('.weight-matrix tbody td.row-sum').allTextContents();
    expect(sums).toEqual(Array(ANIMAL_TOKENS).fill('1.00'));
    expect(
      await page.getByRole('radiogroup', { name: 'Query token' }).getByRole('radio').count(),
    ).toBe(ANIMAL_TOKENS);
    expect(await page.locator('.token-text').allTextContents()).toEqual([
      'the',
      'animal',
      'didn',
      't',
      'cross',
      'the',
      'street',
      'because',
      'it',
      'was',
      'tired',
    ]);
    expect(await sentenceStatus(page)).toContain('11 × 11');
    // Captions about the chapter's words are gone; the id line shows positions.
    expect(await page.locator('#chapter-caption').isVisible()).toBe(false);
    expect(await page.locator('.token-id').first().textContent()).toBe('word 1');
    expect(new URL(await settledUrl(page)).searchParams.get('sentence')).toBe(ANIMAL);
    await lab.close();
  });

  test('"Reset to the chapter\'s example" gives back flies → 0.80 on arrow', async () => {
    const lab = await open();
    const { page } = lab;
    await applySentence(page, ANIMAL);
    await openEditor(page);
    await page.getByRole('textbox', { name: 'W Q row 2 column 2' }).press('ArrowUp');
    await page.getByRole('switch', { name: 'Scale by the square root of d k' }).click();

    await page.getByRole('button', { name: 'Reset to the chapter’s example' }).click();

    expect(await page.getByRole('textbox', { name: 'Sentence' }).inputValue()).toBe(
      'time flies like an arrow',
    );
    expect(await page.getByRole('textbox', { name: 'W Q row 2 column 2' }).inputValue()).toBe('3');
    await page.getByRole('radio', { name: 'flies' }).check();
    await page.getByRole('button', { name: 'Scale & softmax' }).click();
    expect(await softmaxWeights(page)).toEqual(['0.01', '0.18', '0.01', '0.01', '0.80']);
    expect(await page.locator('#chapter-caption').isVisible()).toBe(true);
    const params = new URL(await settledUrl(page)).searchParams;
    expect(params.get('sentence')).toBeNull();
    expect(params.get('edits')).toBeNull();
    await lab.close();
  });
});

describe('odd sentences across a reload', () => {
  test('the HTML sentence is shown as words, never run', async () => {
    const lab = await open();
    const { page } = lab;
    await applySentence(page, '<img src=x onerror=alert(1)>');
    expect(await page.locator('.token-text').allTextContents()).toEqual([
      'img',
      'src',
      'x',
      'onerror',
      'alert',
      '1',
    ]);
    expect(await page.getByRole('textbox', { name: 'Sentence' }).inputValue()).toBe(
      '<img src=x onerror=alert(1)>',
    );
    // The lab writes the address when the page is next idle: reload that one.
    expect(new URL(await settledUrl(page)).searchParams.get('sentence')).toBe(
      '<img src=x onerror=alert(1)>',
    );
    await page.reload();
    await page.waitForSelector('body.is-ready');
    expect(await page.getByRole('textbox', { name: 'Sentence' }).inputValue()).toBe(
      '<img src=x onerror=alert(1)>',
    );
    expect(await page.locator('img:not(.fallback-picture)').count()).toBe(0);
    await lab.close();
  });

  test('a refused sentence keeps the previous one and marks the box', async () => {
    const lab = await open();
    const { page } = lab;
    await applySentence(page, 'hello world');
    await applySentence(page, '   ');
    expect(await page.locator('.token-text').allTextContents()).toEqual(['hello', 'world']);
    const box = page.getByRole('textbox', { name: 'Sentence' });
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    await box.fill('hello there world');
    expect(await box.getAttribute('aria-invalid')).toBeNull();
    await lab.close();
  });
});
