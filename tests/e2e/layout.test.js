// Layout and motion: no sideways scrolling on a phone (the sentence and
// editor panels open too), the step buttons on one line there, touch works, and no animation when the reader
// asks for reduced motion. (Screenshots to look at are taken by
// scripts/screenshots.js, outside the test run.)
import { describe, expect, test } from 'vitest';
import { ANIMAL, openEditor, openLab, softmaxWeights, serveLabForThisFile } from './lab-page.js';
import { clickAndHold, finishAnimations } from './support/motion.js';

const STEPS = ['project', 'score', 'softmax', 'sum'];

const served = serveLabForThisFile();
const { open } = served;

const horizontalOverflow = () =>
  document.documentElement.scrollWidth - document.documentElement.clientWidth;

// Step tabs and softmax cells whose words spill out of their own box (into
// the next one, or past the page's margin).
const spilledLabels = () =>
  [...document.querySelectorAll('.step-link, .softmax-table th, .softmax-table td')]
    .filter((box) => box.getClientRects().length && box.scrollWidth > box.clientWidth)
    .map((box) => box.textContent.trim());

describe('phone width', () => {
  // 320 px: the narrowest width content must reflow to (WCAG 1.4.10).
  for (const width of [320, 360, 375]) {
    test(`no horizontal page scroll at ${width} px on any step, switches on or off`, async () => {
      const lab = await openLab(served.browser, `${served.server.url}?token=flies&key=arrow`, {
        viewport: { width, height: 800 },
        reducedMotion: 'reduce',
      });
      const { page } = lab;
      for (const step of STEPS) {
        await page
          .getByRole('button', { name: new RegExp(step === 'sum' ? 'Weighted sum' : step, 'i') })
          .first()
          .click();
        expect(await page.evaluate(horizontalOverflow), `step ${step}`).toBe(0);
        expect(await page.evaluate(spilledLabels), `step ${step}`).toEqual([]);
      }
      await page.getByRole('switch', { name: 'Separate Q, K, V projections' }).click();
      await page.getByRole('switch', { name: 'Scale by the square root of d k' }).click();
      expect(await page.evaluate(horizontalOverflow)).toBe(0);
      // The panels that open below the steps.
      await page.getByText('Edit the numbers').click();
      await page.getByText('Follow the shapes').click();
      expect(await page.evaluate(horizontalOverflow), 'editor and shapes open').toBe(0);
      await lab.close();
    });
  }

  for (const width of [375, 390]) {
    test(`at ${width} px Previous, Play and Next share one line, and the speed fits below`, async () => {
      const lab = await open('?token=flies', { viewport: { width, height: 844 } });
      const { page } = lab;
      const boxes = [];
      for (const name of ['Previous step', 'Play', 'Next step', 'Reset']) {
        boxes.push(await page.getByRole('button', { name, exact: true }).boundingBox());
      }
      const [previous, play, next, reset] = boxes;
      for (const box of [play, next]) expect(Math.abs(box.y - previous.y)).toBeLessThanOrEqual(3);
      // Side by side, in order, inside the screen.
      expect(previous.x + previous.width).toBeLessThanOrEqual(play.x);
      expect(play.x + play.width).toBeLessThanOrEqual(next.x);
      expect(next.x + next.width).toBeLessThanOrEqual(width);
      // The speed and Reset on the line below, side by side.
      const speed = await page.getByRole('combobox', { name: 'Play speed' }).boundingBox();
      expect(speed.y).toBeGreaterThanOrEqual(previous.y + previous.height);
      expect(reset.y).toBeGreaterThanOrEqual(previous.y + previous.height);
      expect(speed.x + speed.width).toBeLessThanOrEqual(reset.x);
      expect(await page.evaluate(horizontalOverflow)).toBe(0);
      await lab.close();
    });
  }

  test('the whole weight matrix fits a 375 px screen without scrolling', async () => {
    const lab = await openLab(served.browser, served.server.url, {
      viewport: { width: 375, height: 800 },
    });
    const fits = await lab.page
      .locator('.matrix-scroll')
      .evaluate((box) => box.scrollWidth <= box.clientWidth);
    expect(fits).toBe(true);
    // Nothing to scroll, so no word about scrolling.
    expect(await lab.page.locator('.scroll-hint').isVisible()).toBe(false);
    await lab.close();
  });

  test('on a 1280 px screen the matrix of 6 or 16 words fits without scrolling sideways', async () => {
    for (const words of [6, 16]) {
      const sentence = Array.from({ length: words }, (_, index) => `w${index}`).join('+');
      const lab = await openLab(served.browser, `${served.server.url}?sentence=${sentence}`, {
        viewport: { width: 1280, height: 800 },
        reducedMotion: 'reduce',
      });
      const scroller = lab.page.locator('.matrix-scroll');
      expect(
        await scroller.evaluate((box) => box.scrollWidth - box.clientWidth),
        `${words} words`,
      ).toBeLessThanOrEqual(0);
      await lab.close();
    }
  });

  test('11 words at 390 px: the matrix says it scrolls, and scrolled, no row label is cut', async () => {
    const sentence = encodeURIComponent("the animal didn't cross the street because it was tired");
    const lab = await openLab(served.browser, `${served.server.url}?sentence=${sentence}`, {
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    const scroller = lab.page.locator('.matrix-scroll');
    expect(await scroller.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    await expect.poll(() => lab.page.locator('.scroll-hint').isVisible()).toBe(true);
    // Each row label's text, left and right, against the box's visible edges.
    const cutLabels = () =>
      scroller.evaluate((box) => {
        const edge = box.getBoundingClientRect();
        return [...box.querySelectorAll('tbody th')].flatMap((th) => {
          const range = document.createRange();
          range.selectNodeContents(th);
          const text = range.getBoundingClientRect();
          return text.left < edge.left || text.right > edge.right ? [th.textContent] : [];
        });
      });
    for (const scrollLeft of [0, 20, 10_000]) {
      await scroller.evaluate((box, left) => {
        box.scrollLeft = left;
      }, scrollLeft);
      expect(await cutLabels(), `scrolled to ${scrollLeft}`).toEqual([]);
    }
    // Wide enough for the table: the hint goes.
    await lab.page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => lab.page.locator('.scroll-hint').isVisible()).toBe(false);
    await lab.close();
  });
});

describe('the sentence and editor panels', () => {
  test('the sentence and editor panels fit a phone and a desktop, also with the preset note', async () => {
    const lab = await open(`?sentence=${encodeURIComponent(ANIMAL)}&token=animal&step=softmax`, {
      reducedMotion: 'reduce',
    });
    const { page } = lab;
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    await openEditor(page);
    await page.getByRole('textbox', { name: 'W Q row 2 column 2' }).press('ArrowUp');
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      expect(await overflow(), `${viewport.width} px`).toBe(0);
    }
    // The chapter sentence with the flies preset, for the preset note.
    await page.getByRole('button', { name: 'Make flies attend to time' }).click();
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await page.locator('.preset-note').isVisible()).toBe(true);
    expect(await overflow()).toBe(0);
    await lab.close();
  });
});

