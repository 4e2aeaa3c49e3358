// The steps panel (views/steps): moving between the four steps, each step's
// page kept up to date (also while it is hidden, at idle time), and a new
// step's entry: its heading at once, its explanation fading in, then a page
// at rest. What each step shows: steps-project, steps-score, steps-softmax
// and steps-sum.test.js.
import { describe, expect, test } from 'vitest';
import {
  currentStepIndex,
  nextPaint,
  openLab,
  serveLabForThisFile,
  softmaxWeights,
  weightMatrix,
} from './lab-page.js';
import { clickAndHold, finishAnimations, renderedFrames, seekHeld } from './support/motion.js';
import { mainThreadEvents } from './support/trace.js';

const served = serveLabForThisFile();

describe('the four steps', () => {
  test('a new query on the same step updates every number in the panel', async () => {
    const lab = await openLab(served.browser, `${served.server.url}?token=flies&step=softmax`);
    const { page } = lab;
    const matrix = await weightMatrix(page);
    for (const [index, token] of [
      [2, 'like'],
      [0, 'time'],
    ]) {
      await page.getByRole('radio', { name: token }).check();
      expect((await softmaxWeights(page)).map(Number)).toEqual(matrix[index]);
      expect(await page.locator('.softmax-table').getAttribute('aria-label')).toBe(
        `Softmax for ${token}`,
      );
      expect(await page.locator('.step-page.is-current math').first().textContent()).toContain(
        token,
      );
    }
    await lab.close();
  });

  test('a step page kept from an earlier visit shows the current numbers and enters again', async () => {
    const lab = await openLab(served.browser, `${served.server.url}?token=flies&step=softmax`);
    const { page } = lab;
    const matrix = await weightMatrix(page);
    // Score with flies, back to softmax, a new query there, then score again:
    // the kept score page must now be about "like", not still about "flies".
    await page.getByRole('button', { name: 'Previous step' }).click();
    await page.getByRole('button', { name: 'Next step' }).click();
    await page.getByRole('radio', { name: 'like' }).check();
    expect((await softmaxWeights(page)).map(Number)).toEqual(matrix[2]);
    const leftAt = await page.evaluate(() => document.timeline.currentTime);
    await page.getByRole('button', { name: 'Previous step' }).click();
    expect(
      await page.getByRole('table', { name: 'Scores of like against every key' }).count(),
    ).toBe(1);
    expect(await page.getByRole('table', { name: /^Scores of flies/ }).count()).toBe(0);
    // Only the shown page is in the accessibility tree (content-visibility:
    // hidden takes the kept ones out), and its entry animations start again
    // (a restarted one is pending, or started later).
    expect(
      await page.locator('.steps').getByRole('heading', { level: 3 }).allTextContents(),
    ).toEqual(['Score']);
    // Nor can the kept pages' controls take focus, by Tab or by script.
    const focusTaken = await page.evaluate(() => {
      const kept = [...document.querySelectorAll('.step-page:not(.is-current)')];
      const controls = kept.flatMap((keptPage) => [
        ...keptPage.querySelectorAll('button, input, a[href], [tabindex]'),
      ]);
      return {
        controls: controls.length,
        focused: controls.filter((control) => {
          control.focus();
          return document.activeElement === control;
        }).length,
      };
    });
    expect(focusTaken.controls).toBeGreaterThan(0);
    expect(focusTaken.focused).toBe(0);
    const entryStarts = await page.evaluate(() =>
      document
        .querySelector('.step-page.is-current')
        .getAnimations({ subtree: true })
        .filter((animation) => animation.id === 'enter')
        .map((animation) => animation.startTime ?? Infinity),
    );
    expect(entryStarts.length).toBeGreaterThan(0);
    for (const startTime of entryStarts) expect(startTime).toBeGreaterThanOrEqual(leftAt);
    await lab.close();
  });

  test('once every step has entered and its motion ended, the page stops drawing frames', async () => {
    const lab = await openLab(served.browser, `${served.server.url}?token=flies&step=project`);
    const { page } = lab;
    for (let step = 1; step < 4; step++) {
      await page.getByRole('button', { name: 'Next step' }).click();
    }
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState === 'finished'),
    );
    // Then a page at rest draws nothing: a second comes with at most the
    // frames of its last idle work. (Finished entry animations left on the
    // hidden pages had it drawing a frame every 16 ms, every second, for as
    // long as it stayed open; the idle work may come late on a busy machine.)
    await expect
      .poll(() => renderedFrames(served.browser, page, 1000), { timeout: 30_000 })
      .toBeLessThanOrEqual(2);
    await lab.close();
  });

  test('a new step shows its heading from the first frame, and its body fades in under it', async () => {
    const lab = await openLab(served.browser, `${served.server.url}?token=flies`);
    const { page } = lab;
    // The opacity of the new page's heading and explanation.
    const opacities = () =>
      page.evaluate(() => {
        const current = document.querySelector('.step-page.is-current');
        const opacity = (selector) =>
          Number(getComputedStyle(current.querySelector(selector)).opacity);
        return { heading: opacity('.panel-header'), body: opacity('.step-explanation') };
      });
    // Read at set times along the entry (support/motion.js), from the first
    // frame after the click to its end.
    const held = await clickAndHold(page, '#next-step');
    const end = Math.max(...held.map((animation) => animation.endTime));
    expect(end).toBeGreaterThan(0);
    await nextPaint(page);
    const frames = [await opacities()];
    for (const part of [0.1, 0.25, 0.5, 0.75, 1]) {
      await seekHeld(page, part * end);
      frames.push(await opacities());
    }
    expect(frames.every((frame) => frame.heading === 1)).toBe(true);
    expect(frames[0].body).toBeLessThan(0.5);
    expect(frames.at(-1).body).toBe(1);
    await finishAnimations(page);
    await lab.close();
  });

  test('while the page is idle the other steps are prepared for the current query', async () => {
    const lab = await openLab(served.browser, `${served.server.url}?token=flies`);
    const { page } = lab;
    await page.getByRole('radio', { name: 'like' }).check();
    // Still on the first step; the hidden score and softmax pages follow "like".
    await expect
      .poll(() => page.locator('.score-table').getAttribute('aria-label'))
      .toBe('Scores of like against every key');
    await expect
      .poll(() => page.locator('.softmax-table').getAttribute('aria-label'))
      .toBe('Softmax for like');
    expect(await currentStepIndex(page)).toBe(0);
    await page.getByRole('button', { name: 'Next step' }).click();
    expect(
      await page.getByRole('table', { name: 'Scores of like against every key' }).count(),
    ).toBe(1);
    await lab.close();
  });
  // Work in the click is work before the answer can be drawn: a step's entry
  // starts its animations without asking the browser for the page's style,
  // which it then works out once, for the frame. (Animating the Project
  // cards' ::after made it bring the whole page's style up to date first.)
  test('entering each step brings no style or layout up to date inside the click', async () => {
    const lab = await openLab(served.browser, `${served.server.url}?token=flies&step=sum`);
    const { page } = lab;
    const steps = ['#reset', '#next-step', '#next-step', '#next-step'];
    const entered = [];
    for (const selector of steps) {
      await finishAnimations(page);
      const events = await mainThreadEvents(
        served.browser,
        page,
        ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
        () =>
          page.evaluate((selector) => {
            // The page's style and layout up to date before the click…
            void document.documentElement.offsetHeight;
            document.querySelector(selector).click();
          }, selector),
      );
      // …so any update inside the click's dispatch is one the click asked for.
      const clicks = events.filter(
        (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click',
      );
      expect(clicks).toHaveLength(1);
      const [click] = clicks;
      const forced = events.filter(
        (event) =>
          ['UpdateLayoutTree', 'Layout'].includes(event.name) &&
          event.ts >= click.ts &&
          event.ts + event.dur <= click.ts + click.dur,
      );
      entered.push(await currentStepIndex(page));
      expect(
        forced.map((event) => event.name),
        `entering step ${entered.at(-1)}`,
      ).toEqual([]);
    }
    expect(entered).toEqual([0, 1, 2, 3]);
    await lab.close();
  });
  // A switch that changes no number a step's page shows does not build that
  // page again as detached nodes to patch in: the click makes no element.
  // The HTML elements and the formulas' MathML elements a click makes.
  const elementsMadeByClick = (page, selector) =>
    page.evaluate((selector) => {
      const made = { html: 0, math: 0 };
      const { createElement, createElementNS } = Document.prototype;
      Document.prototype.createElement = function (...args) {
        made.html++;
        return createElement.apply(this, args);
      };
      Document.prototype.createElementNS = function (namespace, ...args) {
        made[namespace === 'http://www.w3.org/1998/Math/MathML' ? 'math' : 'html']++;
        return createElementNS.call(this, namespace, ...args);
      };
      try {
        document.querySelector(selector).click();
      } finally {
        Object.assign(Document.prototype, { createElement, createElementNS });
      }
      return made;
    }, selector);
  const nothingMade = { html: 0, math: 0 };
  test('a switch leaves the pages of the steps whose numbers it does not change unbuilt', async () => {
    for (const [step, switches] of [
      ['project', ['#scale-switch', '#causal-switch']],
      ['score', ['#scale-switch']],
    ]) {
      const lab = await openLab(served.browser, `${served.server.url}?token=flies&step=${step}`);
      for (const selector of switches) {
        expect(await elementsMadeByClick(lab.page, selector), `${selector} on ${step}`).toEqual(
          nothingMade,
        );
      }
      await lab.close();
    }
    // The mask is on the Score page: it is built again, and crosses out.
    const lab = await openLab(served.browser, `${served.server.url}?token=flies&step=score`);
    expect((await elementsMadeByClick(lab.page, '#causal-switch')).html).toBeGreaterThan(0);
    await expect
      .poll(() => lab.page.locator('.step-page.is-current .masked-score').count())
      .toBeGreaterThan(0);
    await lab.close();
  });
  // A new query on Project is written into its page's nodes rather than
  // built as detached nodes and patched in: the pick makes no element, and
  // the page then reads as one opened on that query.
  test('a query pick writes the Project page in place, as if opened on that query', async () => {
    const pageOf = async (token) => {
      const lab = await openLab(served.browser, `${served.server.url}?token=${token}&step=project`);
      const html = await lab.page.locator('.step-page.is-current').innerHTML();
      await lab.close();
      return html;
    };
    const lab = await openLab(served.browser, `${served.server.url}?token=flies&step=project`);
    for (const [index, token] of [
      [2, 'like'],
      [0, 'time'],
    ]) {
      const radio = `input[name="query-token"][value="${index}"]`;
      expect(await elementsMadeByClick(lab.page, radio), token).toEqual(nothingMade);
      const html = await lab.page.locator('.step-page.is-current').innerHTML();
      expect(html).toBe(await pageOf(token));
    }
    await lab.close();
  });
  // On Score a matrix cell (a new query and key) or a query pick is
  // written into the page's nodes too: no HTML element is made, only the
  // formula's MathML, and the page then reads as one opened on that pair.
  test.each(['score'])(
    'a matrix cell or a query pick writes the %s page in place, as if opened on it',
    async (step) => {
      const pageOf = async (token, key) => {
        const lab = await openLab(
          served.browser,
          `${served.server.url}?token=${token}&key=${key}&step=${step}`,
        );
        const html = await lab.page.locator('.step-page.is-current').innerHTML();
        await lab.close();
        return html;
      };
      const cell = (query, key) =>
        `.weight-matrix tbody tr:nth-child(${query + 1}) > td:nth-child(${key + 2}) > button`;
      const lab = await openLab(
        served.browser,
        `${served.server.url}?token=flies&key=arrow&step=score`,
      );
      for (const [selector, token, key] of [
        [cell(2, 0), 'like', 'time'],
        [cell(2, 3), 'like', 'an'],
        [cell(0, 4), 'time', 'arrow'],
        ['input[name="query-token"][value="3"]', 'an', 'arrow'],
      ]) {
        const made = await elementsMadeByClick(lab.page, selector);
        expect(made.html, `${token}, ${key}`).toBe(0);
        expect(made.math, `${token}, ${key}`).toBeGreaterThan(0);
        const html = await lab.page.locator('.step-page.is-current').innerHTML();
        expect(html, `${token}, ${key}`).toBe(await pageOf(token, key));
      }
      await lab.close();
    },
  );
});
