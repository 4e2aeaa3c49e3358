// Input that must neither hang the page nor mislead the reader: a huge paste
// into a number box, numbers typed key by key, ambiguous or out-of-range
// numbers, sentences made of combining marks or bidi controls, and bad
// sentences of every kind. One page for the number boxes, one for the
// disguised sentences, one for the bad ones. (Random ones:
// hostile-input-fuzz.test.js.)
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  applySentence,
  openLab,
  serveLabForThisFile,
  settledUrl,
  weightMatrix,
  weightTable,
} from './lab-page.js';

const served = serveLabForThisFile();
const { open } = served;
const sentenceStatus = (page) => page.locator('#sentence-status').textContent();

describe('a number box', () => {
  let lab;
  let page;
  const boxName = 'W Q row 2 column 2';
  const box = () => page.getByRole('textbox', { name: boxName });
  const status = () => page.locator('#editor-status').textContent();
  const editsInLink = async () => new URL(await settledUrl(page)).searchParams.get('edits');

  beforeAll(async () => {
    lab = await openLab(served.browser, `${served.server.url}?token=flies`);
    page = lab.page;
    await page.locator('#editor > summary').click();
  });
  afterAll(async () => {
    await lab?.close();
  });

  test('a 100,000-character paste and its Enter are refused, and nothing changes', async () => {
    const before = await weightMatrix(page);
    await box().focus();
    await box().selectText();
    // The handlers alone, in one synchronous dispatch…
    await page.evaluate((name) => {
      const input = document.querySelector(`[aria-label="${name}"]`);
      input.value = `${'1'.repeat(100_000)}x`;
      input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    }, boxName);
    expect(await status()).toMatch(/too long for a number.*keeps 3\./);
    expect(await box().inputValue()).toBe('3');
    // …and a real paste through the browser's input path, then Enter. (What
    // they cost the main thread is measured by `npm run bench:ui`.)
    await box().selectText();
    await page.keyboard.insertText(`${'1'.repeat(100_000)}x`);
    await box().press('Enter');
    expect(await status()).toMatch(/too long for a number.*keeps 3\./);
    expect(await box().inputValue()).toBe('3');
    expect(await weightMatrix(page)).toEqual(before);
    expect(await editsInLink()).toBeNull();
  });

  test('typing 1e38 key by key commits nothing; Enter refuses it and the box keeps 3', async () => {
    const before = await weightMatrix(page);
    await box().selectText();
    for (const key of '1e38') {
      await page.keyboard.type(key);
      // Half-typed ("1", "1e3") is neither used nor put in the link.
      expect(await weightMatrix(page), key).toEqual(before);
      expect(await editsInLink(), key).toBeNull();
    }
    expect(await box().inputValue()).toBe('1e38');
    await box().press('Enter');
    expect(await status()).toBe(
      `“1e38” is too large: numbers here stay between −1,000,000 and 1,000,000. ${boxName} keeps 3.`,
    );
    expect(await box().inputValue()).toBe('3');
    expect(await box().getAttribute('aria-invalid')).toBe('true');
    expect(await editsInLink()).toBeNull();
    expect(await weightMatrix(page)).toEqual(before);

    // 123456789, key by key: nothing until Enter, then the same refusal.
    await box().selectText();
    await page.keyboard.type('123456789');
    expect(await editsInLink()).toBeNull();
    await box().press('Enter');
    expect(await status()).toMatch(/“123456789” is too large.*keeps 3\.$/);
    expect(await box().inputValue()).toBe('3');
  });

  test('"1,000" is refused with the reason, and leaving a refused box keeps the number in use', async () => {
    await box().fill('1,000');
    await box().press('Enter');
    expect(await status()).toContain('“1,000” is ambiguous');
    expect(await status()).toContain('1000 or 1');
    expect(await status()).toMatch(/keeps 3\.$/);
    expect(await box().inputValue()).toBe('3');
    // Typed and left by Tab (a change event): the same judgement.
    await box().fill('abc');
    await box().press('Tab');
    expect(await status()).toMatch(/“abc” is not a number.*keeps 3\./);
    expect(await box().inputValue()).toBe('3');
    expect(await editsInLink()).toBeNull();
    // A number accepted later, in another box or in this one, clears the refusal.
    const other = page.getByRole('textbox', { name: 'W Q row 1 column 1' });
    await other.fill('2');
    await other.press('Enter');
    expect(await status()).toBe('');
    await box().fill('abc');
    await box().press('Enter');
    expect(await status()).toMatch(/“abc” is not a number/);
    await box().fill('1e6');
    await box().press('Tab');
    expect(await status()).toBe('');
    expect(await editsInLink()).toMatch(/wq\.1\.1:1000000/);
    // Back to the numbers the later tests start from.
    for (const [target, value] of [
      [other, '1'],
      [box(), '3'],
    ]) {
      await target.fill(value);
      await target.press('Enter');
    }
  });

  test('after a commit the box shows the number in use, and messages show no float noise', async () => {
    // 0.30000001 is the float32 0.3: the box shows 0.3, the link carries the number.
    await box().fill('0.30000001');
    await box().press('Enter');
    expect(await box().inputValue()).toBe('0.3');
    expect(await editsInLink()).toMatch(/^wq\.1\.1:0\.3/);
    await box().press('Shift+ArrowUp');
    expect(await box().inputValue()).toBe('0.4');
    await box().fill('nope');
    await box().press('Enter');
    expect(await status()).toMatch(/keeps 0\.4\.$/);

    // Near the top of the range: ArrowUp would leave it, so it is refused truthfully.
    await box().fill('999999.8');
    await box().press('Enter');
    expect(await box().inputValue()).toBe('999999.8');
    await box().press('ArrowUp');
    expect(await status()).toBe(
      `1000000.3 would be too large: numbers here stay between −1,000,000 and 1,000,000. ${boxName} keeps 999999.8.`,
    );
    expect(await box().inputValue()).toBe('999999.8');
    expect(await editsInLink()).toBe('wq.1.1:999999.8');
  });
});

