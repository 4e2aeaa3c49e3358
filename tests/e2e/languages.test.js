// The lab in German, Spanish, Simplified Chinese and Arabic: the document's
// language and direction, numbers written the reader's way, no English left
// on the page, no sideways overflow, axe, the choice kept in the link, the
// embed snippet and across a reload, the switch without a reload, and keys
// that move the way the reader sees on a right-to-left page.
import { describe, expect, test } from 'vitest';
import { axe, describeViolations } from './support/axe.js';
import { openLab, serveLabForThisFile, showPictures } from './lab-page.js';

const served = serveLabForThisFile();
const open = (query, options) => openLab(served.browser, `${served.server.url}${query}`, options);

const LANGUAGES = ['de', 'es', 'zh-Hans', 'ar'];
const STEPS = ['project', 'score', 'softmax', 'sum'];

// The row summary and the matrix's flies → arrow cell: 0.80 in the chapter.
const fliesArrow = (page) =>
  page.evaluate(() => ({
    prose: document.getElementById('row-summary').textContent,
    cell: document.querySelectorAll('.weight-matrix tbody tr')[1].querySelectorAll('td')[4]
      .textContent,
  }));

describe('each language', () => {
  for (const lang of LANGUAGES) {
    test(`${lang}: <html lang>${lang === 'ar' ? ' and dir="rtl"' : ''}, numbers its way`, async () => {
      const lab = await open(`?lang=${lang}&token=flies`);
      const root = await lab.page.evaluate(() => ({
        lang: document.documentElement.lang,
        dir: getComputedStyle(document.body).direction,
        matrix: getComputedStyle(document.querySelector('.weight-matrix')).direction,
        title: document.title,
      }));
      expect(root.lang).toBe(lang);
      expect(root.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      // The matrix keeps its mathematical order on a right-to-left page.
      expect(root.matrix).toBe('ltr');
      expect(root.title).not.toMatch(/scaled dot-product/);
      const { prose, cell } = await fliesArrow(lab.page);
      const comma = ['de', 'es'].includes(lang);
      expect(cell).toBe(comma ? '0,80' : '0.80');
      expect(prose).toContain(comma ? '0,80' : '0.80');
      expect(prose).not.toContain(comma ? '0.80' : '0,80');
      await lab.close();
    });
  }

  test('without lang=, the browser’s preferred language; English for one the lab lacks', async () => {
    const german = await open('?token=flies', { locale: 'de-AT' });
    expect(await german.page.evaluate(() => document.documentElement.lang)).toBe('de');
    // Nothing chosen, nothing in the link: the reader's browser keeps deciding.
    expect(new URL(german.page.url()).searchParams.has('lang')).toBe(false);
    await german.close();
    const french = await open('?token=flies', { locale: 'fr-FR' });
    expect(await french.page.evaluate(() => document.documentElement.lang)).toBe('en');
    await french.close();
  });
});

describe('the language picker', () => {
  test('switches without a reload, keeps the state, writes lang= into the link and the snippet', async () => {
    const lab = await open('?token=like&step=softmax&causal=1');
    const { page } = lab;
    await page.evaluate(() => {
      window.notReloaded = true;
    });
    await page.getByLabel('Language').focus();
    await page.getByLabel('Language').selectOption('es');
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    // The lab is built again in Spanish: ready once more when it is.
    await page.waitForSelector('body.is-ready');
    expect(await page.evaluate(() => window.notReloaded)).toBe(true);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      lang: 'es',
      token: 'like',
      step: 'softmax',
      causal: '1',
    });
    // Focus stays on the picker, which now speaks Spanish.
    expect(await page.evaluate(() => document.activeElement.id)).toBe('language-select');
    await expect.poll(() => page.getByLabel('Idioma').inputValue()).toBe('es');
    expect(await page.locator('.step-page.is-current h3').textContent()).not.toBe(
      'Scale & softmax',
    );

    // The embed snippet carries the language, and its frame's title is Spanish.
    await page.locator('#share-view summary').click();
    await page.locator('#share-view button').first().click();
    const snippet = await page.locator('#embed-code').inputValue();
    expect(snippet).toContain('lang=es');
    expect(snippet).not.toContain('title="Attention Lab: scaled dot-product self-attention"');

    // A reload keeps it; back to English without a reload too.
    await lab.goTo(page.url());
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.getByLabel('Idioma').selectOption('en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.waitForSelector('body.is-ready');
    await expect
      .poll(() => page.locator('.step-page.is-current h3').textContent())
      .toBe('Scale & softmax');
    expect(await page.locator('h1').textContent()).toBe('How one word decides where to look');
    await lab.close();
  });
});

test('Arabic: the page mirrors, the chips and the matrix keep the sentence’s order and the arrow keys follow them', async () => {
  const lab = await open('?lang=ar&token=time');
  const { page } = lab;
  const chips = await page
    .locator('.token-chip')
    .evaluateAll((elements) => elements.map((chip) => chip.getBoundingClientRect().left));
  // "time flies like an arrow" reads left to right, inside a right-to-left page.
  expect(chips).toEqual([...chips].sort((a, b) => a - b));
  const heading = await page.locator('h1').evaluate((h1) => getComputedStyle(h1).textAlign);
  expect(['right', 'start']).toContain(heading);
  await page.locator('.token-radio').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => new URL(page.url()).searchParams.get('token')).toBe('flies');
  // The matrix: ArrowRight goes to the cell on the right, the next key.
  const cell = page.locator('.weight-matrix tbody tr').nth(1).locator('button').nth(1);
  await cell.focus();
  await page.keyboard.press('ArrowRight');
  expect(await page.evaluate(() => document.activeElement.closest('td').cellIndex)).toBe(3);
  await lab.close();
});

