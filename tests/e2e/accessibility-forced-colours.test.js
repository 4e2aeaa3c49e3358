// Forced colours (Windows High Contrast and the like) repaint every colour,
// background and shadow in the reader's palette. Whatever marks a state must
// still show: checked by counting, in screenshots, the pixels painted in the
// system's selection colour (Highlight) or its text colour (CanvasText).
import { describe, expect, test } from 'vitest';
import { openLab, serveLabForThisFile } from './lab-page.js';

const served = serveLabForThisFile();

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
      // Its stages start once it is in view: measured at the last, at rest.
      const bar = page.locator('.step-page.is-current .softmax-table .bar').nth(1);
      await bar.scrollIntoViewIfNeeded();
      await page.waitForSelector('.step-page.is-current[data-softmax-stage="weights"]');
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
