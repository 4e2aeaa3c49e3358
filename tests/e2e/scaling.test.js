// The "Why divide by √dₖ?" panel of the Scale & softmax step: a dₖ slider
// from 4 to 1024 and the core's statistics of random scores at each setting.
// Read from the page at every position: the scaled scores keep a spread near
// 1, the unscaled largest weight only grows, the unscaled gradient only
// shrinks, and the sentence under the table says the table's numbers.
import { expect, test } from 'vitest';
import { openLab, serveLabForThisFile, showScalingPanel } from './lab-page.js';
import { axe, describeViolations } from './support/axe.js';

const served = serveLabForThisFile();
const KEY_DIMS = [4, 8, 16, 32, 64, 128, 256, 512, 1024];

/** The table as { measure: [without scaling, divided by √dₖ] }, and the sentence. */
async function readPanel(page) {
  return page.evaluate(() => {
    const panel = document.querySelector('.scaling');
    const rows = [...panel.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('.scaling-number')].map((cell) => Number(cell.textContent)),
    );
    return {
      spread: rows[0],
      largest: rows[1],
      gradient: rows[2],
      summary: panel.querySelector('.scaling-summary').textContent,
    };
  });
}

test('the slider walks dₖ from 4 to 1024 by keyboard, and every setting shows why scaling matters', async () => {
  const lab = await openLab(served.browser, `${served.server.url}?token=flies&step=softmax`);
  const { page } = lab;
  await showScalingPanel(page);
  const slider = page.getByRole('slider', { name: /dimension/ });
  await slider.focus();
  await page.keyboard.press('Home');
  const seen = [];
  for (const [index, keyDim] of KEY_DIMS.entries()) {
    if (index > 0) await page.keyboard.press('ArrowRight');
    expect(await slider.getAttribute('aria-valuetext')).toBe(`dₖ = ${keyDim}`);
    const panel = await readPanel(page);
    seen.push(panel);
    const [rawSpread, scaledSpread] = panel.spread;
    // Var(q·k) = dₖ for unit-variance entries: the raw spread is about √dₖ.
    expect(rawSpread / Math.sqrt(keyDim)).toBeGreaterThan(0.85);
    expect(rawSpread / Math.sqrt(keyDim)).toBeLessThan(1.15);
    expect(scaledSpread).toBeGreaterThanOrEqual(0.8);
    expect(scaledSpread).toBeLessThanOrEqual(1.25);
    // The words beside the numbers say the same numbers.
    for (const value of [...panel.spread, ...panel.largest, ...panel.gradient]) {
      expect(panel.summary).toContain(value.toFixed(2));
    }
    expect(panel.summary).toContain(`dₖ = ${keyDim}`);
  }
  for (let index = 1; index < seen.length; index++) {
    expect(seen[index].largest[0]).toBeGreaterThanOrEqual(seen[index - 1].largest[0]);
    expect(seen[index].gradient[0]).toBeLessThanOrEqual(seen[index - 1].gradient[0]);
  }
  // At 1024 the unscaled softmax is saturated and its gradient nearly gone;
  // scaled, the weights stay spread and the gradient as it was at 4.
  const [first, last] = [seen[0], seen.at(-1)];
  expect(last.largest[0]).toBeGreaterThan(0.9);
  expect(last.gradient[0]).toBeLessThan(0.1);
  expect(last.largest[1]).toBeLessThan(0.6);
  expect(Math.abs(last.gradient[1] - first.gradient[1])).toBeLessThan(0.05);
  await lab.close();
});

test('the panel belongs to the Scale & softmax step alone', async () => {
  const lab = await openLab(served.browser, `${served.server.url}?token=flies&step=score`);
  const { page } = lab;
  const heading = page.getByRole('heading', { name: 'Why divide by √dₖ?' });
  expect(await heading.count()).toBe(0);
  await page.getByRole('button', { name: 'Next step' }).click();
  await showScalingPanel(page);
  await heading.waitFor();
  // It names the lab's own case, from the model's numbers.
  expect(await page.locator('.scaling-chapter').textContent()).toContain('from 0.95 to 0.80');
  await page.getByRole('button', { name: 'Next step' }).click();
  await heading.waitFor({ state: 'hidden' });
  expect(await heading.count()).toBe(0);
  await lab.close();
});

test('axe finds nothing in the panel, light and dark, at 390 and 1280 px', async () => {
  for (const [width, colorScheme] of [
    [1280, 'light'],
    [390, 'dark'],
  ]) {
    const lab = await openLab(served.browser, `${served.server.url}?token=flies&step=softmax`, {
      viewport: { width, height: 844 },
      colorScheme,
    });
    await showScalingPanel(lab.page);
    const results = await axe(lab.page).include('.scaling').analyze();
    expect(describeViolations(results.violations), `${width} px ${colorScheme}`).toEqual([]);
    await lab.close();
  }
});
