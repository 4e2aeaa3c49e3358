// Step 2, Score: the products spelled out for the focused key, which
// follows the query's largest weight until a key is picked, and −∞ for the
// keys the causal mask hides (carried on into the softmax step).
import { describe, expect, test } from 'vitest';
import {
  currentStepIndex,
  expectRowsSumToOne,
  openLab,
  serveLabForThisFile,
  settledUrl,
  weightMatrix,
} from './lab-page.js';

const served = serveLabForThisFile();
const { open } = served;

describe('the focused key', () => {
  test('the score step spells out the products for the focused key', async () => {
    const lab = await openLab(served.browser, `${served.server.url}?token=flies&step=score`);
    const { page } = lab;
    await page.getByRole('button', { name: 'arrow', exact: true }).click();

    expect(await page.locator('.spelled-out').textContent()).toBe('0·0 + 3·3 + 0·0 + 0·0 = 9');
    expect(
      await page.getByRole('button', { name: 'arrow', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await lab.close();
  });

  test('no parameters: "flies", step 1, and Score spells out flies · arrow = 9', async () => {
    const lab = await open();
    const { page } = lab;
    expect(await page.getByRole('radio', { name: 'flies' }).isChecked()).toBe(true);
    expect(await currentStepIndex(page)).toBe(0);
    // No key was picked, so the link names none.
    expect(new URL(await settledUrl(page)).searchParams.get('key')).toBeNull();

    await page.getByRole('button', { name: 'Next step' }).click();
    expect(
      await page.getByRole('button', { name: 'arrow', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    const spelledOut = await page.locator('.step-page.is-current .spelled-out').textContent();
    expect(spelledOut).toMatch(/= 9$/);

    // Until a key is picked the focused key follows the query's largest weight
    // (read from the matrix on screen).
    const matrix = await weightMatrix(page);
    await page.getByRole('radio', { name: 'time' }).check();
    const largest = matrix[0].indexOf(Math.max(...matrix[0]));
    const keys = await page.locator('.step-page.is-current .key-button').allTextContents();
    expect(
      await page.locator('.step-page.is-current .key-button[aria-pressed="true"]').textContent(),
    ).toBe(keys[largest]);

    // A picked key stays when the query changes.
    await page.getByRole('button', { name: 'like', exact: true }).click();
    await page.getByRole('radio', { name: 'arrow' }).check();
    expect(
      await page.locator('.step-page.is-current .key-button[aria-pressed="true"]').textContent(),
    ).toBe('like');
    expect(new URL(await settledUrl(page)).searchParams.get('key')).toBe('like');
    await lab.close();
  });
});

describe('the causal mask', () => {
  test('the Score step shows −∞ for hidden keys, the softmax step −∞ and crossed-out weights', async () => {
    const lab = await open('?token=flies&step=score&causal=1', { reducedMotion: 'reduce' });
    const { page } = lab;
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
    expectRowsSumToOne(
      [weights.map((text) => (text.endsWith('masked') ? 0 : Number(text)))],
      'softmax',
    );
    // e^−∞ = 0: a hidden key's bar never rises, at any stage.
    expect((await rowTexts('.exponential-row')).slice(2)).toEqual(['0', '0', '0']);
    const bars = await table
      .locator('.bar')
      .evaluateAll((found) => found.map((bar) => bar.getBoundingClientRect().height));
    expect(bars.slice(2)).toEqual([0, 0, 0]);
    expect(await page.locator('.step-explanation:visible').textContent()).toContain('score −∞');
    await lab.close();
  });
});
