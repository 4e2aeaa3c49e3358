// axe-core audits of the built page: every step, both colour schemes, and
// the states the switches, the causal mask and heads, embed mode, the
// sentence and editor panels and the pictures produce. One page per
// distinct state: the whole page is audited once per colour scheme and
// viewport, and a step change (which changes only the steps section)
// audits that section. Also: a formula box that scrolls shows it.
// (The keyboard: accessibility-keyboard.test.js; forced colours:
// accessibility-forced-colours.test.js.)
import { describe, expect, test } from 'vitest';
import { ANIMAL, applySentence, openEditor, openLab, serveLabForThisFile } from './lab-page.js';
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

const SIXTEEN_WORDS = encodeURIComponent(
  'the quick brown fox jumps over the lazy dog and then time flies like an arrow',
);

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

  test('axe-core finds no violations with the sentence and editor panels open, light and dark', async () => {
    const lab = await open(`?sentence=${encodeURIComponent(ANIMAL)}&step=softmax&edits=wq.1.1:4`, {
      reducedMotion: 'reduce',
    });
    const { page } = lab;
    await openEditor(page);
    // A refused number and a sentence message on screen, as a learner would see them.
    await page.getByRole('textbox', { name: 'W Q row 1 column 1' }).fill('abc');
    await page.getByRole('textbox', { name: 'W Q row 1 column 1' }).press('Enter');
    await applySentence(page, ANIMAL);
    for (const colorScheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme });
      const results = await axe(page).analyze();
      expect(describeViolations(results.violations), colorScheme).toEqual([]);
    }
    await lab.close();
  });

  test('axe finds no violations, light and dark, a 12-word sentence on a phone', async () => {
    const sentence = encodeURIComponent(
      'the animal did not cross the street because it was too tired',
    );
    const lab = await openLab(served.browser, `${served.server.url}?sentence=${sentence}`, {
      reducedMotion: 'reduce',
    });
    const { page } = lab;
    const found = {};
    for (const [label, viewport, colorScheme] of [
      ['desktop light', { width: 1280, height: 900 }, 'light'],
      ['phone dark', { width: 390, height: 844 }, 'dark'],
    ]) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      const results = await axe(page).include('.pictures').include('.matrix-section').analyze();
      found[label] = describeViolations(results.violations);
    }
    expect(found).toEqual({ 'desktop light': [], 'phone dark': [] });
    await lab.close();
  });

  test('axe finds nothing with the mask and heads on, at 1280 and 320 px; 320 px never scrolls sideways', async () => {
    const lab = await open('', { reducedMotion: 'reduce' });
    const { page } = lab;
    const found = {};
    for (const [width, query] of [
      [1280, '?token=flies&causal=1&heads=2&step=score'],
      // Sixteen words: tables that scroll in their own boxes, on every step.
      [320, `?sentence=${SIXTEEN_WORDS}&token=fox&causal=1&heads=4&step=softmax`],
    ]) {
      await page.setViewportSize({ width, height: 800 });
      await lab.goTo(`${served.server.url}${query}`);
      const results = await axe(page).analyze();
      found[`${width} px, ${query}`] = describeViolations(results.violations);
      // At 320 px every step, with the mask and four heads, fits the width.
      if (width === 320) {
        for (const step of [0, 1, 2, 3]) {
          await page.locator('.step-link').nth(step).click();
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `320 px, step ${step + 1}`).toBe(0);
        }
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, []])));
    await lab.close();
  });
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
