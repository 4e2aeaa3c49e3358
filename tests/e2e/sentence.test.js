// The learner's own sentence and editable numbers, in headless Chromium
// against the built dist/: the matrix follows the words, edits move weights
// the way hand calculation says, links carry both, and no input — however
// odd — opens a dialog or stops the page from answering.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  openLab,
  serveLabForThisFile,
  settledUrl,
  softmaxWeights,
  weightMatrix,
  weightTable,
} from './lab-page.js';
import { axe, describeViolations } from './support/axe.js';

const ANIMAL = "the animal didn't cross the street because it was tired";
// The tokenizer splits "didn't" at the apostrophe: the, animal, didn, t, cross,
// the, street, because, it, was, tired.
const ANIMAL_TOKENS = 11;
const served = serveLabForThisFile();

/** Opens the lab and fails the test if any dialog (alert, confirm…) ever opens. */
async function open(query = '', options = {}) {
  const lab = await openLab(served.browser, `${served.server.url}${query}`, options);
  const dialogs = [];
  const onDialog = async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  };
  lab.page.on('dialog', onDialog);
  return {
    ...lab,
    async close() {
      lab.page.off('dialog', onDialog);
      expect(dialogs).toEqual([]);
      await lab.close();
    },
  };
}

async function applySentence(page, text) {
  // The sentence is folded away unless the link carried one.
  const fold = page.locator('#sentence-fold');
  if (!(await fold.evaluate((details) => details.open))) await fold.locator('summary').click();
  const box = page.getByRole('textbox', { name: 'Sentence' });
  await box.fill(text);
  await box.press('Enter');
}

const sentenceStatus = (page) => page.locator('#sentence-status').textContent();

async function openEditor(page) {
  await page.locator('#editor > summary').click();
}

/** Weight w(query → key) as shown in the matrix, by row and column index. */
async function weightAt(page, row, column) {
  return (await weightMatrix(page))[row][column];
}

/** Softmax of a row of scaled scores, computed here as an independent check. */
function softmax(scores) {
  const largest = Math.max(...scores);
  const exps = scores.map((score) => Math.exp(score - largest));
  const total = exps.reduce((sum, value) => sum + value, 0);
  return exps.map((value) => value / total);
}

