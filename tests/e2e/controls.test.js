// The controls (views/controls): the scale and projections switches, with
// the q = k = v note they bring and the words beside the matrix, and Play
// (how long it stays on each step, its speed), Pause and Reset. (The causal mask: matrix.test.js, steps-score.test.js;
// the heads picker: heads.test.js.)
import { describe, expect, test } from 'vitest';
import {
  currentStepIndex,
  openLab,
  serveLabForThisFile,
  softmaxWeights,
  weightMatrix,
} from './lab-page.js';

const served = serveLabForThisFile();
const { open } = served;

describe('the switches', () => {
  test('turning scaling off makes "flies" put 0.95 on "arrow"', async () => {
    const lab = await openLab(served.browser, `${served.server.url}?token=flies&step=softmax`);
    const { page } = lab;
    const scaleSwitch = page.getByRole('switch', { name: 'Scale by the square root of d k' });
    expect(await scaleSwitch.isChecked()).toBe(true);
    await scaleSwitch.click();

    expect(await scaleSwitch.isChecked()).toBe(false);
    expect((await softmaxWeights(page))[4]).toBe('0.95');
    expect((await weightMatrix(page))[1][4]).toBe(0.95);
    await lab.close();
  });

  test('with shared projections (q = k = v = x) every row peaks on its diagonal', async () => {
    const lab = await openLab(served.browser, served.server.url);
    const { page } = lab;
    const peaksOnDiagonal = (matrix) =>
      matrix.every((row, index) =>
        row.every((weight, column) => column === index || weight < row[index]),
      );
    expect(peaksOnDiagonal(await weightMatrix(page))).toBe(false);

    await page.getByRole('switch', { name: 'Separate Q, K, V projections' }).click();

    expect(peaksOnDiagonal(await weightMatrix(page))).toBe(true);
    expect(await page.locator('#shared-note').isVisible()).toBe(true);
    await lab.close();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} × ${viewport.height} the q = k = v note comes under the matrix and moves neither the steps nor the matrix beside them`, async () => {
      const lab = await openLab(served.browser, served.server.url, {
        viewport,
        reducedMotion: 'reduce',
      });
      const { page } = lab;
      const top = (selector) =>
        page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
      // The matrix is beside the steps on a desktop, below them on a phone
      // (where the Project step's own text changes with the switch).
      const watched = viewport.width > 980 ? ['.steps', '.weight-matrix'] : ['.steps'];
      const tops = async () => Promise.all(watched.map(top));
      const before = await tops();
      expect(await page.locator('#chapter-caption').isVisible()).toBe(true);

      await page.getByRole('switch', { name: 'Separate Q, K, V projections' }).click();
      await expect.poll(() => page.locator('#shared-note').isVisible()).toBe(true);
      expect(await tops()).toEqual(before);
      const matrixBottom = await page
        .locator('.weight-matrix')
        .evaluate((table) => table.getBoundingClientRect().bottom);
      expect(await top('#shared-note')).toBeGreaterThan(matrixBottom);
      // The note says what the chapter's caption would: one of them is shown.
      expect(await page.locator('#chapter-caption').isVisible()).toBe(false);
      await lab.close();
    });
  }
});

describe('the words agree with the numbers', () => {
  // The matrix as shown, the query's row index and that row's largest weight.
  async function queryRow(page) {
    const matrix = await weightMatrix(page);
    const queryIndex = await page
      .getByRole('radio')
      .evaluateAll((radios) => radios.findIndex((radio) => radio.checked));
    return { matrix, queryIndex, largest: Math.max(...matrix[queryIndex]) };
  }

  test('with q = k = v the note and the summary say what the matrix shows', async () => {
    for (const query of [
      '?qkv=shared',
      '?qkv=shared&scale=0',
      '?qkv=shared&sentence=the+cat+sat+on+the+mat&token=cat',
    ]) {
      const lab = await open(query);
      const { page } = lab;
      const { matrix, queryIndex, largest } = await queryRow(page);
      const summary = await page.locator('#row-summary').textContent();
      const note = await page.locator('#shared-note').textContent();
      expect(await page.locator('#shared-note').isVisible()).toBe(true);
      // The summary: "concentrates" only with half or more on one key.
      expect(summary, query).toMatch(largest >= 0.5 ? /concentrates on/ : /spreads its attention/);
      expect(summary, query).toContain(largest.toFixed(2));
      // The note never says a word attends mostly to itself unless it does.
      const diagonal = matrix.map((row, index) => row[index]);
      if (diagonal.some((weight) => weight < 0.5)) expect(note, query).not.toMatch(/mostly/);
      const peaksOnSelf = matrix.filter((row, index) => row[index] === Math.max(...row)).length;
      if (peaksOnSelf === matrix.length)
        expect(note, query).toContain('every word puts its largest weight on itself');
      else expect(note, query).toContain(`${peaksOnSelf} of ${matrix.length} words`);
      // And it quotes the query's own weight on itself.
      expect(note, query).toContain(
        `keeps ${matrix[queryIndex][queryIndex].toFixed(2)} for itself`,
      );
      await lab.close();
    }
  });
});

describe('the player', () => {
  test('Play steps to the end and stops; Pause holds the step; Reset goes back', async () => {
    // The page plays at TEST_TIMING.playTimeScale (see lab-page.js), not in real time.
    const lab = await openLab(served.browser, served.server.url);
    const { page } = lab;
    // Every step and label the page shows while it plays, in order.
    await page.evaluate(() => {
      window.seen = [];
      const note = () =>
        window.seen.push(
          `${document.querySelector('[aria-current="step"] .step-title').textContent}/${document.querySelector('#play').textContent}`,
        );
      new MutationObserver(note).observe(document.querySelector('.steps'), {
        subtree: true,
        childList: true,
        characterData: true,
        attributeFilter: ['aria-current'],
      });
    });
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => page.locator('#play').textContent()).toBe('Play');
    // (Idle-time preparation of the hidden pages may be seen before the click.)
    const seen = [...new Set(await page.evaluate(() => window.seen))];
    expect(seen.slice(seen.indexOf('Project/Pause'))).toEqual([
      'Project/Pause',
      'Score/Pause',
      'Scale & softmax/Pause',
      // The tick that reaches the last step also stops the player.
      'Weighted sum/Play',
    ]);

    // From the end, Play starts over; Pause then holds the step it is on.
    // Both clicks happen in the page, Pause the moment step 2 is current: a
    // pointer click takes frames, in which a loaded machine may let Play
    // reach the end first.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const list = document.querySelector('.step-list');
          const observer = new MutationObserver(() => {
            if (!list.children[1].hasAttribute('aria-current')) return;
            observer.disconnect();
            document.querySelector('#play').click();
            resolve();
          });
          observer.observe(list, { subtree: true, attributeFilter: ['aria-current'] });
          document.querySelector('#play').click();
        }),
    );
    expect(await page.locator('#play').textContent()).toBe('Play');
    const pausedAt = await currentStepIndex(page);
    // Twice Score's time later (about 0.2 s in tests) it has not moved.
    await page.waitForTimeout(400);
    expect(await currentStepIndex(page)).toBe(pausedAt);
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    expect(await currentStepIndex(page)).toBe(0);
    await lab.close();
  });
  // Play's time on each step, in the page's own clock: from the click (or the
  // step before) to the step after, and the wait Play scheduled for it (its
  // 'attention-lab:play-wait' mark). The last step has no time: Play stops
  // there. Words are counted as Play counts them, in the explanation shown.
  // A loaded machine fires timers late, never early: wall times are checked
  // only from below, and comparisons between runs use the scheduled waits.
  async function timePlay(page) {
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    return page.evaluate(
      () =>
        new Promise((resolve) => {
          const list = document.querySelector('.step-list');
          const words = () =>
            document
              .querySelector('.step-page.is-current .step-explanation')
              .textContent.split(/\s+/)
              .filter(Boolean).length;
          performance.clearMarks('attention-lab:play-wait');
          const shown = [{ words: words(), at: performance.now() }];
          const observer = new MutationObserver(() => {
            const step = [...list.children].findIndex((item) => item.hasAttribute('aria-current'));
            if (step !== shown.length) return;
            shown.push({ words: words(), at: performance.now() });
            if (step < list.children.length - 1) return;
            observer.disconnect();
            const waits = performance
              .getEntriesByName('attention-lab:play-wait')
              .map((mark) => mark.detail.dwellMs);
            resolve(
              shown.slice(1).map(({ at }, index) => ({
                ...shown[index],
                ms: at - shown[index].at,
                scheduledMs: waits[index],
              })),
            );
          });
          observer.observe(list, { subtree: true, attributeFilter: ['aria-current'] });
          document.querySelector('#play').click();
        }),
    );
  }

  test('Play stays on each step as long as its words take to read at 200 a minute', async () => {
    // Play's waits at 1/20 of real time: a step of Project takes about 1.2 s.
    const scale = 0.05;
    const lab = await open('?token=flies', { timing: { playTimeScale: scale } });
    // Project explains the projections in 80 words, or says in 24 that they are off.
    for (const projections of ['', '&qkv=shared']) {
      await lab.goTo(`${served.server.url}?token=flies${projections}`);
      const steps = await timePlay(lab.page);
      expect(steps).toHaveLength(3);
      for (const { words, ms } of steps) {
        // (The page's clock and its timers may differ by a millisecond.)
        expect(ms, projections).toBeGreaterThanOrEqual((words / 200) * 60_000 * scale - 2);
      }
      // More words, more time.
      for (const a of steps) {
        for (const b of steps)
          if (a.words > b.words) expect(a.scheduledMs, projections).toBeGreaterThan(b.scheduledMs);
      }
      const [project, score] = steps;
      expect(project.words > score.words, projections).toBe(projections === '');
    }
    await lab.close();
  });

  test('the speed, chosen from the keyboard, halves or doubles the time on each step', async () => {
    const scale = 0.05;
    const lab = await open('?token=flies', { timing: { playTimeScale: scale } });
    const { page } = lab;
    const speed = page.getByRole('combobox', { name: 'Play speed' });
    expect(await speed.inputValue()).toBe('1');
    const normal = await timePlay(page);
    await speed.focus();
    await page.keyboard.press('ArrowDown');
    expect(await speed.inputValue()).toBe('2');
    const fast = await timePlay(page);
    await speed.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await speed.inputValue()).toBe('0.5');
    const slow = await timePlay(page);
    expect(fast).toHaveLength(normal.length);
    expect(slow).toHaveLength(normal.length);
    for (const [index, { words, ms, scheduledMs }] of fast.entries()) {
      const readingMs = (words / 200) * 60_000 * scale;
      // Half and twice as long as at normal speed, as scheduled…
      expect(scheduledMs).toBeCloseTo(normal[index].scheduledMs / 2, 6);
      expect(slow[index].scheduledMs).toBeCloseTo(normal[index].scheduledMs * 2, 6);
      // …and no step left before its time.
      expect(ms).toBeGreaterThanOrEqual(readingMs / 2 - 2);
      expect(ms).toBeGreaterThanOrEqual(scheduledMs - 2);
      expect(slow[index].ms).toBeGreaterThanOrEqual(2 * readingMs - 2);
    }
    await lab.close();
  });
});
