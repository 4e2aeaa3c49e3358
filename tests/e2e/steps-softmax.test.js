// Step 3, Scale & softmax: the chapter's weights, and the chapter's moment.
// The softmax goes through three stages, scores → eˢ → weights, each drawn
// at its numbers: every frame is recorded while they play on entry, on
// Replay and from the keyboard, and entering the step brings them into view.
import { describe, expect, test } from 'vitest';
import {
  currentStepIndex,
  nextPaint,
  openLab,
  serveLabForThisFile,
  softmaxWeights,
} from './lab-page.js';

const served = serveLabForThisFile();
const { open } = served;

// Stages long enough for a loaded machine to draw several frames of each.
const WATCHED = { softmaxHoldMs: 700, softmaxTravelMs: 700 };

/**
 * Starts recording every frame of the shown softmax page in `page`
 * (requestAnimationFrame + getBoundingClientRect): its stage, the slider's
 * value, the scroll position, each bar's height as a share of its room, and
 * whether any weight can be seen (the weight row, the formula's last line).
 * framesWhile ends it.
 */
function recordFrames(page) {
  return page.evaluate(() => {
    window.recordedFrames = [];
    window.recording = true;
    const shown = (element) =>
      Boolean(element) && element.checkVisibility({ visibilityProperty: true });
    const tick = () => {
      if (!window.recording) return;
      const current = document.querySelector('.step-page.is-current');
      const bars = [...(current?.querySelectorAll('.softmax-table .bar') ?? [])];
      // Not yet on the softmax page: nothing to record.
      if (!current?.dataset.softmaxStage) {
        requestAnimationFrame(tick);
        return;
      }
      window.recordedFrames.push({
        stage: current.dataset.softmaxStage,
        moving: document
          .getAnimations()
          .some(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect.target.classList.contains('bar'),
          ),
        slider: current?.querySelector('.stage-slider')?.value ?? null,
        y: scrollY,
        shares: bars.map((bar) => bar.getBoundingClientRect().height / bar.offsetHeight),
        weightsShown:
          [...(current?.querySelectorAll('.weight-row td') ?? [])].some(shown) ||
          shown(current?.querySelector('.formula-line:last-child')),
        exponentialsShown: [...(current?.querySelectorAll('.exponential-row td') ?? [])].some(
          shown,
        ),
      });
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** The shown softmax table's rows of numbers, all stages revealed: by row class. */
function stageNumbers(page) {
  return page.evaluate(() => {
    const table = document.querySelector('.step-page.is-current .softmax-table');
    const numbers = (row) =>
      [...row.querySelectorAll('td')].map((cell) => {
        const text = cell.textContent.replace('−', '-').replace(' × 10', 'e');
        // "2.7 × 10⁴³" written out: superscript digits back to digits.
        const plain = text.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]/g, (c) =>
          String('⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(c)).replace('-1', '-'),
        );
        return Number(plain);
      });
    const rows = [...table.querySelectorAll('tbody tr')];
    return {
      scores: numbers(rows.find((row) => row.classList.contains('stage-row-scores'))),
      exponentials: numbers(table.querySelector('.exponential-row')),
      weights: numbers(table.querySelector('.weight-row')),
    };
  });
}

/** `values` as the shares a bar of each is drawn at: the largest fills its room. */
const sharesOf = (values) => {
  const largest = Math.max(...values.map(Math.abs));
  return values.map((value) => Math.abs(value) / largest);
};

/** The frames at rest: no bar moving, and the bars as in the frame before. */
function restingFrames(frames) {
  return frames.filter(
    (frame, index) =>
      index > 0 &&
      !frame.moving &&
      !frames[index - 1].moving &&
      frame.shares.every((share, j) => Math.abs(share - frames[index - 1].shares[j]) < 1e-4),
  );
}

/**
 * Every check the stages must pass over one recording, from its first
 * frame at the scores: each stage's bars
 * at rest have its numbers' proportions within 2 %, the stages come in
 * order and all three are reached, nothing scrolls while a bar moves, and
 * no weight (nor eˢ) can be seen before its stage.
 */
function expectStages(recorded, numbers) {
  // From the first frame of the scores: a Replay starts from the weights.
  const frames = recorded.slice(recorded.findIndex((frame) => frame.stage === 'scores'));
  const expected = {
    scores: sharesOf(numbers.scores),
    exponentials: sharesOf(numbers.exponentials),
    weights: numbers.weights,
  };
  const resting = restingFrames(frames);
  for (const stage of ['scores', 'exponentials', 'weights']) {
    const atRest = resting.filter((frame) => frame.stage === stage);
    expect(atRest.length, `frames at rest in ${stage}`).toBeGreaterThan(0);
    for (const frame of atRest) {
      frame.shares.forEach((share, j) => {
        expect(Math.abs(share - expected[stage][j]), `${stage}, key ${j}`).toBeLessThanOrEqual(
          0.02,
        );
      });
    }
  }
  const order = frames.map((frame) => ['scores', 'exponentials', 'weights'].indexOf(frame.stage));
  order.slice(1).forEach((stage, index) => expect(stage).toBeGreaterThanOrEqual(order[index]));
  frames.forEach((frame, index) => {
    if (frame.stage !== 'weights') expect(frame.weightsShown, `frame ${index}`).toBe(false);
    if (frame.stage === 'scores') expect(frame.exponentialsShown, `frame ${index}`).toBe(false);
    expect(frame.slider).toBe(String(order[index]));
    if (index === 0) return;
    const previous = frames[index - 1];
    const moved = frame.shares.some((share, j) => Math.abs(share - previous.shares[j]) > 1e-4);
    if (moved) expect(frame.y, `scroll while the bars move, frame ${index}`).toBe(previous.y);
  });
}

/**
 * Every frame from just before `action` until the page has reached the
 * weights and stands still.
 * @param {() => Promise<unknown>} action
 */
async function framesWhile(page, action) {
  await recordFrames(page);
  await action();
  await untilWeights(page);
  return page.evaluate(() => {
    window.recording = false;
    return window.recordedFrames;
  });
}

/** Scrolls the shown softmax table into view, as a learner would. */
function scrollToBars(page) {
  return page.locator('.step-page.is-current .softmax-table').scrollIntoViewIfNeeded();
}

/** Waits until the shown softmax page has reached the weights and stands still. */
async function untilWeights(page) {
  await page.waitForFunction(
    () =>
      document.querySelector('.step-page.is-current')?.dataset.softmaxStage === 'weights' &&
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    null,
    { timeout: 10000 },
  );
  // A few frames at rest.
  for (let frame = 0; frame < 4; frame++) await nextPaint(page);
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
    await expect
      .poll(() => page.locator('.step-page.is-current .stage-caption .for-weights').innerText())
      .toMatch(/sum, 113: .*“arrow” gets 0\.80/);
    // The announcement gives no weight away: the stages do.
    await expect
      .poll(() => page.locator('#announcer').textContent())
      .toMatch(/^Step 3 of 4: Scale & softmax\. The scores of “flies” become weights/);
    expect(await page.locator('.step-page.is-current math').count()).toBeGreaterThan(0);
    await lab.close();
  });
});

