// axe-core audits of the built page: every step, both colour schemes, and
// the states the switches and embed mode produce. One page per distinct
// state: the whole page is audited once per colour scheme and viewport, and
// a step change (which changes only the steps section) audits that section.
import { describe, expect, test } from 'vitest';
import { openLab, serveLabForThisFile } from './lab-page.js';
import { axe, describeViolations } from './support/axe.js';

const served = serveLabForThisFile();
const STEPS = ['project', 'score', 'softmax', 'sum'];

const open = (query, options = {}) =>
  openLab(served.browser, `${served.server.url}${query}`, { reducedMotion: 'reduce', ...options });

/**
 * Audits the whole page, then each other step's section after going to it;
 * returns the violations by what was audited. Ends back on the first step.
 */
async function auditEveryStep(page, label, { disableRules = [] } = {}) {
  const found = {};
  const whole = await axe(page).disableRules(disableRules).analyze();
  found[`${label}, whole page on ${STEPS[0]}`] = describeViolations(whole.violations);
  expect(whole.passes.length).toBeGreaterThan(10);
  for (let step = 1; step < STEPS.length; step++) {
    await page.locator('.step-link').nth(step).click();
    const section = await axe(page).include('.steps').analyze();
    found[`${label}, ${STEPS[step]} step`] = describeViolations(section.violations);
  }
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  return found;
}

const noViolations = (found) =>
  Object.fromEntries(Object.keys(found).map((audited) => [audited, []]));

describe('axe-core finds no violations', () => {
  test('every step of the chapter, light and dark', async () => {
    const lab = await open('?token=flies&key=arrow');
    const found = {};
    for (const colorScheme of ['light', 'dark']) {
      await lab.page.emulateMedia({ colorScheme });
      Object.assign(found, await auditEveryStep(lab.page, colorScheme));
    }
    expect(found).toEqual(noViolations(found));
    await lab.close();
  });

  test('every step with 16 words, desktop and phone', async () => {
    // Sixteen words make long formulas and tables, which scroll sideways: a
    // keyboard must be able to reach and scroll them too.
    const sentence = encodeURIComponent(
      'the quick brown fox jumps over the lazy dog and then time flies like an arrow',
    );
    const lab = await open(`?sentence=${sentence}`);
    const found = {};
    for (const [device, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['phone', { width: 375, height: 812 }],
    ]) {
      await lab.page.setViewportSize(viewport);
      Object.assign(found, await auditEveryStep(lab.page, device));
    }
    expect(found).toEqual(noViolations(found));
    await lab.close();
  });

  test('shared projections without scaling, embedded, light and dark', async () => {
    const lab = await open('?token=an&step=softmax&scale=0&qkv=shared&embed=1');
    for (const colorScheme of ['light', 'dark']) {
      await lab.page.emulateMedia({ colorScheme });
      // Embedded, the lab is a figure inside the host's page, which owns the <h1>.
      const results = await axe(lab.page).disableRules(['page-has-heading-one']).analyze();
      expect(describeViolations(results.violations), colorScheme).toEqual([]);
    }
    await lab.close();
  });

  test('the audit itself finds planted faults, only where it looks, and not disabled rules', async () => {
    const lab = await open('');
    const { page } = lab;
    // An image with no text in the steps; pale grey on white below them.
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
      image.width = image.height = 20;
      document.querySelector('#step-panel').append(image);
      const pale = document.createElement('p');
      pale.textContent = 'Hard to read';
      pale.style.cssText = 'color: #ddd; background: #fff';
      document.querySelector('.matrix-section').append(pale);
    });
    const rulesBroken = async (builder) =>
      (await builder.analyze()).violations.map((violation) => violation.id).sort();
    expect(await rulesBroken(axe(page))).toEqual(['color-contrast', 'image-alt']);
    expect(await rulesBroken(axe(page).include('.steps'))).toEqual(['image-alt']);
    expect(await rulesBroken(axe(page).disableRules(['image-alt']))).toEqual(['color-contrast']);
    await lab.close();
  });
});

// Forced colours (Windows High Contrast and the like) repaint every colour,
// background and shadow in the reader's palette. Whatever marks a state must
// still show: checked by counting, in screenshots, the pixels painted in the
// system's selection colour (Highlight) or its text colour (CanvasText).
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

test('a formula box that scrolls sideways shows a shadow at each edge with more past it', async () => {
  const lab = await open('?token=flies&step=sum', { viewport: { width: 320, height: 900 } });
  const { page } = lab;
  const formula = page.locator('.step-page.is-current .formula');
  // The box's background alone (what it holds hidden, still taking its
  // room): how much darker than the box's middle its leftmost and rightmost
  // 4 px columns are painted.
  const hideContent = (hidden) =>
    formula.evaluate((box, hidden) => {
      for (const part of box.children) part.style.visibility = hidden ? 'hidden' : '';
    }, hidden);
  const edges = async () => {
    await hideContent(true);
    const shot = (await formula.screenshot()).toString('base64');
    await hideContent(false);
    return page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      context.drawImage(bitmap, 0, 0);
      const row = Math.floor(bitmap.height / 2);
      const brightness = (x) => {
        const [r, g, b] = context.getImageData(x, row, 1, 1).data;
        return r + g + b;
      };
      const middle = brightness(Math.floor(bitmap.width / 2));
      const darkest = (from) =>
        Math.max(...[0, 1, 2, 3].map((offset) => middle - brightness(from + offset)));
      return { left: darkest(0), right: darkest(bitmap.width - 4) };
    }, shot);
  };
  expect(await formula.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  const atStart = await edges();
  expect(atStart.left).toBeLessThan(6);
  expect(atStart.right).toBeGreaterThan(30);
  await formula.evaluate((box) => (box.scrollLeft = box.scrollWidth));
  const atEnd = await edges();
  expect(atEnd.left).toBeGreaterThan(30);
  expect(atEnd.right).toBeLessThan(6);
  // A box with room for its formula has no shadow.
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await formula.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(false);
  const roomy = await edges();
  expect(Math.max(roomy.left, roomy.right)).toBeLessThan(6);
  await lab.close();
});

