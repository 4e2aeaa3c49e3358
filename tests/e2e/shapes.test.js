// "Follow the shapes": the chapter's PyTorch walk-through at d = 768, and the
// d_k slider that shows why scores are scaled.
import { expect, test } from 'vitest';
import { openLab, serveLabForThisFile } from './lab-page.js';
import { axe, describeViolations } from './support/axe.js';

const served = serveLabForThisFile();

async function openShapes(options = {}) {
  const lab = await openLab(served.browser, served.server.url, options);
  await lab.page.getByText('Follow the shapes').click();
  await lab.page.getByRole('list', { name: 'Shapes along the code path' }).waitFor();
  return lab;
}

test('shows [1, 5] → [1, 5, 768] → [1, 5, 5] → [1, 5, 5] → [1, 5, 768] with each operation', async () => {
  const lab = await openShapes();
  const stages = lab.page
    .getByRole('list', { name: 'Shapes along the code path' })
    .locator(':scope > li');
  expect(await stages.locator('.shape').allTextContents()).toEqual([
    '[1, 5]',
    '[1, 5, 768]',
    '[1, 5, 5]',
    '[1, 5, 5]',
    '[1, 5, 768]',
  ]);
  const operations = await stages.locator('.shape-op').allTextContents();
  // Without add_special_tokens=False the tokenizer adds [CLS] and [SEP]: 7 ids, not 5.
  expect(operations[0]).toContain('add_special_tokens=False');
  expect(operations[1]).toContain('nn.Embedding(30522, 768)');
  expect(operations[2]).toMatch(/bmm.*\/ sqrt\(768\)/);
  expect(operations[3]).toContain('softmax(scores, dim=-1)');
  expect(operations[4]).toContain('bmm(weights, value)');
  await expect.poll(() => stages.first().textContent()).toContain('2051  10029  2066  2019  8612');
  await lab.close();
});

test('with query = key = value each token’s largest weight is on itself, rows sum to 1', async () => {
  const lab = await openShapes();
  const rows = await lab.page
    .getByRole('table', { name: 'Weights at d = 768' })
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => Number(td.textContent))),
    );
  expect(rows).toHaveLength(5);
  rows.forEach((row, index) => {
    expect(row.indexOf(Math.max(...row))).toBe(index);
    // Two-decimal display: five roundings can be off by 0.025 in all.
    expect(Math.abs(row.reduce((a, b) => a + b, 0) - 1)).toBeLessThanOrEqual(0.025);
  });
  await lab.close();
});

test('the d_k slider: without scaling the softmax saturates as d_k grows', async () => {
  const lab = await openShapes();
  const slider = lab.page.getByRole('slider', { name: 'd_k' });
  const readout = lab.page.locator('#dk-readout');
  const largestWeights = async () => {
    const text = await readout.textContent();
    const [, dk, scaled, unscaled] = text.match(
      /d_k = (\d+): a query's largest weight is ([\d.]+) on average with scaling, ([\d.]+) without/,
    );
    return { dk: Number(dk), scaled: Number(scaled), unscaled: Number(unscaled) };
  };
  await slider.focus();
  await lab.page.keyboard.press('Home');
  const small = await largestWeights();
  await lab.page.keyboard.press('End');
  const large = await largestWeights();
  expect(small.dk).toBe(4);
  expect(large.dk).toBe(768);
  expect(large.unscaled).toBeGreaterThan(0.95);
  expect(large.scaled).toBeLessThan(0.7);
  expect(large.scaled).toBeLessThan(large.unscaled);
  expect(small.unscaled).toBeLessThan(large.unscaled);
  await lab.close();
});

test('axe-core finds no violations with the panel open, light and dark', async () => {
  const lab = await openShapes();
  for (const colorScheme of ['light', 'dark']) {
    await lab.page.emulateMedia({ colorScheme });
    const { violations } = await axe(lab.page).analyze();
    expect(describeViolations(violations), colorScheme).toEqual([]);
  }
  await lab.close();
});
