// "Follow the shapes": the chapter's PyTorch walk-through at d = 768, and its
// link to why the scores are scaled.
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

test('why √dₖ has one home: the walk links to the Scale & softmax step and its panel', async () => {
  const lab = await openShapes();
  const { page } = lab;
  // No second slider here: the one under Scale & softmax is the lab's only d_k control.
  expect(await page.locator('#shapes-view').getByRole('slider').count()).toBe(0);
  await page.getByRole('link', { name: /Why divide by √dₖ\?/ }).click();
  await expect
    .poll(() => page.locator('.step-list [aria-current]').textContent())
    .toContain('Scale & softmax');
  const panel = page.locator('#scaling-view');
  await expect
    .poll(() => panel.evaluate((element) => element === document.activeElement))
    .toBe(true);
  // The panel's own content has loaded, and its title is on screen (below
  // the softmax bars, which the step brings into view as they move).
  await panel.getByRole('slider', { name: /dimension/ }).waitFor();
  await page.waitForFunction(
    () =>
      new Promise((resolve) => {
        let last = scrollY;
        const settled = () =>
          setTimeout(() => (scrollY === last ? resolve(true) : ((last = scrollY), settled())), 200);
        settled();
      }),
  );
  const title = await panel
    .getByRole('heading', { name: /Why divide by √dₖ\?/ })
    .evaluate((element) => element.getBoundingClientRect().toJSON());
  expect(title.top).toBeGreaterThanOrEqual(0);
  expect(title.bottom).toBeLessThanOrEqual(page.viewportSize().height);
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
