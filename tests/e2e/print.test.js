// The handout (print/handout.js): printing the lab lays out the state on
// screen for paper. Chromium prints it to PDF at A4 and US Letter, and the
// PDF's text (read by pdfjs-dist) must hold every step's numbers for the
// state, checked by hand against the chapter (flies: scores 0 6 0 0 9,
// ÷ √4 = 0 3 0 0 4.5, weights 0.01 0.18 0.01 0.01 0.80; unscaled 0.95),
// and none of the page's controls or instructions, with nothing past the
// paper's edge.
import { describe, expect, test } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { predictWord, serveLabForThisFile } from './lab-page.js';

const { open } = serveLabForThisFile();

// Points; Chromium rounds A4 (595.28 × 841.89) up a little.
const FORMATS = { A4: [595.92, 842.88], Letter: [612, 792] };
// The page's control labels and the sentences that ask for a click.
const NOT_ON_PAPER = [
  'Previous step',
  'Next step',
  'Play',
  'Reset',
  'Replay',
  'Download figure',
  'SVG',
  'PNG',
  'Print handout',
  'Embed this lab',
  'Copy embed code',
  'Softmax stage',
  'Edit the numbers',
  'Follow the shapes',
  'Apply',
];
const INSTRUCTIONS = /\b(click|pick a|drag|slider|point at|tab and)\b/i;

/** The PDF's pages: their size, text items (with where they are) and text. */
async function readPdf(bytes) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true }).promise;
  const pages = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    const { items } = await page.getTextContent();
    pages.push({ width, height, items: items.filter((item) => item.str.trim() !== '') });
  }
  const text = pages.flatMap((page) => page.items.map((item) => item.str)).join(' ');
  return { pages, text, squeezed: text.replace(/\s+/g, '') };
}

// Stands in for the browser's print dialog, which a headless browser cannot show.
const stubPrintDialog = (page) =>
  page.evaluate(() => {
    window.printCalls = 0;
    window.print = () => {
      window.printCalls += 1;
    };
  });

// A practice lab with no progress kept from an earlier test.
async function openPractice(query) {
  const lab = await open(query);
  await lab.page.evaluate(() => localStorage.clear());
  await lab.page.reload();
  await lab.page.waitForSelector('body.is-ready');
  await stubPrintDialog(lab.page);
  return lab;
}

async function printed(page, format) {
  return readPdf(await page.pdf({ format }));
}

function expectOnPaper({ pages, text }, format) {
  const [width, height] = FORMATS[format];
  expect(pages.length).toBeGreaterThanOrEqual(2);
  for (const page of pages) {
    expect(page.width).toBeCloseTo(width, 0);
    expect(page.height).toBeCloseTo(height, 0);
    for (const item of page.items) {
      const [, , , , x, y] = item.transform;
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + item.width).toBeLessThanOrEqual(width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(height);
    }
  }
  for (const label of NOT_ON_PAPER) expect(text).not.toContain(label);
  expect(text).not.toMatch(INSTRUCTIONS);
}

