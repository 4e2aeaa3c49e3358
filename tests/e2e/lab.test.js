// The lab page in headless Chromium, against the built dist/: the chapter's
// numbers appear where a learner looks, and every control works by mouse,
// keyboard and URL.
import { describe, expect, test } from 'vitest';
import {
  currentStepIndex,
  nextPaint,
  openLab,
  softmaxWeights,
  tabUntil,
  weightMatrix,
  weightTable,
  serveLabForThisFile,
  settledUrl,
} from './lab-page.js';
import { clickAndHold, finishAnimations, renderedFrames, seekHeld } from './support/motion.js';

const served = serveLabForThisFile();

const focusedName = () => document.activeElement?.textContent?.trim();

describe('the four steps', () => {
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

  test('Play steps to the end and stops; Pause holds the step; Reset goes back', async () => {
    // The page plays at TEST_TIMING.playIntervalMs (see lab-page.js), not 2.8 s.
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
    // Three play intervals later it has not moved.
    await page.waitForTimeout(300);
    expect(await currentStepIndex(page)).toBe(pausedAt);
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    expect(await currentStepIndex(page)).toBe(0);
    await lab.close();
  });

  test('the weighted-sum step lists a scaled value vector for every key', async () => {
    const lab = await openLab(served.browser, `${served.server.url}?token=flies&step=sum`);
    const { page } = lab;
    const rows = page.getByRole('table', { name: 'Weighted sum for flies' }).locator('tbody tr');
    expect(await rows.count()).toBe(5);
    // Three decimals (so products can be checked), the chapter's weights when rounded to two.
    const weights = await rows.locator('td.weight').allTextContents();
    expect(weights.every((text) => /^\d\.\d{3}$/.test(text))).toBe(true);
    expect(weights.map((text) => Number(text).toFixed(2))).toEqual([
      '0.01',
      '0.18',
      '0.01',
      '0.01',
      '0.80',
    ]);
    expect(await page.locator('.sum-table tfoot .vector .entry').count()).toBe(4);
    await lab.close();
  });
});