describe('your own sentence', () => {
  test('a custom sentence gives an n × n matrix whose rows each sum to 1', async () => {
    const lab = await open();
    const { page } = lab;
    await applySentence(page, ANIMAL);

    const matrix = await weightMatrix(page);
    expect(matrix).toHaveLength(ANIMAL_TOKENS);
    for (const row of matrix) {
      expect(row).toHaveLength(ANIMAL_TOKENS);
      // Each shown weight is rounded to 0.01, so the sum is 1 within n × 0.005.
      const sum = row.reduce((total, weight) => total + weight, 0);
      expect(Math.abs(sum - 1)).toBeLessThanOrEqual(ANIMAL_TOKENS * 0.005);
    }
    const sums = await page.locator('.weight-matrix tbody td.row-sum').allTextContents();
    expect(sums).toEqual(Array(ANIMAL_TOKENS).fill('1.00'));
    expect(
      await page.getByRole('radiogroup', { name: 'Query token' }).getByRole('radio').count(),
    ).toBe(ANIMAL_TOKENS);
    expect(await page.locator('.token-text').allTextContents()).toEqual([
      'the',
      'animal',
      'didn',
      't',
      'cross',
      'the',
      'street',
      'because',
      'it',
      'was',
      'tired',
    ]);
    expect(await sentenceStatus(page)).toContain('11 × 11');
    // Captions about the chapter's words are gone; the id line shows positions.
    expect(await page.locator('#chapter-caption').isVisible()).toBe(false);
    expect(await page.locator('.token-id').first().textContent()).toBe('word 1');
    expect(new URL(await settledUrl(page)).searchParams.get('sentence')).toBe(ANIMAL);
    await lab.close();
  });

  test('a repeated word stays two separate tokens, also in the link', async () => {
    const lab = await open();
    const { page } = lab;
    await applySentence(page, ANIMAL);
    const radios = page.getByRole('radiogroup', { name: 'Query token' }).getByRole('radio');
    await radios.nth(5).check(); // the second "the"
    expect(await page.locator('#query-name').textContent()).toBe('“the₆”');
    const queryRow = (await weightTable(page)).locator('tr.is-query th');
    expect(await queryRow.textContent()).toBe('the₆');
    expect(new URL(await settledUrl(page)).searchParams.get('token')).toBe('5');

    await page.reload();
    await page.waitForSelector('body.is-ready');
    expect(await radios.nth(5).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Sentence' }).inputValue()).toBe(ANIMAL);
    await lab.close();
  });

  test('"Reset to the chapter\'s example" gives back flies → 0.80 on arrow', async () => {
    const lab = await open();
    const { page } = lab;
    await applySentence(page, ANIMAL);
    await openEditor(page);
    await page.getByRole('textbox', { name: 'W_Q row 2 column 2' }).press('ArrowUp');
    await page.getByRole('switch', { name: 'Scale by the square root of d k' }).click();

    await page.getByRole('button', { name: 'Reset to the chapter’s example' }).click();

    expect(await page.getByRole('textbox', { name: 'Sentence' }).inputValue()).toBe(
      'time flies like an arrow',
    );
    expect(await page.getByRole('textbox', { name: 'W_Q row 2 column 2' }).inputValue()).toBe('3');
    await page.getByRole('radio', { name: 'flies' }).check();
    await page.getByRole('button', { name: 'Scale & softmax' }).click();
    expect(await softmaxWeights(page)).toEqual(['0.01', '0.18', '0.01', '0.01', '0.80']);
    expect(await page.locator('#chapter-caption').isVisible()).toBe(true);
    const params = new URL(await settledUrl(page)).searchParams;
    expect(params.get('sentence')).toBeNull();
    expect(params.get('edits')).toBeNull();
    await lab.close();
  });

  test("typing the chapter's sentence brings back its ids and numbers", async () => {
    const lab = await open('?sentence=hello+world');
    const { page } = lab;
    expect(await page.locator('.token-text').allTextContents()).toEqual(['hello', 'world']);
    await applySentence(page, 'Time flies like an arrow!');
    expect(await page.locator('.token-id').allTextContents()).toEqual([
      'id 2051',
      'id 10029',
      'id 2066',
      'id 2019',
      'id 8612',
    ]);
    expect((await weightMatrix(page))[1]).toEqual([0.01, 0.18, 0.01, 0.01, 0.8]);
    await lab.close();
  });
});

describe('editable numbers', () => {
  test('raising one entry of W_Q moves w(flies → arrow) the way the hand calculation says', async () => {
    // x_flies = [0, 1, 1, 0], so q_flies = row 2 + row 3 of W_Q = [0, W_Q(2,2), 0, 0].
    // Against the keys, only their second entries count: k_time 0, k_flies 2,
    // k_like 0, k_an 0, k_arrow 3. With W_Q(2,2) = c the scores are
    // [0, 2c, 0, 0, 3c] ÷ √4, so a larger c favours "arrow" (3c grows fastest).
    const lab = await open('?token=flies');
    const { page } = lab;
    await openEditor(page);
    const box = page.getByRole('textbox', { name: 'W_Q row 2 column 2' });
    expect(await box.inputValue()).toBe('3');
    expect(await weightAt(page, 1, 4)).toBe(0.8);

    await box.press('ArrowUp'); // 3.5
    await box.press('ArrowUp'); // 4
    expect(await box.inputValue()).toBe('4');
    const expectedUp = softmax([0, 8, 0, 0, 12].map((score) => score / 2));
    expect(await weightAt(page, 1, 4)).toBe(Number(expectedUp[4].toFixed(2)));
    expect(await weightAt(page, 1, 4)).toBeGreaterThan(0.8);

    // Typed, and downwards: c = 2 gives [0, 4, 0, 0, 6] ÷ 2.
    await box.fill('2');
    await box.press('Enter');
    const expectedDown = softmax([0, 4, 0, 0, 6].map((score) => score / 2));
    expect(await weightAt(page, 1, 4)).toBe(Number(expectedDown[4].toFixed(2)));
    expect(await weightAt(page, 1, 4)).toBeLessThan(0.8);

    // Shift+arrow nudges by 0.1, and the edited box is marked.
    await box.press('Shift+ArrowDown');
    expect(await box.inputValue()).toBe('1.9');
    expect(await box.getAttribute('class')).toContain('is-edited');
    expect(new URL(await settledUrl(page)).searchParams.get('edits')).toBe('wq.1.1:1.9');
    // The editor's own readout follows the same row.
    const readout = await page.locator('.readout-value').allTextContents();
    expect(readout[4]).toBe(String((await weightAt(page, 1, 4)).toFixed(2)));
    await lab.close();
  });

  test('the closed editor is built and kept up to date while the page is idle', async () => {
    const lab = await open('?token=flies');
    const { page } = lab;
    const boxes = page.locator('#editor input.number-box');
    // Five embeddings and three 4 × 4 matrices, there before the panel is opened.
    await expect.poll(() => boxes.count()).toBe(5 * 4 + 3 * 16);
    await applySentence(page, ANIMAL);
    await expect.poll(() => boxes.count()).toBe(ANIMAL_TOKENS * 4 + 3 * 16);
    expect(await page.locator('#editor').evaluate((details) => details.open)).toBe(false);
    await openEditor(page);
    expect(
      await page.getByRole('textbox', { name: 'embedding of tired, entry 1' }).inputValue(),
    ).not.toBe('');
    await lab.close();
  });

  test('an embedding entry is editable too and recomputes the steps', async () => {
    const lab = await open('?token=flies&step=score&key=arrow');
    const { page } = lab;
    await openEditor(page);
    // x_flies = [0, 1, 1, 0]; setting entry 2 to 2 doubles its part of q_flies: [0, 6, 0, 0].
    const box = page.getByRole('textbox', { name: 'embedding of flies, entry 2' });
    await box.fill('2');
    await box.press('Enter');
    expect(await page.locator('.spelled-out').textContent()).toBe('0·0 + 6·3 + 0·0 + 0·0 = 18');
    await lab.close();
  });

  test('the preset "Make flies attend to time" moves flies\' largest weight from arrow to time', async () => {
    const lab = await open('?token=flies');
    const { page } = lab;
    await openEditor(page);
    const flies = async () => (await weightMatrix(page))[1];
    const before = await flies();
    expect(before.indexOf(Math.max(...before))).toBe(4);

    await page.getByRole('button', { name: 'Make flies attend to time' }).click();

    const after = await flies();
    expect(after.indexOf(Math.max(...after))).toBe(0);
    // k_time becomes [2, 3, 0, 1], k_arrow [0, −1.5, 0, 0]: scores [9, 6, 0, 0, −4.5] ÷ 2.
    const expected = softmax([9, 6, 0, 0, -4.5].map((score) => score / 2));
    expect(after).toEqual(expected.map((weight) => Number(weight.toFixed(2))));
    expect(after[0]).toBe(0.8);
    expect(await softmaxWeights(page)).toEqual(['0.80', '0.18', '0.01', '0.01', '0.00']);
    expect(await page.getByRole('textbox', { name: 'W_K row 1 column 2' }).inputValue()).toBe('1');
    expect(await page.locator('.preset-note').isVisible()).toBe(true);
    expect(new URL(await settledUrl(page)).searchParams.get('edits')).toBe('wk.0.1:1');
    await lab.close();
  });

  test('the preset "q = k = v" switches the projections off', async () => {
    const lab = await open();
    const { page } = lab;
    await openEditor(page);
    await page.getByRole('button', { name: 'q = k = v' }).click();
    expect(
      await page.getByRole('switch', { name: 'Separate Q, K, V projections' }).isChecked(),
    ).toBe(false);
    expect(await page.locator('.editor-shared-note').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Chapter example' }).click();
    expect((await weightMatrix(page))[1]).toEqual([0.01, 0.18, 0.01, 0.01, 0.8]);
    await lab.close();
  });

  test('a number that is not finite or too large is refused inline and nothing changes', async () => {
    const lab = await open('?token=flies');
    const { page } = lab;
    await openEditor(page);
    const box = page.getByRole('textbox', { name: 'W_Q row 2 column 2' });
    const before = await weightMatrix(page);
    for (const [typed, message] of [
      ['abc', 'is not a number'],
      ['NaN', 'is not a number'],
      ['Infinity', 'is not a number'],
      ['1e400', 'too large'],
      ['1e7', 'too large'],
      ['-2000000', 'too large'],
      ['<img src=x onerror=alert(1)>', 'is not a number'],
      ['', 'is empty'],
      ['1,000', 'is ambiguous'],
    ]) {
      await box.fill(typed);
      await box.press('Enter');
      expect(await box.getAttribute('aria-invalid'), typed).toBe('true');
      const status = await page.locator('#editor-status').textContent();
      expect(status, typed).toContain(message);
      expect(status, typed).toContain('W_Q row 2 column 2 keeps 3');
      expect(await weightMatrix(page), typed).toEqual(before);
    }
    // Leaving the box puts the number in use back; then a good number works.
    await box.press('Tab');
    expect(await box.inputValue()).toBe('3');
    expect(await box.getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('img:not(.fallback-picture)').count()).toBe(0);
    await box.fill('4');
    await box.press('Enter');
    expect(await weightAt(page, 1, 4)).toBeGreaterThan(0.8);
    await lab.close();
  });

  test('edits round-trip through the link', async () => {
    const lab = await open(`?sentence=${encodeURIComponent(ANIMAL)}&token=animal`);
    const { page } = lab;
    await openEditor(page);
    await page.getByRole('textbox', { name: 'W_K row 3 column 1' }).fill('-1.5');
    await page.getByRole('textbox', { name: 'W_K row 3 column 1' }).press('Enter');
    await page.getByRole('textbox', { name: 'embedding of animal, entry 4' }).fill('2');
    await page.getByRole('textbox', { name: 'embedding of animal, entry 4' }).press('Enter');
    await page.getByRole('textbox', { name: 'embedding of the (word 6), entry 1' }).fill('0');
    await page.getByRole('textbox', { name: 'embedding of the (word 6), entry 1' }).press('Enter');
    const url = await settledUrl(page);
    expect(new URL(url).searchParams.get('edits')).toBe('x.1.3:2,x.5.0:0,wk.2.0:-1.5');
    const matrix = await weightMatrix(page);

    const second = await open(new URL(url).search);
    await openEditor(second.page);
    expect(await weightMatrix(second.page)).toEqual(matrix);
    expect(
      await second.page.getByRole('textbox', { name: 'W_K row 3 column 1' }).inputValue(),
    ).toBe('-1.5');
    expect(
      await second.page.getByRole('textbox', { name: 'embedding of animal, entry 4' }).inputValue(),
    ).toBe('2');
    expect(await second.page.getByRole('radio', { name: 'animal' }).isChecked()).toBe(true);
    await second.close();
    await lab.close();
  });

  test('too many edits for a link are kept on the page and marked as not in the link', async () => {
    const lab = await open();
    const { page } = lab;
    await openEditor(page);
    const boxes = page.locator('.number-box');
    for (let index = 0; index < 21; index++) await boxes.nth(index).press('ArrowUp');
    expect(await page.locator('.editor-link-note').textContent()).toContain(
      'These edits are not in the link',
    );
    expect(new URL(await settledUrl(page)).searchParams.get('edits')).toBeNull();
    // Undoing one brings them back into the link.
    await boxes.nth(20).press('ArrowDown');
    expect(await page.locator('.editor-link-note').textContent()).toBe('');
    expect(new URL(await settledUrl(page)).searchParams.get('edits')?.split(',')).toHaveLength(20);
    await lab.close();
  });

  test('malformed sentence and edits in a link fall back quietly', async () => {
    const lab = await open('?sentence=%3F%3F%3F&edits=wq.9.9:1,wq.1.1:abc,x.0.0:1e9,wk.0.1:1');
    const { page } = lab;
    expect(await page.locator('.token-text').allTextContents()).toHaveLength(5);
    expect(new URL(await settledUrl(page)).searchParams.get('edits')).toBe('wk.0.1:1');
    await lab.close();
  });
});

// Each bad sentence either is refused (the previous one stays) or used in a
// sensible form; in every case a polite message appears by the box, no
// dialog opens, and the page still answers a click.
const BAD_SENTENCES = [
  ['empty', '', /at least one word/, 5],
  ['whitespace only', '   \t  ', /at least one word/, 5],
  ['punctuation only', '?!… -- ,,, ;:', /no word in that/, 5],
  [
    'more than 16 words',
    Array.from({ length: 23 }, (_, i) => `w${i}`).join(' '),
    /23 words.*first 16/,
    16,
  ],
  [
    'a 10,000-character paste',
    'lorem ipsum dolor sit amet '.repeat(371).slice(0, 10000),
    /first 16/,
    16,
  ],
  ['a 10,000-character word', 'a'.repeat(10000), /longer than 24 characters/, 5],
  // Emoji are tokens of their own: i, ❤️, 🐈, and, 👍🏽.
  ['emoji', 'I ❤️ 🐈 and 👍🏽', /5 words/, 5],
  ['right-to-left Hebrew', 'הזמן טס כמו חץ', /4 words/, 4],
  ['right-to-left Arabic', 'الوقت يطير مثل السهم', /4 words/, 4],
  ['combining marks', 'cafe\u0301 nai\u0308ve Zoë', /3 words/, 3],
  ['HTML', '<img src=x onerror=alert(1)>', /6 words/, 6],
];

describe('bad input never breaks the page', () => {
  // One page for all of them, back on the chapter's example and first step before each.
  let lab;
  beforeAll(async () => {
    lab = await open();
    await lab.page.locator('#sentence-fold > summary').click();
  });
  afterAll(async () => {
    await lab?.close();
  });

  for (const [name, text, message, tokenCount] of BAD_SENTENCES) {
    test(name, async () => {
      const { page } = lab;
      await page.getByRole('button', { name: 'Reset to the chapter’s example' }).click();
      await page.getByRole('button', { name: 'Reset', exact: true }).click();
      await applySentence(page, text);

      expect(await sentenceStatus(page)).toMatch(message);
      const tokens = await page.locator('.token-text').allTextContents();
      if (tokenCount !== null) expect(tokens).toHaveLength(tokenCount);
      expect((await weightMatrix(page)).length).toBe(tokens.length);
      // Nothing typed ever becomes markup.
      expect(await page.locator('main img, main script').count()).toBe(0);

      // The page still answers: pick the last token, see its matrix row become the query.
      const radios = page.getByRole('radiogroup', { name: 'Query token' }).getByRole('radio');
      await radios.nth(tokens.length - 1).check();
      const queryRow = await (
        await weightTable(page)
      )
        .locator('tbody tr')
        .evaluateAll((rows) => rows.findIndex((row) => row.classList.contains('is-query')));
      expect(queryRow).toBe(tokens.length - 1);
      await page.getByRole('button', { name: 'Next step' }).click();
      expect(await page.locator('.step-page.is-current h3').textContent()).toBe('Score');
    });
  }
});

describe('odd sentences across a reload', () => {
  test('the HTML sentence is shown as words, never run', async () => {
    const lab = await open();
    const { page } = lab;
    await applySentence(page, '<img src=x onerror=alert(1)>');
    expect(await page.locator('.token-text').allTextContents()).toEqual([
      'img',
      'src',
      'x',
      'onerror',
      'alert',
      '1',
    ]);
    expect(await page.getByRole('textbox', { name: 'Sentence' }).inputValue()).toBe(
      '<img src=x onerror=alert(1)>',
    );
    await page.reload();
    await page.waitForSelector('body.is-ready');
    expect(await page.getByRole('textbox', { name: 'Sentence' }).inputValue()).toBe(
      '<img src=x onerror=alert(1)>',
    );
    expect(await page.locator('img:not(.fallback-picture)').count()).toBe(0);
    await lab.close();
  });

  test('a refused sentence keeps the previous one and marks the box', async () => {
    const lab = await open();
    const { page } = lab;
    await applySentence(page, 'hello world');
    await applySentence(page, '   ');
    expect(await page.locator('.token-text').allTextContents()).toEqual(['hello', 'world']);
    const box = page.getByRole('textbox', { name: 'Sentence' });
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    await box.fill('hello there world');
    expect(await box.getAttribute('aria-invalid')).toBeNull();
    await lab.close();
  });
});

describe('accessibility and layout of the new panels', () => {
  test('axe-core finds no violations with the sentence and editor panels open, light and dark', async () => {
    const lab = await open(`?sentence=${encodeURIComponent(ANIMAL)}&step=softmax&edits=wq.1.1:4`, {
      reducedMotion: 'reduce',
    });
    const { page } = lab;
    await openEditor(page);
    // A refused number and a sentence message on screen, as a learner would see them.
    await page.getByRole('textbox', { name: 'W_Q row 1 column 1' }).fill('abc');
    await page.getByRole('textbox', { name: 'W_Q row 1 column 1' }).press('Enter');
    await applySentence(page, ANIMAL);
    for (const colorScheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme });
      const results = await axe(page).analyze();
      expect(describeViolations(results.violations), colorScheme).toEqual([]);
    }
    await lab.close();
  });

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
    await page.getByRole('textbox', { name: 'W_Q row 2 column 2' }).press('ArrowUp');
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
