// The weighted-average plane (views/plane) in Chromium: it draws x′ exactly
// at the weighted average of the drawn values (measured in pixels, against
// the matrix's weights), with no label over another, and x′ glides there in
// step with the softmax bars (read at set times along the move).
import { describe, expect, test } from 'vitest';
import { nextPaint, openLab, serveLabForThisFile, showPictures, weightMatrix } from './lab-page.js';
import { clickAndHold, finishAnimations, seekHeld } from './support/motion.js';

const served = serveLabForThisFile();

/**
 * The plane as drawn: centres of the value points and of x′ in pixels, and
 * the full-precision weights its spokes carry.
 */
function drawnPlane(page) {
  return page.evaluate(() => {
    // Relative to the picture: a click may scroll the page meanwhile.
    const origin = document.querySelector('.plane-svg').getBoundingClientRect();
    const centre = (element) => {
      const box = element.getBoundingClientRect();
      return [box.x + box.width / 2 - origin.x, box.y + box.height / 2 - origin.y];
    };
    return {
      values: [...document.querySelectorAll('.plane-point.is-value circle')].map(centre),
      output: centre(document.querySelector('.plane-point.is-output circle')),
      weights: [...document.querySelectorAll('.spoke')].map((spoke) =>
        Number(spoke.dataset.weight),
      ),
    };
  });
}

/** Σ_j w_j · point_j, in pixels. */
const weightedAverage = (weights, points) =>
  [0, 1].map((axis) => weights.reduce((sum, weight, j) => sum + weight * points[j][axis], 0));

const distance = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1]);

// Checks the drawn plane for query row `i` and returns it. The plane is
// looked at first, as a reader would: off screen it is redrawn only when the
// page is idle or when it comes into view.
async function expectWeightedAverage(page, i) {
  await showPictures(page);
  await nextPaint(page);
  await finishAnimations(page);
  const drawn = await drawnPlane(page);
  // The spokes' weights are query i's row of the matrix (two decimals there).
  const shownRow = (await weightMatrix(page))[i];
  drawn.weights.forEach((weight, j) => expect(Math.abs(weight - shownRow[j])).toBeLessThan(0.0051));
  expect(distance(drawn.output, weightedAverage(drawn.weights, drawn.values))).toBeLessThan(1.5);
  return drawn;
}

/**
 * Overlaps in the drawn plane, in px²: each pair of labels, and each label
 * with another word's point (its own sits beside it).
 */
function labelOverlaps(page) {
  return page.evaluate(() => {
    const area = (a, b) =>
      Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
      Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
    const points = [...document.querySelectorAll('.plane-point')].map((point) => ({
      name: point.getAttribute('aria-label').split(',')[0],
      dot: point.querySelector('circle').getBoundingClientRect(),
      // The letter and its subscript, as painted.
      label: [...point.querySelectorAll('tspan')]
        .map((part) => part.getBoundingClientRect())
        .reduce((a, b) => ({
          left: Math.min(a.left, b.left),
          right: Math.max(a.right, b.right),
          top: Math.min(a.top, b.top),
          bottom: Math.max(a.bottom, b.bottom),
        })),
    }));
    const found = [];
    for (const [index, point] of points.entries()) {
      for (const other of points.slice(index + 1)) {
        const labels = area(point.label, other.label);
        if (labels > 0) found.push(`${point.name} and ${other.name}: ${Math.round(labels)}`);
      }
      for (const other of points) {
        const covered = other === point ? 0 : area(point.label, other.dot);
        if (covered > 0) found.push(`${point.name} over ${other.name}: ${Math.round(covered)}`);
      }
    }
    return found;
  });
}

