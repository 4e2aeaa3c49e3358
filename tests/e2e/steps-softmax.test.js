// Step 3, Scale & softmax: the chapter's weights, and the chapter's moment.
// The softmax bars visibly travel from the scores to the weights (read at
// set times along the move) whenever the step is entered or a switch
// changes them, and entering the step brings them into view.
import { describe, expect, test } from 'vitest';
import {
  currentStepIndex,
  nextPaint,
  openLab,
  serveLabForThisFile,
  softmaxWeights,
} from './lab-page.js';
import { clickAndHold, finishAnimations, seekHeld } from './support/motion.js';

const served = serveLabForThisFile();
const { open } = served;

/**
 * What the shown softmax table draws now: the height of each visible bar
 * whose accessible name begins with one of `words` ("flies: weight …"), the
 * most opaque dashed "other scaling" mark, and the texts of the bars' axis
 * that can be seen (opacity over one half).
 */
function shownBars(page, words) {
  return page.evaluate((words) => {
    const height = (word) => {
      const bar = [...document.querySelectorAll('[role="img"]')].find(
        (element) =>
          element.getAttribute('aria-label')?.startsWith(`${word}:`) && element.checkVisibility(),
      );
      return bar ? bar.getBoundingClientRect().height : null;
    };
    const table = [...document.querySelectorAll('.softmax-table')].find((found) =>
      found.checkVisibility(),
    );
    const opacity = (element) => Number(getComputedStyle(element).opacity);
    const marks = [...(table?.querySelectorAll('.bar-other') ?? [])].map(opacity);
    const axis = [...(table?.querySelectorAll('.bar-axis [class^="phase-"]') ?? [])]
      .filter((label) => opacity(label) > 0.5)
      .map((label) => label.textContent);
    return { heights: words.map(height), marks: Math.max(0, ...marks), axis };
  }, words);
}

/**
 * Clicks `selector` and reads the bars of `words` along the move the click
 * starts, at times set on the held animations (see support/motion.js): the
 * first frame, through the hold, along the travel, and at the end. With
 * reduced motion nothing is held and every reading is the end.
 */
async function followMove(page, selector, words) {
  const held = await clickAndHold(page, selector);
  const bar = held.find(({ classes }) => classes.includes('bar')) ?? null;
  // The first frame after the click, time held at 0.
  await nextPaint(page);
  const first = await shownBars(page, words);
  const at = async (ms) => {
    await seekHeld(page, ms);
    return { t: ms, ...(await shownBars(page, words)) };
  };
  const hold = bar?.delay ?? 0;
  const travel = bar?.duration ?? 0;
  const scorePhase = [];
  for (const part of [0, 1 / 3, 2 / 3, 1]) scorePhase.push(await at(part * hold));
  const path = [];
  for (const part of [0.25, 0.5, 0.75]) path.push(await at(hold + part * travel));
  const end = await at(hold + travel);
  await finishAnimations(page);
  return { bar, first, scorePhase, path, end };
}

const STEP_LINK = (index) => `.step-list li:nth-child(${index}) .step-link`;

describe('the chapter’s weights', () => {
  test('picking "flies" and stepping to softmax shows the chapter weights', async () => {
    const lab = await openLab(served.browser, served.server.url);
    const { page } = lab;
    await page.getByRole('radio', { name: 'flies' }).check();
    await page.getByRole('button', { name: 'Next step' }).click();
    await page.getByRole('button', { name: 'Next step' }).click();

    expect(await currentStepIndex(page)).toBe(2);
    await expect.poll(() => softmaxWeights(page)).toEqual(['0.01', '0.18', '0.01', '0.01', '0.80']);
    expect(await page.locator('.step-page.is-current h3').textContent()).toBe('Scale & softmax');
    expect(await page.locator('.sum-line').textContent()).toContain('1.00');
    await expect
      .poll(() => page.locator('[aria-live="polite"]').textContent())
      .toMatch(/^Step 3 of 4: Scale & softmax\. .*0\.80.*“arrow”/);
    expect(await page.locator('.step-page.is-current math').count()).toBeGreaterThan(0);
    await lab.close();
  });
});