describe('the handout', () => {
  test('Print handout prints every step’s numbers for flies, A4 and Letter, and no control', async () => {
    const lab = await open('?token=flies&step=score');
    const { page } = lab;
    await stubPrintDialog(page);
    await page.getByRole('button', { name: 'Print handout' }).click();
    await expect.poll(() => page.evaluate(() => window.printCalls)).toBe(1);
    // On screen it stays out of sight and out of the accessibility tree.
    expect(await page.locator('#handout').isVisible()).toBe(false);
    for (const format of Object.keys(FORMATS)) {
      const pdf = await printed(page, format);
      expectOnPaper(pdf, format);
      const { squeezed } = pdf;
      expect(squeezed).toContain('Sentence:timeflieslikeanarrow');
      expect(squeezed).toContain('flies·scaledby√dₖ·separateprojections·dₖ=4');
      for (const [number, title] of ['Project', 'Score', 'Scale&softmax', 'Weightedsum'].entries())
        expect(squeezed).toContain(`Step${number + 1}of4:${title}`);
      // Step 1: flies' x and its q, k, v.
      expect(squeezed).toContain('x(embedding)[0,1,1,0]');
      // Step 2: flies' scores, 0 6 0 0 9, in the formula and the table.
      expect(squeezed).toContain('[0,6,0,0,9]');
      expect(squeezed).toMatch(/arrow\[0,3,0,0\]9/);
      // Step 3: score, ÷ √4, eˢ, weight for each key.
      expect(squeezed).toContain('time001.000.01');
      expect(squeezed).toContain('flies6320.10.18');
      expect(squeezed).toContain('arrow94.590.00.80');
      expect(squeezed).toContain('[0.01,0.18,0.01,0.01,0.80]');
      // Step 4: arrow's weighted value and x′.
      expect(squeezed).toContain('arrow0.796[−1.5,0,1.5,0][−1.19,0,1.19,0]');
      // The matrix and the weighted average, as text.
      expect(squeezed).toContain('Attentionweights');
      expect(squeezed).toContain('Weightedaverage:x′of“flies”');
    }
    await lab.close();
  });

  test('once loaded, each print is of the state on screen: a new query, scaling off', async () => {
    const lab = await open('?token=flies');
    const { page } = lab;
    await stubPrintDialog(page);
    await page.getByRole('button', { name: 'Print handout' }).click();
    await expect.poll(() => page.evaluate(() => window.printCalls)).toBe(1);
    // Then the page changes, and is printed straight away (beforeprint rebuilds it).
    await page.getByRole('switch', { name: 'Scale by the square root of d k' }).click();
    const { squeezed, ...pdf } = await printed(page, 'A4');
    expectOnPaper({ ...pdf, squeezed }, 'A4');
    expect(squeezed).toContain('flies·notscaled·separateprojections');
    expect(squeezed).toContain('Scalingisoff');
    expect(squeezed).toContain('arrow981030.95');
    expect(squeezed).not.toContain('÷√4');
    await lab.close();
  });

  test('in Arabic the vectors keep their order: the first entry on the left', async () => {
    const lab = await open('?lang=ar&token=flies');
    const { page } = lab;
    await stubPrintDialog(page);
    await page.locator('.print-button').click();
    await expect.poll(() => page.evaluate(() => window.printCalls)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    // Step 1's key of "flies", [2, 2, 0, 1]: where its first and last entries are drawn.
    const key = await page
      .locator('#handout td')
      .nth(2)
      .evaluate((cell) => {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        const text = walker.nextNode();
        const leftOf = (at) => {
          const range = document.createRange();
          range.setStart(text, at);
          range.setEnd(text, at + 1);
          return range.getBoundingClientRect().left;
        };
        return { text: text.data, first: leftOf(1), last: leftOf(text.data.length - 2) };
      });
    expect(key.text).toBe('[2, 2, 0, 1]');
    expect(key.first).toBeLessThan(key.last);
    await lab.close();
  });

  test('the browser’s own Print: the page without its controls, then the handout', async () => {
    const lab = await open('?token=flies');
    const { page } = lab;
    // Nothing has loaded the handout: the page prints as it is, minus what
    // only a screen uses, or (when the handout's code arrives before
    // Chromium lays out the paper) already the handout.
    const first = await printed(page, 'A4');
    expectOnPaper(first, 'A4');
    expect(
      ['Howoneworddecideswheretolook', 'Self-attentionfor“flies”'].some((heading) =>
        first.squeezed.includes(heading),
      ),
    ).toBe(true);
    // Printed without colours, a switch that is on would look off: not printed.
    // Nor the language picker, whose label would print alone.
    if (first.squeezed.includes('Howoneworddecideswheretolook')) {
      expect(first.squeezed).not.toContain('Tryityourself');
      expect(first.squeezed).not.toContain('Language');
    }
    // That print asked for the handout; once it is there, prints are of it.
    await expect.poll(() => page.locator('#handout h1').count()).toBe(1);
    const next = await printed(page, 'Letter');
    expectOnPaper(next, 'Letter');
    expect(next.squeezed).toContain('Self-attentionfor“flies”');
    expect(next.squeezed).toContain('[0.01,0.18,0.01,0.01,0.80]');
    expect(next.squeezed).not.toContain('Howonewordd');
    await lab.close();
  });

  test('Ctrl+P prints the handout the first time too', async () => {
    const lab = await open('?token=like&causal=1');
    const { page } = lab;
    await stubPrintDialog(page);
    await page.keyboard.press('Control+P');
    await expect.poll(() => page.evaluate(() => window.printCalls)).toBe(1);
    const pdf = await printed(page, 'Letter');
    expectOnPaper(pdf, 'Letter');
    expect(pdf.squeezed).toContain('Self-attentionfor“like”');
    expect(pdf.squeezed).toContain('like·scaledby√dₖ·separateprojections·causalmask');
    await lab.close();
  });

  test('in practice mode it is a practice sheet: what the screen hides prints as ?', async () => {
    const lab = await openPractice('?practice=1&token=flies&step=softmax');
    const { page } = lab;
    const handout = async () => {
      await page.getByRole('button', { name: 'Print handout' }).click();
      await expect.poll(() => page.locator('#handout h1').count()).toBe(1);
      const { squeezed } = await printed(page, 'A4');
      return squeezed;
    };
    // Before the prediction: no weight, no score, no picture, and it says why.
    let paper = await handout();
    expect(paper).toContain('Apracticesheet');
    expect(paper).toContain('Leftopenonthispracticesheet');
    expect(paper).not.toMatch(/0\.80|0\.18|\[0,6,0,0,9\]/);
    expect(paper).not.toContain('Weightedaverage:x′of“flies”');
    // Predicted: no weight yet (the others and their sum would give arrow's
    // 0.80, which its box asks for, back), but the eˢ of the others.
    await predictWord(page, 'arrow');
    paper = await handout();
    expect(paper).toContain('=[?,?,?,?,?]');
    expect(paper).toContain('flies6320.1?');
    expect(paper).not.toMatch(/0\.80|0\.796|0\.18/);
    // Found: it prints too. The prediction showed the Score step; the weight is the next one's.
    await page.getByRole('button', { name: 'Next step' }).click();
    await page.getByRole('textbox', { name: /Your weight/ }).fill('0.8');
    await page.getByRole('textbox', { name: /Your weight/ }).press('Enter');
    await expect.poll(() => page.locator('#practice-result').textContent()).toContain('Right');
    paper = await handout();
    expect(paper).toContain('[0.01,0.18,0.01,0.01,0.80]');
    await page.evaluate(() => localStorage.clear());
    await lab.close();
  });

  test('in practice mode the handout leaves the heads out: no weight of theirs on paper', async () => {
    // With 4 heads, head 1 has the single head's weights: flies' 0.80 on arrow.
    const lab = await openPractice('?practice=1&heads=4&token=flies&step=softmax');
    const { page } = lab;
    await page.locator('#heads-view table').first().waitFor({ state: 'attached' });
    // Printing builds the handout, which leaves the heads out.
    let paper = (await printed(page, 'A4')).squeezed;
    expect(paper).not.toMatch(/0\.80|0\.18|0\.796/);
    await predictWord(page, 'arrow');
    await page.getByRole('button', { name: 'Print handout' }).click();
    await expect.poll(() => page.locator('#handout h1').count()).toBe(1);
    paper = (await printed(page, 'A4')).squeezed;
    expect(paper).toContain('=[?,?,?,?,?]');
    expect(paper).not.toMatch(/Head1|0\.80|0\.796|0\.18/);
    await page.evaluate(() => localStorage.clear());
    await lab.close();
  });
});