describe('touch', () => {
  test('on a touch phone, tapping a token, a matrix cell and Next step works', async () => {
    const lab = await openLab(served.browser, served.server.url, {
      viewport: { width: 375, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    const { page } = lab;
    await page.getByRole('radio', { name: 'flies' }).tap();
    await expect.poll(() => page.getByRole('radio', { name: 'flies' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next step' }).tap();
    await page.getByRole('button', { name: 'Next step' }).tap();
    await expect.poll(() => softmaxWeights(page)).toEqual(['0.01', '0.18', '0.01', '0.01', '0.80']);
    // Row "an", column "arrow".
    await page
      .getByRole('table', { name: 'Attention weights' })
      .locator('tbody tr')
      .nth(3)
      .locator('button')
      .nth(4)
      .tap();
    await expect.poll(() => page.getByRole('radio', { name: 'an' }).isChecked()).toBe(true);
    await lab.close();
  });
});

describe('motion', () => {
  test('steps animate by default', async () => {
    const lab = await openLab(served.browser, `${served.server.url}?token=flies&step=score`);
    const { page } = lab;
    // Held at their start, so a slow machine cannot let them end before they are counted.
    expect((await clickAndHold(page, '#next-step')).length).toBeGreaterThan(0);
    await finishAnimations(page);
    await lab.close();
  });

  test('with prefers-reduced-motion nothing animates and the bars land on the weights', async () => {
    const lab = await openLab(served.browser, `${served.server.url}?token=flies`, {
      reducedMotion: 'reduce',
    });
    const { page } = lab;
    for (let step = 1; step < STEPS.length; step++) {
      await page.getByRole('button', { name: 'Next step' }).click();
      expect(await page.evaluate(() => document.getAnimations().length), `step ${step}`).toBe(0);
      if (STEPS[step] === 'softmax') {
        expect(await softmaxWeights(page)).toEqual(['0.01', '0.18', '0.01', '0.01', '0.80']);
        // The stages change without travelling: once at the weights, the
        // arrow bar is 0.80 of its full height, and nothing moved it.
        await page.waitForSelector('.step-page.is-current[data-softmax-stage="weights"]');
        const arrowBar = await page
          .locator('.step-page.is-current .softmax-table .bar')
          .nth(4)
          .evaluate((bar) => [
            bar.getBoundingClientRect().height / parseFloat(getComputedStyle(bar).height),
            bar.getAnimations().length,
          ]);
        expect(arrowBar[0]).toBeCloseTo(0.8, 1);
        expect(arrowBar[1]).toBe(0);
      }
    }
    await page.getByRole('cell', { name: '0.80' }).getByRole('button').click();
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    await lab.close();
  });
});
