// The chapter's moment, as a learner meets it: the lab opens on "flies" and
// "arrow", the softmax bars visibly travel from the scores to the weights
// (read at set times along the move), the matrix marks the chosen cell, the
// weighted sum's products check by hand, and the sentences agree with the
// numbers on screen.
import { describe, expect, test } from 'vitest';
import {
  currentStepIndex,
  nextPaint,
  openLab,
  serveLabForThisFile,
  settledUrl,
  weightMatrix,
} from './lab-page.js';
import { clickAndHold, finishAnimations, seekHeld } from './support/motion.js';

const served = serveLabForThisFile();
const open = (query = '', options) =>
  openLab(served.browser, `${served.server.url}${query}`, options);

/** A number as the page writes it (with a real minus sign). */
const readNumber = (text) => Number(text.trim().replace('\u2212', '-'));

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

describe('the lab opens where the chapter points', () => {
  test('no parameters: "flies", step 1, and Score spells out flies · arrow = 9', async () => {
    const lab = await open();
    const { page } = lab;
    expect(await page.getByRole('radio', { name: 'flies' }).isChecked()).toBe(true);
    expect(await currentStepIndex(page)).toBe(0);
    // No key was picked, so the link names none.
    expect(new URL(await settledUrl(page)).searchParams.get('key')).toBeNull();

    await page.getByRole('button', { name: 'Next step' }).click();
    expect(
      await page.getByRole('button', { name: 'arrow', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    const spelledOut = await page.locator('.step-page.is-current .spelled-out').textContent();
    expect(spelledOut).toMatch(/= 9$/);

    // Until a key is picked the focused key follows the query's largest weight
    // (read from the matrix on screen).
    const matrix = await weightMatrix(page);
    await page.getByRole('radio', { name: 'time' }).check();
    const largest = matrix[0].indexOf(Math.max(...matrix[0]));
    const keys = await page.locator('.step-page.is-current .key-button').allTextContents();
    expect(
      await page.locator('.step-page.is-current .key-button[aria-pressed="true"]').textContent(),
    ).toBe(keys[largest]);

    // A picked key stays when the query changes.
    await page.getByRole('button', { name: 'like', exact: true }).click();
    await page.getByRole('radio', { name: 'arrow' }).check();
    expect(
      await page.locator('.step-page.is-current .key-button[aria-pressed="true"]').textContent(),
    ).toBe('like');
    expect(new URL(await settledUrl(page)).searchParams.get('key')).toBe('like');
    await lab.close();
  });
});

describe('the matrix marks what is chosen', () => {
  // What marks a cell apart from the colour of its weight.
  const marks = (page, rowName) =>
    page
      .getByRole('table', { name: 'Attention weights' })
      .getByRole('row', { name: new RegExp(`^${rowName}`) })
      .getByRole('button')
      .evaluateAll((cells) =>
        cells.map((cell) => {
          const style = getComputedStyle(cell);
          const corner = getComputedStyle(cell, '::after');
          const forced = matchMedia('(forced-colors: active)').matches;
          return {
            name: cell.getAttribute('aria-label'),
            text: cell.textContent,
            mark: [
              style.boxShadow,
              style.borderTopWidth,
              style.borderTopColor,
              corner.content,
              // Forced colours drop the weights' colours: the fill is then a mark.
              forced ? style.backgroundColor : '',
            ].join(' | '),
          };
        }),
      );

  test('a clicked cell differs from the rest of its row in light, dark and forced colours', async () => {
    const lab = await open();
    const { page } = lab;
    await page.getByRole('button', { name: /^like → an:/ }).click();
    for (const media of [
      { colorScheme: 'light' },
      { colorScheme: 'dark' },
      { colorScheme: 'light', forcedColors: 'active' },
    ]) {
      await page.emulateMedia(media);
      const row = await marks(page, 'like');
      const chosen = row[3];
      for (const [index, other] of row.entries()) {
        if (index !== 3) expect(other.mark, JSON.stringify(media)).not.toBe(chosen.mark);
      }
    }
    await lab.close();
  });

  test('every cell is named by its pair and its weight', async () => {
    const lab = await open();
    const { page } = lab;
    const words = ['time', 'flies', 'like', 'an', 'arrow'];
    for (const query of words) {
      const row = await marks(page, query);
      expect(row.map((cell) => cell.name)).toEqual(
        row.map((cell, index) => `${query} → ${words[index]}: ${cell.text}`),
      );
    }
    await lab.close();
  });
});

describe('the weighted sum checks by hand', () => {
  // Each row's weight, v_j and product as shown, with their on-screen boxes.
  const sumRows = (page) =>
    page.locator('.step-page.is-current .sum-table tbody tr').evaluateAll((rows) =>
      rows.map((row) => {
        // The box that would cut an entry off: its nearest ancestor that clips or scrolls.
        const clipOf = (element) => {
          for (let box = element.parentElement; box; box = box.parentElement) {
            if (getComputedStyle(box).overflowX !== 'visible') return box.getBoundingClientRect();
          }
          return { left: 0, right: innerWidth };
        };
        const entries = (selector) =>
          [...row.querySelectorAll(`${selector} .entry`)].map((entry) => {
            const box = entry.getBoundingClientRect();
            const clip = clipOf(entry);
            return {
              text: entry.textContent,
              left: box.left,
              visible:
                entry.checkVisibility() &&
                box.width > 0 &&
                box.left >= clip.left - 0.5 &&
                box.right <= clip.right + 0.5,
            };
          });
        return {
          weight: row.querySelector('td.weight').textContent,
          value: entries('.value-column'),
          product: entries('.product-column'),
        };
      }),
    );

  test('every product is the shown weight times the shown v_j, within their rounding; columns line up', async () => {
    const lab = await open('?step=sum');
    const { page } = lab;
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
      { width: 375, height: 812 },
      { width: 320, height: 640 },
    ]) {
      await page.setViewportSize(viewport);
      const rows = await sumRows(page);
      expect(rows).toHaveLength(5);
      for (const row of rows) {
        const weight = readNumber(row.weight);
        // The shown weight has three decimals, the product two.
        const weightRounding = 0.0005;
        const productRounding = 0.005;
        row.value.forEach((entry, d) => {
          const value = readNumber(entry.text);
          const product = readNumber(row.product[d].text);
          const slack = productRounding + weightRounding * Math.abs(value) + 1e-9;
          expect(
            Math.abs(weight * value - product),
            `${row.weight} × ${entry.text}`,
          ).toBeLessThanOrEqual(slack);
        });
        // v_j and its weighted copy stay on screen, uncut (on a phone too).
        expect(
          row.value.every((entry) => entry.visible),
          `v_j at ${viewport.width}px`,
        ).toBe(true);
        expect(
          row.product.every((entry) => entry.visible),
          `w·v_j at ${viewport.width}px`,
        ).toBe(true);
      }
      // Entry d of every vector starts at the same x, row after row.
      for (const column of ['value', 'product']) {
        const lefts = rows.map((row) => row[column].map((entry) => Math.round(entry.left)));
        for (const other of lefts)
          expect(other, `${column} at ${viewport.width}px`).toEqual(lefts[0]);
      }
    }
    await lab.close();
  });
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
