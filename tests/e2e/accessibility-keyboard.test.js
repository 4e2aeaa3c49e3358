// The lab from the keyboard alone: the query's radios, the switches, the
// step buttons and the matrix's one tab stop; a visible focus ring on every
// control; and a formula box that is a Tab stop exactly while it scrolls.
import { describe, expect, test } from 'vitest';
import {
  currentStepIndex,
  openLab,
  serveLabForThisFile,
  settledUrl,
  softmaxWeights,
  tabUntil,
} from './lab-page.js';

const served = serveLabForThisFile();
const STEPS = ['project', 'score', 'softmax', 'sum'];

const open = (query, options = {}) =>
  openLab(served.browser, `${served.server.url}${query}`, { reducedMotion: 'reduce', ...options });

const focusedName = () => document.activeElement?.textContent?.trim();

describe('keyboard only', () => {
  test('radio arrows, switches, step buttons and a matrix cell all work from the keyboard', async () => {
    const lab = await openLab(served.browser, served.server.url);
    const { page } = lab;

    // The lab opens on "flies"; the arrows move the query both ways.
    await tabUntil(page, () => document.activeElement?.getAttribute('type') === 'radio');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'like' }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByRole('radio', { name: 'flies' }).isChecked()).toBe(true);

    await tabUntil(page, () => document.activeElement?.getAttribute('role') === 'switch');
    await page.keyboard.press('Space');
    expect(
      await page.getByRole('switch', { name: 'Scale by the square root of d k' }).isChecked(),
    ).toBe(false);
    await page.keyboard.press('Space');

    await tabUntil(page, (name) => document.activeElement?.textContent === name, 'Next step');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await currentStepIndex(page)).toBe(2);
    expect(await softmaxWeights(page)).toEqual(['0.01', '0.18', '0.01', '0.01', '0.80']);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(focusedName)).toBe('Previous step');
    await page.keyboard.press('Enter');
    expect(await currentStepIndex(page)).toBe(1);

    // One tab stop for the whole matrix; arrows move, Enter picks.
    await tabUntil(page, () => document.activeElement?.classList.contains('weight-cell'));
    // The tab stop starts on the marked cell, flies → arrow (row 1, column 4).
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('radio', { name: 'an' }).isChecked()).toBe(true);
    expect(new URL(await settledUrl(page)).searchParams.get('key')).toBe('an');
    await lab.close();
  });

  test('every control shows a visible focus ring', async () => {
    const lab = await openLab(served.browser, served.server.url);
    const { page } = lab;
    const outlines = [];
    // Query radio, two switches, the "Your own sentence" and "Edit the numbers"
    // summaries, four step links, Previous step, Play and Next step.
    for (let presses = 0; presses < 12; presses++) {
      await page.keyboard.press('Tab');
      outlines.push(
        await page.evaluate(() => {
          const focused = document.activeElement;
          // Chips and switches hide the native input and draw the ring on a sibling.
          const ringOwner = focused.matches('.token-radio')
            ? focused.closest('.token-chip')
            : focused.matches('[role="switch"]')
              ? focused.nextElementSibling
              : focused;
          const style = getComputedStyle(ringOwner);
          return `${focused.tagName} ${style.outlineStyle} ${style.outlineWidth}`;
        }),
      );
    }
    expect(outlines.at(-1)).toMatch(/^BUTTON/);
    for (const outline of outlines) expect(outline).toMatch(/ solid 3px$/);
    await lab.close();
  });
});

test('a formula box is a Tab stop only while it scrolls sideways', async () => {
  const lab = await open('?token=flies');
  const { page } = lab;
  const formula = page.locator('.step-page.is-current .formula');
  const state = () =>
    formula.evaluate((box) => ({
      scrolls: box.scrollWidth > box.clientWidth,
      tabStop: box.getAttribute('tabindex') === '0',
    }));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (let step = 0; step < STEPS.length; step++) {
      await page.locator('.step-link').nth(step).click();
      await expect.poll(state, `${width} px, ${STEPS[step]}`).toEqual({
        scrolls: false,
        tabStop: false,
      });
    }
  }
  // Squeezed (through the CSSOM, as a narrow layout would) it scrolls, and
  // the keyboard can reach it; given its room back it is no stop again.
  await formula.evaluate((box) => box.style.setProperty('width', '80px'));
  await expect.poll(state).toEqual({ scrolls: true, tabStop: true });
  await formula.evaluate((box) => box.style.removeProperty('width'));
  await expect.poll(state).toEqual({ scrolls: false, tabStop: false });
  await lab.close();
});