describe('the weight matrix', () => {
  test('clicking a cell in row "like" makes "like" the query and its column the key', async () => {
    const lab = await openLab(served.browser, `${served.server.url}?step=score`);
    const { page } = lab;
    const likeRow = page.getByRole('table', { name: 'Attention weights' }).getByRole('row', {
      name: /^like/,
    });
    await likeRow.getByRole('button').nth(3).click();

    expect(await page.getByRole('radio', { name: 'like' }).isChecked()).toBe(true);
    expect(await page.locator('#query-name').textContent()).toBe('“like”');
    expect(
      await page.getByRole('button', { name: 'an', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    const queryRow = (await weightTable(page)).locator('tr.is-query th');
    expect(await queryRow.textContent()).toBe('like');
    const params = new URL(await settledUrl(page)).searchParams;
    expect(params.get('token')).toBe('like');
    expect(params.get('key')).toBe('an');
    await lab.close();
  });

  test('reads at a glance: "flies" concentrates on "arrow", "like" and "an" spread out', async () => {
    const lab = await openLab(served.browser, served.server.url);
    const matrix = await weightMatrix(lab.page);
    expect(matrix).toHaveLength(5);
    const [, flies, like, an] = matrix;
    expect(Math.max(...flies)).toBe(flies[4]);
    expect(flies[4]).toBeGreaterThanOrEqual(0.75);
    expect(Math.max(...like)).toBeLessThan(0.35);
    expect(Math.max(...an)).toBeLessThan(0.35);
    const sums = await lab.page.locator('.weight-matrix tbody td.row-sum').allTextContents();
    expect(sums).toEqual(['1.00', '1.00', '1.00', '1.00', '1.00']);
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

  test("below a long sentence's steps, the matrix is brought up to date while the page is idle", async () => {
    // Sixteen words at 1280 × 800: the matrix starts far below the fold. An
    // input's frame leaves it out (views/off-screen.js); the page's next idle
    // moment draws it, without the reader scrolling to it.
    const sentence = `?sentence=${encodeURIComponent(
      'the quick brown fox jumps over the lazy dog and then time flies like an arrow',
    )}`;
    const viewport = { width: 1280, height: 800 };
    const lab = await openLab(served.browser, `${served.server.url}${sentence}`, { viewport });
    const { page } = lab;
    const matrixTop = () =>
      page.locator('.weight-matrix').evaluate((table) => table.getBoundingClientRect().top);
    expect(await matrixTop()).toBeGreaterThan(viewport.height * 1.25);
    // The IntersectionObserver reports after a rendered frame: wait for two.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const separate = await weightMatrix(page);

    // Clicked and read in one task: the click's own work did not touch the
    // matrix, and marked it busy.
    const inTheClick = await page.evaluate(() => {
      document.getElementById('projections-switch').click();
      return {
        busy: document.getElementById('matrix-view').getAttribute('aria-busy'),
        weights: [...document.querySelectorAll('.weight-matrix tbody tr')].map((row) =>
          [...row.querySelectorAll('button')].map((cell) => Number(cell.textContent)),
        ),
      };
    });
    expect(inTheClick).toEqual({ busy: 'true', weights: separate });
    // weightMatrix waits for the mark to go.
    expect(await weightMatrix(page)).not.toEqual(separate);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // What it shows is all of the new state: the same as a page opened on it.
    const fresh = await openLab(served.browser, `${served.server.url}${sentence}&qkv=shared`, {
      viewport,
    });
    expect(await weightMatrix(page)).toEqual(await weightMatrix(fresh.page));
    await fresh.close();
    await lab.close();
  });
});

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

describe('URL state', () => {
  test('a deep link opens on its token, step and switches', async () => {
    const lab = await openLab(
      served.browser,
      `${served.server.url}?token=arrow&key=like&step=sum&scale=0&qkv=shared`,
    );
    const { page } = lab;
    expect(await page.getByRole('radio', { name: 'arrow' }).isChecked()).toBe(true);
    expect(await currentStepIndex(page)).toBe(3);
    expect(
      await page.getByRole('switch', { name: 'Scale by the square root of d k' }).isChecked(),
    ).toBe(false);
    expect(
      await page.getByRole('switch', { name: 'Separate Q, K, V projections' }).isChecked(),
    ).toBe(false);
    expect(await page.locator('.sum-table tr.is-focused th').textContent()).toBe('like');
    await lab.close();
  });

  test('changing state rewrites the query string without adding history entries', async () => {
    const lab = await openLab(served.browser, served.server.url);
    const { page } = lab;
    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole('radio', { name: 'flies' }).check();
    await page.getByRole('button', { name: 'Next step' }).click();
    await page.getByRole('button', { name: 'Next step' }).click();
    await page.getByRole('switch', { name: 'Scale by the square root of d k' }).click();

    const params = new URL(await settledUrl(page)).searchParams;
    expect(params.get('token')).toBe('flies');
    expect(params.get('step')).toBe('softmax');
    expect(params.get('scale')).toBe('0');
    expect(params.get('qkv')).toBe('separate');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // Reloading the rewritten URL restores the same view.
    await page.reload();
    await page.waitForSelector('body.is-ready');
    expect((await softmaxWeights(page))[4]).toBe('0.95');
    await lab.close();
  });

  test('unknown or malformed parameters fall back to the defaults', async () => {
    const lab = await openLab(
      served.browser,
      `${served.server.url}?token=zebra&step=9&scale=maybe&qkv=&foo=bar`,
    );
    const { page } = lab;
    // The opening: "flies", step 1.
    expect(await page.getByRole('radio', { name: 'flies' }).isChecked()).toBe(true);
    expect(await currentStepIndex(page)).toBe(0);
    expect(
      await page.getByRole('switch', { name: 'Scale by the square root of d k' }).isChecked(),
    ).toBe(true);
    expect(
      await page.getByRole('switch', { name: 'Separate Q, K, V projections' }).isChecked(),
    ).toBe(true);
    expect(new URL(await settledUrl(page)).searchParams.get('foo')).toBeNull();
    await lab.close();
  });

  test('embed=1 hides the page chrome and keeps the figure', async () => {
    const lab = await openLab(served.browser, `${served.server.url}?embed=1&token=flies`);
    const { page } = lab;
    expect(await page.locator('h1').isVisible()).toBe(false);
    expect(await page.locator('footer').isVisible()).toBe(false);
    expect(await page.locator('main#lab').isVisible()).toBe(true);
    expect(await page.getByRole('table', { name: 'Attention weights' }).isVisible()).toBe(true);
    expect(new URL(await settledUrl(page)).searchParams.get('embed')).toBe('1');
    await lab.close();
  });
});