describe('no sideways overflow and axe finds nothing', () => {
  for (const lang of LANGUAGES) {
    test(lang, async () => {
      const problems = [];
      for (const width of [320, 390, 1280]) {
        const lab = await open(`?lang=${lang}&token=flies`, {
          viewport: { width, height: 844 },
          reducedMotion: 'reduce',
        });
        const { page } = lab;
        for (const step of STEPS) {
          await page.locator('.step-link').nth(STEPS.indexOf(step)).click();
          await page.evaluate(() => {
            for (const fold of document.querySelectorAll('details')) fold.open = true;
          });
          const overflow = await page.evaluate(() => {
            const wide = document.documentElement.scrollWidth - window.innerWidth;
            // Text wider than its own box: a long word out of a button or a tab.
            const clipped = [
              ...document.querySelectorAll('button, label, summary, h1, h2, h3, legend, th'),
            ]
              // Seen, so not the visually hidden names (1 px wide on purpose).
              .filter((element) => element.checkVisibility() && element.offsetWidth > 1)
              .filter((element) => element.scrollWidth > element.clientWidth + 1)
              .filter((element) => getComputedStyle(element).overflowX !== 'visible')
              .map((element) => element.textContent.trim().slice(0, 40));
            return { wide, clipped };
          });
          if (overflow.wide > 0) problems.push(`${width}px ${step}: ${overflow.wide}px wider`);
          for (const text of overflow.clipped) problems.push(`${width}px ${step}: "${text}" cut`);
        }
        if (width === 1280) {
          const audit = await axe(page).analyze();
          problems.push(...describeViolations(audit.violations));
        }
        await lab.close();
      }
      expect(problems).toEqual([]);
    });
  }
});

// Every visible text and accessible name, but notation (code, maths) and
// the lab's own name for itself in the picker.
function textsOnPage() {
  const texts = [];
  // The tensors' names in "Follow the shapes" are the code's (input_ids, weights).
  const notation =
    'code, pre, math, var, sub, sup, .vector, .entry, .shape-name, option, noscript, [hidden]';
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest(notation) || parent.closest('style')) continue;
    if (!parent.checkVisibility() && !parent.closest('[aria-live], [role="status"]')) continue;
    texts.push(node.data.trim());
  }
  for (const element of document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
    if (element.closest('[hidden]')) continue;
    for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value.trim());
    }
  }
  texts.push(document.title);
  return texts;
}

// What is data, not words: the sentence's words, numbers, symbols and the
// notation of the formulas (q, k, v, W_Q, dₖ, softmax, e^s …).
const SENTENCE_WORDS = ['time', 'flies', 'like', 'an', 'arrow'];
const NOTATION =
  /\b(?:softmax|W_?[QKV]|d_?k|[dqkvxseW][ₖⱼᵢ]?|PyTorch|WebAssembly|C\+\+|Eigen|BERT|ID|SVG|PNG)\b/g;
// Terms a language keeps as English writes them, as docs/languages.md says ("Kept exactly as in
// English"): German ML texts say Query, Key, Score and Head.
const KEPT = {
  de: ['Heads', 'Head 1', 'Head 2', 'Head 3', 'Head 4', 'Queries', 'Keys', 'Key', 'Score'],
};
const isWords = (text) =>
  /\p{L}{2,}/u.test(
    text
      .replace(/[“”„«»"']([^“”„«»"']*)[“”„«»"']/g, (quote, inside) =>
        SENTENCE_WORDS.includes(inside.replace(/[\u2066-\u2069]/g, '')) ? '' : quote,
      )
      .replace(new RegExp(`\\b(?:${SENTENCE_WORDS.join('|')})\\b`, 'g'), '')
      .replace(NOTATION, ''),
  );

const STATES = ['?token=flies', '?token=like&causal=1&scale=0', '?token=time&qkv=shared&heads=2'];

async function textsOf(query) {
  const lab = await open(query, { reducedMotion: 'reduce' });
  await lab.page.evaluate(() => {
    for (const fold of document.querySelectorAll('details')) fold.open = true;
  });
  await showPictures(lab.page);
  await lab.page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  const texts = await lab.page.evaluate(textsOnPage);
  await lab.close();
  return texts.filter(isWords);
}

describe('no visible text or accessible name is left in English', () => {
  const english = new Map();
  for (const lang of LANGUAGES) {
    test(lang, async () => {
      const left = new Set();
      for (const state of STATES) {
        for (const step of STEPS) {
          const query = `${state}&step=${step}`;
          if (!english.has(query)) english.set(query, new Set(await textsOf(query)));
          for (const text of await textsOf(`${query}&lang=${lang}`)) {
            if (english.get(query).has(text) && !KEPT[lang]?.includes(text)) left.add(text);
          }
        }
      }
      expect([...left]).toEqual([]);
    });
  }
});
