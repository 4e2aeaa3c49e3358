// "Try it yourself" (practice=1): the query's weights are withheld until the
// learner predicts where it looks; the prediction is answered with a
// sentence from the core's numbers; what is done is kept in local storage
// and "Start over" clears it.
import { describe, expect, test } from 'vitest';
import { currentStepIndex, serveLabForThisFile, softmaxWeights } from './lab-page.js';
import { axe, describeViolations } from './support/axe.js';

const served = serveLabForThisFile();

/**
 * Opens the lab at `query` with nothing done: the pooled pages share one
 * origin's local storage, which is emptied before and after.
 */
async function open(query, options) {
  const lab = await served.open('', options);
  const clear = () => lab.page.evaluate(() => localStorage.clear());
  await clear();
  await lab.goTo(`${served.server.url}${query}`);
  return { ...lab, close: async () => (await clear(), lab.close()) };
}

// flies puts 0.80 on arrow in the chapter's example (tests/core's reference).
const FLIES_ARROW = '0.80';

/** What the page shows and names: its visible text and every visible accessible name. */
function shownText(page) {
  return page.evaluate(() => {
    const visible = (element) => element.checkVisibility({ visibilityProperty: true });
    const names = [...document.querySelectorAll('[aria-label], [aria-valuetext]')]
      .filter(visible)
      .map((element) => `${element.ariaLabel ?? ''} ${element.ariaValueText ?? ''}`);
    return [document.body.innerText, ...names].join('\n');
  });
}

const question = (page) => page.getByRole('radiogroup', { name: /Which word will/ });

/** Predicts `word` for the query shown, with the pointer. */
async function predict(page, word) {
  await question(page).getByRole('radio', { name: word, exact: true }).check();
  await page.getByRole('button', { name: 'Predict' }).click();
}

const verdict = (page) => page.locator('.practice-verdict');

describe('the prediction', () => {
  test('withholds the query’s weights everywhere until it is made', async () => {
    const lab = await open('?practice=1&step=softmax');
    const { page } = lab;
    await question(page).waitFor();
    expect(await page.getByRole('switch', { name: 'Try it yourself' }).isChecked()).toBe(true);
    // No matrix (and no row of it), no bars, no weight on screen or in a name.
    await expect(page.getByRole('table', { name: 'Attention weights' }).count()).resolves.toBe(0);
    expect(await page.locator('.step-page.is-current .softmax-table').count()).toBe(0);
    expect(await page.locator('#matrix-withheld').isVisible()).toBe(true);
    expect(await shownText(page)).not.toContain(FLIES_ARROW);
    // Step 4 and the live region say the same.
    await page.getByRole('button', { name: 'Next step' }).click();
    await expect.poll(() => page.locator('#announcer').textContent()).toMatch(/^Step 4 of 4/);
    expect(await page.locator('#announcer').textContent()).toContain('Hidden for now');
    expect(await page.locator('.step-page.is-current .sum-table').count()).toBe(0);
    expect(await shownText(page)).not.toContain(FLIES_ARROW);

    await predict(page, 'arrow');
    // Back at the softmax, whose stages bring the weights.
    expect(await currentStepIndex(page)).toBe(2);
    await expect.poll(() => softmaxWeights(page)).toContain(FLIES_ARROW);
    expect(await page.getByRole('table', { name: 'Attention weights' }).isVisible()).toBe(true);
    await lab.close();
  });

  test('a right guess and a wrong one each get their sentence from the numbers', async () => {
    const lab = await open('?practice=1&token=flies');
    const { page } = lab;
    await predict(page, 'arrow');
    // q_flies · k_arrow is 9; no other key scores above 6.
    await expect
      .poll(() => verdict(page).textContent())
      .toMatch(/^✓\s*Right: “flies” attends most to “arrow”/);
    await expect.poll(() => verdict(page).textContent()).toContain('q·k = 9 against at most 6');
    expect(await verdict(page).evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    expect(await page.getByRole('status').filter({ hasText: 'Right:' }).count()).toBe(1);

    await page.getByRole('radio', { name: 'time', exact: true }).first().check();
    await question(page).waitFor();
    // time puts most of its weight on flies, not on arrow.
    await predict(page, 'arrow');
    await expect
      .poll(() => verdict(page).textContent())
      .toMatch(/^✗\s*Not quite: “time” attends most to “flies”, not to “arrow”/);
    await expect
      .poll(() => page.locator('#practice-view [role=status]').textContent())
      .toContain('Not quite:');
    await lab.close();
  });

  test('Play stops at the softmax while the weights wait', async () => {
    const lab = await open('?practice=1');
    const { page } = lab;
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => currentStepIndex(page)).toBe(2);
    await expect.poll(() => page.locator('#play').textContent()).toBe('Play');
    expect(await currentStepIndex(page)).toBe(2);
    await lab.close();
  });

  test('under the causal mask a hidden key cannot be picked', async () => {
    const lab = await open('?practice=1&causal=1&token=like');
    const { page } = lab;
    expect(await question(page).getByRole('radio', { name: 'time' }).isEnabled()).toBe(true);
    expect(await question(page).getByRole('radio', { name: 'arrow' }).isDisabled()).toBe(true);
    await expect.poll(() => question(page).textContent()).toContain('arrow(masked: not possible)');
    await lab.close();
  });
});

describe('accessibility', () => {
  test('axe finds nothing in practice mode, before and after the prediction', async () => {
    const lab = await open('?practice=1&step=softmax', { reducedMotion: 'reduce' });
    const { page } = lab;
    await question(page).waitFor();
    const before = await axe(page).analyze();
    await predict(page, 'time');
    await verdict(page).waitFor();
    const after = await axe(page).analyze();
    expect({
      before: describeViolations(before.violations),
      after: describeViolations(after.violations),
    }).toEqual({ before: [], after: [] });
    await lab.close();
  });
});

describe('progress', () => {
  test('survives a reload, and Start over withholds the weights again', async () => {
    const lab = await open('?practice=1&token=like');
    const { page } = lab;
    await predict(page, 'an');
    await expect
      .poll(() => page.locator('.practice-progress').textContent())
      .toContain('Predict: done');
    await page.reload();
    await page.waitForSelector('body.is-ready');
    await expect.poll(() => verdict(page).textContent()).toContain('“like”');
    await expect
      .poll(() => page.locator('.practice-count').textContent())
      .toContain('1 of 20 done');
    expect(await page.getByRole('table', { name: 'Attention weights' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Start over' }).click();
    await question(page).waitFor();
    await expect
      .poll(() => page.locator('.practice-count').textContent())
      .toContain('0 of 20 done');
    expect(
      await page.getByRole('button', { name: 'Start over' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await expect(page.getByRole('table', { name: 'Attention weights' }).count()).resolves.toBe(0);
    await lab.close();
  });

  test('works while local storage is blocked', async () => {
    // A context of its own, whose pages throw on any use of local storage.
    const lab = await served.open('?practice=1', { permissions: [] });
    const { page } = lab;
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    await page.reload();
    await page.waitForSelector('body.is-ready');
    await predict(page, 'arrow');
    await expect.poll(() => verdict(page).textContent()).toContain('Right:');
    expect(await page.getByRole('table', { name: 'Attention weights' }).isVisible()).toBe(true);
    // Kept only while the page is open.
    await page.reload();
    await page.waitForSelector('body.is-ready');
    await question(page).waitFor();
    await lab.close();
  });
});