describe('softmax in three stages', () => {
  test('entering the step plays scores → eˢ → weights once, each drawn at its numbers', async () => {
    const lab = await open('?step=score', {
      viewport: { width: 1280, height: 800 },
      timing: WATCHED,
    });
    const { page } = lab;
    await page.getByRole('radio', { name: /^flies/ }).check();
    const frames = await framesWhile(page, () =>
      page.getByRole('button', { name: 'Next step' }).click(),
    );
    const numbers = await stageNumbers(page);
    // The chapter's row for flies, checked by hand: 6 and 9 ÷ √4, e^s, softmax.
    expect(numbers.scores).toEqual([0, 3, 0, 0, 4.5]);
    numbers.exponentials.forEach((value, j) =>
      expect(value).toBeCloseTo(Math.exp(numbers.scores[j]), 0),
    );
    expect(numbers.weights).toEqual([0.01, 0.18, 0.01, 0.01, 0.8]);
    expectStages(frames, numbers);
    // The page scrolled to the bars before they moved, and they were in view.
    expect(frames.at(-1).y).toBeGreaterThan(0);
    await lab.close();
  });

  test('with scaling off the stages show the raw scores and their eˢ', async () => {
    const lab = await open('?token=flies&step=softmax&scale=0', { timing: WATCHED });
    const { page } = lab;
    // Opened on the step, its bars below the fold: the stages wait for them.
    await page.waitForTimeout(2 * WATCHED.softmaxHoldMs + WATCHED.softmaxTravelMs);
    expect(await page.locator('.step-page.is-current').getAttribute('data-softmax-stage')).toBe(
      'scores',
    );
    await scrollToBars(page);
    await untilWeights(page);
    const frames = await framesWhile(page, () =>
      page.getByRole('button', { name: 'Replay' }).click(),
    );
    const numbers = await stageNumbers(page);
    expect(numbers.scores).toEqual([0, 6, 0, 0, 9]);
    expect(numbers.weights).toEqual([0, 0.05, 0, 0, 0.95]);
    expect(numbers.exponentials[4]).toBeCloseTo(Math.exp(9), -1);
    expectStages(frames, numbers);
    expect(await page.locator('.stage-caption .for-weights').innerText()).toMatch(
      /with 0\.95|is 0\.95/,
    );
    await lab.close();
  });

  test('the slider and Replay reach every stage from the keyboard', async () => {
    const lab = await open('?token=flies&step=softmax');
    const { page } = lab;
    await scrollToBars(page);
    await untilWeights(page);
    const slider = page.getByRole('slider', { name: /softmax/i });
    await slider.focus();
    const visibleText = () => page.locator('.step-page.is-current .softmax-picture').innerText();
    await page.keyboard.press('Home');
    await expect.poll(() => slider.getAttribute('aria-valuetext')).toMatch(/^Stage 1 of 3/);
    expect(await visibleText()).not.toMatch(/0\.80|90\.0/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('Stage 2 of 3: eˢ');
    expect(await visibleText()).toMatch(/90\.0/);
    expect(await visibleText()).not.toMatch(/0\.80/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('Stage 3 of 3: weights');
    expect(await visibleText()).toMatch(/0\.80/);
    // Replay with the keyboard: back to the scores, then on to the weights.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement.textContent)).toBe('Replay');
    const frames = await framesWhile(page, () => page.keyboard.press('Enter'));
    expect(new Set(frames.map((frame) => frame.stage))).toEqual(
      new Set(['scores', 'exponentials', 'weights']),
    );
    expectStages(frames, await stageNumbers(page));
    await lab.close();
  });

  test('with reduced motion every stage change is instant', async () => {
    const lab = await open('?token=flies&step=score', {
      reducedMotion: 'reduce',
      timing: WATCHED,
    });
    const { page } = lab;
    const frames = await framesWhile(page, () =>
      page.getByRole('button', { name: 'Next step' }).click(),
    );
    const numbers = await stageNumbers(page);
    expectStages(frames, numbers);
    // Every frame shows one stage's bars, none in between.
    const stages = {
      scores: sharesOf(numbers.scores),
      exponentials: sharesOf(numbers.exponentials),
      weights: numbers.weights,
    };
    for (const frame of frames.filter((found) => found.shares.length)) {
      frame.shares.forEach((share, j) =>
        expect(Math.abs(share - stages[frame.stage][j])).toBeLessThanOrEqual(0.02),
      );
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