describe('the weighted-average plane', () => {
  test('no label covers another label or another word’s point: every chapter word, separate, shared and causal; 12 words', async () => {
    const twelve = 'the cat sat on the mat while time flies like an arrow';
    for (const query of [
      '?causal=1',
      '',
      '?qkv=shared',
      `?sentence=${encodeURIComponent(twelve)}`,
    ]) {
      const lab = await openLab(served.browser, `${served.server.url}${query}`, {
        reducedMotion: 'reduce',
      });
      const words = lab.page.locator('.token-picker input[type="radio"]');
      for (let i = 0; i < (await words.count()); i++) {
        await words.nth(i).check();
        await finishAnimations(lab.page);
        const found = await labelOverlaps(lab.page);
        const where = `${query || 'chapter'}, word ${i}`;
        if (query.startsWith('?sentence')) {
          // Twelve words crowd the plane: labels stay clear of each other,
          // and may at most graze another word's point.
          expect(
            found.filter((overlap) => / and /.test(overlap)),
            where,
          ).toEqual([]);
          for (const overlap of found)
            expect(Number(overlap.split(': ')[1]), where).toBeLessThan(16);
        } else {
          expect(found, where).toEqual([]);
        }
      }
      await lab.close();
    }
  });

  test('x′ sits at Σ w·v of the drawn values: flies with and without scaling, time and like', async () => {
    const lab = await openLab(served.browser, `${served.server.url}?token=flies&step=softmax`);
    const { page } = lab;
    await showPictures(page);
    const figure = page.getByRole('figure', { name: /weighted average/i });
    await expect.poll(() => figure.isVisible()).toBe(true);
    expect(await figure.getByRole('img', { name: /^x′_flies/ }).count()).toBe(1);
    expect(await figure.getByRole('img', { name: /^v_arrow, weight 0\.80$/ }).count()).toBe(1);
    expect(await figure.textContent()).toMatch(/keeps \d+ % of the spread/);

    const scaled = await expectWeightedAverage(page, 1);
    await page.getByRole('switch', { name: 'Scale by the square root of d k' }).click();
    const unscaled = await expectWeightedAverage(page, 1);
    // Without scaling, flies' point lands nearer v_arrow (key 4).
    const arrow = 4;
    expect(distance(unscaled.output, unscaled.values[arrow])).toBeLessThan(
      distance(scaled.output, scaled.values[arrow]) - 2,
    );
    await page.getByRole('switch', { name: 'Scale by the square root of d k' }).click();
    for (const [token, i] of [
      ['time', 0],
      ['like', 2],
    ]) {
      await page.getByRole('radio', { name: token }).check();
      await expectWeightedAverage(page, i);
      expect(await figure.getByRole('img', { name: new RegExp(`^x′_${token}`) }).count()).toBe(1);
    }
    await lab.close();
  });

  test('x′ glides from where it was, after a hold, slowly enough to follow', async () => {
    // A screen tall enough for the switch and the plane (below the softmax
    // step and its scaling panel): x′ glides only in view.
    const lab = await openLab(served.browser, `${served.server.url}?token=flies&step=softmax`, {
      viewport: { width: 1280, height: 3000 },
    });
    const { page } = lab;
    // In view from the start, but drawn once its module has loaded.
    await page.locator('#plane-view .plane-svg').waitFor();
    await finishAnimations(page);
    const before = await drawnPlane(page);
    // The click's animations held at their start (support/motion.js).
    await clickAndHold(page, '#scale-switch');
    const timings = await page.evaluate(() => {
      const timing = (element) => {
        const animation = element.getAnimations()[0];
        const { delay, duration, easing } = animation.effect.getComputedTiming();
        return { delay, duration, easing };
      };
      return { point: timing(document.querySelector('.plane-point.is-output')) };
    });
    expect(timings.point.delay).toBeGreaterThanOrEqual(300);
    expect(timings.point.duration).toBeGreaterThanOrEqual(400);
    // At the start of the travel the point is still where it was.
    await seekHeld(page, timings.point.delay);
    const start = await drawnPlane(page);
    expect(distance(start.output, before.output)).toBeLessThan(0.5);
    const after = await expectWeightedAverage(page, 1);
    expect(distance(after.output, before.output)).toBeGreaterThan(5);

    // Off screen nothing moves (no frames spent on what nobody sees): x′ is
    // at its new place straight away.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(() => page.locator('.plane-svg').evaluate((svg) => svg.getBoundingClientRect().top))
      .toBeGreaterThan(800);
    // The IntersectionObserver reports after a rendered frame: wait for two.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await clickAndHold(page, '#scale-switch');
    const moving = await page.evaluate(
      () => document.querySelector('.plane-point.is-output').getAnimations().length,
    );
    expect(moving).toBe(0);
    await finishAnimations(page);
    // Redrawn once the page is idle, still off screen: x′ jumps to its place.
    await expect
      .poll(async () => distance((await drawnPlane(page)).output, before.output))
      .toBeLessThan(0.5);
    expect(
      await page.evaluate(
        () => document.querySelector('.plane-point.is-output').getAnimations().length,
      ),
    ).toBe(0);
    await lab.close();
  });

  test('with reduced motion x′ jumps; with q = k = v x′ leans towards its own value', async () => {
    const lab = await openLab(served.browser, `${served.server.url}?token=flies&qkv=shared`, {
      reducedMotion: 'reduce',
    });
    const { page } = lab;
    await showPictures(page);
    await page.getByRole('switch', { name: 'Scale by the square root of d k' }).click();
    expect(
      await page.evaluate(
        () => document.querySelector('.plane-point.is-output').getAnimations().length,
      ),
    ).toBe(0);
    await page.getByRole('switch', { name: 'Scale by the square root of d k' }).click();
    // Each word weighs itself most (0.32 to 0.58), so its x′ is nearer its
    // own value than the plain average of the values is. (Not so for
    // "flies": its value sits near the middle and arrow's 0.22 pulls it away.)
    for (const [token, i] of [
      ['time', 0],
      ['an', 3],
      ['arrow', 4],
    ]) {
      await page.getByRole('radio', { name: token }).check();
      const drawn = await expectWeightedAverage(page, i);
      const plainAverage = weightedAverage(
        drawn.values.map(() => 1 / drawn.values.length),
        drawn.values,
      );
      expect(distance(drawn.output, drawn.values[i]), token).toBeLessThan(
        distance(plainAverage, drawn.values[i]) - 5,
      );
    }
    await lab.close();
  });
});