describe('sentences that try to disguise or spill their words', () => {
  let lab;
  let page;
  const sentenceBox = () => page.getByRole('textbox', { name: 'Sentence' });
  const chips = () => page.locator('.token-text').allTextContents();
  const linkSentence = async () => new URL(await settledUrl(page)).searchParams.get('sentence');

  beforeAll(async () => {
    lab = await openLab(
      served.browser,
      `${served.server.url}?sentence=%E2%80%AEevil%E2%80%AC+text+%E2%80%ADmore`,
    );
    page = lab.page;
  });
  afterAll(async () => {
    await lab?.close();
  });

  test('bidi controls in a link are dropped: the box shows the words in use', async () => {
    expect(await sentenceBox().inputValue()).toBe('evil text more');
    expect(await chips()).toEqual(['evil', 'text', 'more']);
    expect(await linkSentence()).toBe('evil text more');
  });

  test('a letter with 23 combining marks keeps 3, and chips and headers clip it', async () => {
    const marks = '\u0301'.repeat(23);
    await sentenceBox().fill(`a${marks} b`);
    await sentenceBox().press('Enter');
    const cleaned = `\u00e1${'\u0301'.repeat(3)}`;
    expect(await chips()).toEqual([cleaned, 'b']);
    expect(await sentenceBox().inputValue()).toBe(`${cleaned} b`);
    expect(await linkSentence()).toBe(`${cleaned} b`);
    const clipping = await page.evaluate(() =>
      [...document.querySelectorAll('.token-text, .weight-matrix th, .query-name')].map(
        (node) => getComputedStyle(node).overflowY,
      ),
    );
    expect(new Set(clipping)).toEqual(new Set(['hidden']));
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