describe('scores become weights', () => {
  test('every entry to softmax and every scale change moves the bars from scores to weights', async () => {
    const lab = await open();
    const { page } = lab;
    const flies = ['flies', 'arrow'];
    // Chapter: scaled scores 3 and 4.5 (ratio 0.67), weights 0.18 and 0.80
    // (ratio 0.225); unscaled scores 6 and 9, weights 0.05 and 0.95.
    // While the scores are held the axis names them and reads the largest
    // one at the top of the bars' room (4.5 = 9 ÷ √4 scaled, 9 raw), and no
    // dashed mark (a weight) is drawn yet; at the end it reads "weight" and
    // 1, and the marks are there.
    const SCALED = ['4.5', 'scaled score (÷√4)'];
    const RAW = ['9', 'score'];
    const ratio = ({ heights }) => heights[0] / heights[1];
    const expectScoresThenWeights = (move, endRatio, scoreAxis) => {
      // Bars from the first frame after the click, at the scores.
      expect(move.first.heights.every((h) => h !== null && h > 0)).toBe(true);
      expect(ratio(move.first)).toBeGreaterThanOrEqual(0.6);
      // Held at the scores for a while, then a travel one can follow.
      expect(move.bar.delay).toBeGreaterThanOrEqual(300);
      expect(move.bar.duration).toBeGreaterThanOrEqual(400);
      for (const frame of move.scorePhase) {
        expect(ratio(frame), `ratio at ${frame.t} ms`).toBeCloseTo(ratio(move.first), 5);
        expect(frame.marks, `marks at ${frame.t} ms`).toBe(0);
        expect(frame.axis, `axis at ${frame.t} ms`).toEqual(scoreAxis);
      }
      // Along the travel flies' bar is clearly at neither end, and the
      // ratio only ever moves from the scores' towards the weights'.
      const fliesAt = (frame) => frame.heights[0];
      for (const frame of move.path) {
        expect(Math.abs(fliesAt(frame) - fliesAt(move.first)), `${frame.t} ms`).toBeGreaterThan(
          0.5,
        );
        expect(Math.abs(fliesAt(frame) - fliesAt(move.end)), `${frame.t} ms`).toBeGreaterThan(0.5);
      }
      const ratios = [move.first, ...move.path, move.end].map(ratio);
      const towards = Math.sign(endRatio - ratios[0]);
      ratios.slice(1).forEach((next, index) => {
        expect(towards * (next - ratios[index]), `step ${index}`).toBeGreaterThan(0);
      });
      expect(ratio(move.end)).toBeCloseTo(endRatio, 1);
      expect(Math.abs(ratio(move.end) - endRatio)).toBeLessThanOrEqual(0.03);
      expect(move.end.marks).toBeGreaterThan(0.3);
      expect(move.end.axis).toEqual(['1', 'weight']);
    };

    const first = await followMove(page, STEP_LINK(3), flies);
    expectScoresThenWeights(first, 0.225, SCALED);

    await page.getByRole('button', { name: 'Previous step' }).click();
    const second = await followMove(page, STEP_LINK(3), flies);
    expectScoresThenWeights(second, 0.225, SCALED);

    const off = await followMove(page, '#scale-switch', flies);
    expectScoresThenWeights(off, 0.05 / 0.95, RAW);
    const on = await followMove(page, '#scale-switch', flies);
    expectScoresThenWeights(on, 0.225, SCALED);
    await lab.close();
  });

  test('with reduced motion the bars are at the weights from the first frame', async () => {
    const lab = await open('', { reducedMotion: 'reduce' });
    const move = await followMove(lab.page, STEP_LINK(3), ['flies', 'arrow']);
    // Nothing moves, so every reading is the end.
    expect(move.bar).toBeNull();
    for (const frame of [move.first, ...move.scorePhase, ...move.path, move.end]) {
      expect(frame.heights.every((h) => h)).toBe(true);
      expect(Math.abs(frame.heights[0] / frame.heights[1] - 0.225)).toBeLessThanOrEqual(0.03);
      // The weights' axis and dashed marks are there from the first frame too.
      expect(frame.axis).toEqual(['1', 'weight']);
      expect(frame.marks).toBeGreaterThan(0.3);
    }
    await lab.close();
  });
});

describe('the moment is on screen', () => {
  test('at 1280 × 800, stepping into Scale & softmax brings its bars into view; picking a word there does not scroll', async () => {
    const lab = await open('?step=score', { viewport: { width: 1280, height: 800 } });
    const { page } = lab;
    const barsBox = () =>
      page
        .locator('.step-page.is-current .softmax-table')
        .evaluate((table) => ({ ...table.getBoundingClientRect().toJSON(), inner: innerHeight }));
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await page.getByRole('button', { name: 'Next step' }).click();
    // Still in the hold before the bars travel: the learner sees them leave the scores.
    await page.waitForFunction(() => {
      const table = document.querySelector('.step-page.is-current .softmax-table');
      const { top, bottom } = table.getBoundingClientRect();
      return top >= 0 && bottom <= innerHeight;
    });
    const box = await barsBox();
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(box.inner);
    // A word picked while the step is shown replays the bars where they are.
    await page.evaluate(() => scrollTo(0, 0));
    await page.getByRole('radio', { name: /^time/ }).click();
    await page.waitForTimeout(300);
    // (Bringing the bars into view would scroll by hundreds of pixels.)
    expect(await page.evaluate(() => scrollY)).toBeLessThan(20);
    await lab.close();
  });
});