describe('in forced-colours mode every state stays visible', () => {
  // The system colour `name` as RGB, as painted on the page's background
  // (Canvas): Chromium's Highlight is translucent.
  const systemColour = (page, name) =>
    page.evaluate((name) => {
      const rgbaOf = (colour) => {
        const probe = document.createElement('span');
        probe.style.setProperty('forced-color-adjust', 'none');
        probe.style.setProperty('color', colour);
        document.body.append(probe);
        const [r, g, b, a = 1] = getComputedStyle(probe)
          .color.match(/[\d.]+/g)
          .map(Number);
        probe.remove();
        return { rgb: [r, g, b], alpha: a };
      };
      const { rgb, alpha } = rgbaOf(name);
      const canvas = rgbaOf('Canvas').rgb;
      return rgb.map((channel, i) => alpha * channel + (1 - alpha) * canvas[i]);
    }, name);

  // The share of a screenshot (of an element, or of a clip of the page)
  // painted nearly in `rgb`.
  async function share(page, target, rgb) {
    const png =
      'screenshot' in target
        ? await target.screenshot({ animations: 'disabled' })
        : await page.screenshot({ clip: target, animations: 'disabled' });
    return page.evaluate(
      async ({ base64, rgb }) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d');
        context.drawImage(image, 0, 0);
        const { data } = context.getImageData(0, 0, image.width, image.height);
        let matching = 0;
        for (let i = 0; i < data.length; i += 4) {
          const distance = Math.hypot(data[i] - rgb[0], data[i + 1] - rgb[1], data[i + 2] - rgb[2]);
          if (distance < 40) matching++;
        }
        return matching / (data.length / 4);
      },
      { base64: png.toString('base64'), rgb },
    );
  }

  const open = (query, colorScheme) =>
    openLab(served.browser, `${served.server.url}${query}`, {
      forcedColors: 'active',
      colorScheme,
      reducedMotion: 'reduce',
    });

  for (const colorScheme of ['light', 'dark']) {
    test(`chosen token, switch, current step, focused key and bars; ${colorScheme} palette`, async () => {
      const lab = await open('?token=flies&key=arrow&step=softmax', colorScheme);
      const { page } = lab;
      const highlight = await systemColour(page, 'Highlight');
      const canvasText = await systemColour(page, 'CanvasText');
      const chip = (name) => page.locator('.token-chip').filter({ hasText: name });
      const stepTab = (title) => page.locator('.step-link').filter({ hasText: title });
      const cell = (row, column) =>
        page.locator('.weight-matrix tbody tr').nth(row).locator('.weight-cell').nth(column);
      const columnHead = (name) =>
        page.locator('.softmax-table thead th').filter({ hasText: name });

      // What is chosen against what is not.
      expect(await share(page, chip('flies'), highlight)).toBeGreaterThan(0.3);
      expect(await share(page, chip('time'), highlight)).toBeLessThan(0.01);
      expect(await share(page, stepTab('Scale & softmax'), highlight)).toBeGreaterThan(0.02);
      expect(await share(page, stepTab('Score'), highlight)).toBeLessThan(0.01);
      // Its words are in the system's text colour, not the page's own ink.
      const stepColour = await stepTab('Scale & softmax').evaluate(
        (link) => getComputedStyle(link).color,
      );
      expect(stepColour.match(/\d+/g).slice(0, 3).map(Number)).toEqual(canvasText);
      expect(await share(page, cell(1, 4), highlight)).toBeGreaterThan(0.3); // flies → arrow
      expect(await share(page, cell(1, 3), highlight)).toBeLessThan(0.01);
      expect(await share(page, columnHead('arrow'), highlight)).toBeGreaterThan(0.3);
      expect(await share(page, columnHead('like'), highlight)).toBeLessThan(0.01);
      // The bar of "flies" (weight 0.18) is drawn: its own box is mostly ink.
      const bar = page.getByRole('img', { name: /^flies: weight/ });
      expect(await share(page, bar, canvasText)).toBeGreaterThan(0.5);

      // A switch shows whether it is on.
      const track = page.locator('.switch-track').first();
      expect(await share(page, track, highlight)).toBeGreaterThan(0.3);
      await page.getByRole('switch').first().click();
      expect(await share(page, track, highlight)).toBeLessThan(0.01);
      await lab.close();
    });

    test(`the bar under each weight of the weighted sum; ${colorScheme} palette`, async () => {
      const lab = await open('?token=flies&key=time&step=sum', colorScheme);
      const { page } = lab;
      const canvasText = await systemColour(page, 'CanvasText');
      // The bottom of a weight's cell, where its bar runs.
      const barBand = async (row) => {
        const weightCell = page.locator('.sum-table tbody tr').nth(row).locator('td.weight');
        await weightCell.scrollIntoViewIfNeeded();
        const box = await weightCell.boundingBox();
        return { x: box.x, y: box.y + box.height - 6, width: box.width, height: 6 };
      };
      // "arrow" has weight 0.80 and "like" 0.01: the first bar is far longer.
      const arrow = await share(page, await barBand(4), canvasText);
      const like = await share(page, await barBand(2), canvasText);
      expect(arrow - like).toBeGreaterThan(0.2);
      await lab.close();
    });
  }
});
