// The lab in German, Spanish, Simplified Chinese and Arabic: the document's
// language and direction, numbers written the reader's way, no English left
// on the page, no sideways overflow and no text over other text, axe, the
// choice kept in the link, the embed snippet and across a reload, the
// switch without a reload, the browser's languages, and keys that move the
// way the reader sees on a right-to-left page. (The messages shown when the
// scripts do not run, in each language: fallbacks.test.js.) Each page a test opens is read at all four steps.
import { describe, expect, test } from 'vitest';
import { axe, describeViolations } from './support/axe.js';
import { openLab, serveLabForThisFile, showPictures, showScalingPanel } from './lab-page.js';

const served = serveLabForThisFile();
const open = (query, options) => openLab(served.browser, `${served.server.url}${query}`, options);

const LANGUAGES = ['de', 'es', 'zh-Hans', 'ar'];
const STEPS = ['project', 'score', 'softmax', 'sum'];
const ENGLISH_FRAME_TITLE = 'Attention Lab: scaled dot-product self-attention';

// The row summary and the matrix's flies → arrow cell: 0.80 in the chapter.
const fliesArrow = (page) =>
  page.evaluate(() => ({
    prose: document.getElementById('row-summary').textContent,
    cell: document.querySelectorAll('.weight-matrix tbody tr')[1].querySelectorAll('td')[4]
      .textContent,
  }));

/**
 * Opens every fold and waits for what loads when first opened or seen
 * (editor, shapes, pictures). Parts out of sight are laid out as they will
 * be when scrolled to: the page skips the pictures (content-visibility:
 * auto), and a skipped part's boxes do not move what follows it.
 */
async function showEverything(page) {
  await page.addStyleTag({ content: '.pictures { content-visibility: visible !important; }' });
  await page.evaluate(() => {
    for (const fold of document.querySelectorAll('details')) fold.open = true;
  });
  await page.locator('#editor input.number-box').first().waitFor();
  await page.locator('#shapes-view > *').first().waitFor();
  await showPictures(page);
}

/** Goes to `step` as a reader does, and waits until every view shows it. */
async function goToStep(page, step) {
  await page.locator('.step-link').nth(STEPS.indexOf(step)).click();
  if (step === 'softmax') {
    // "Why divide by √dₖ?" loads when it first comes into sight.
    await showScalingPanel(page);
  }
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

describe('each language', () => {
  for (const lang of LANGUAGES) {
    test(`${lang}: <html lang>${lang === 'ar' ? ' and dir="rtl"' : ''}, numbers its way, kept by a reload and the snippet`, async () => {
      const lab = await open(`?lang=${lang}&token=flies`);
      const { page } = lab;
      const root = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        dir: document.documentElement.dir || 'ltr',
        direction: getComputedStyle(document.body).direction,
        matrix: getComputedStyle(document.querySelector('.weight-matrix')).direction,
        title: document.title,
      }));
      expect(root.lang).toBe(lang);
      expect(root.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      expect(root.direction).toBe(root.dir);
      // The matrix keeps its mathematical order on a right-to-left page.
      expect(root.matrix).toBe('ltr');
      expect(root.title).not.toMatch(/scaled dot-product/);
      const { prose, cell } = await fliesArrow(page);
      const comma = ['de', 'es'].includes(lang);
      expect(cell).toBe(comma ? '0,80' : '0.80');
      expect(prose).toContain(comma ? '0,80' : '0.80');
      expect(prose).not.toContain(comma ? '0.80' : '0,80');

      // The embed snippet opens the frame in the language, titled in it.
      await page.locator('#share-view summary').click();
      await page.locator('#share-view button').first().click();
      const snippet = await page.locator('#embed-code').inputValue();
      expect(
        new URL(snippet.match(/src="([^"]+)"/)[1].replaceAll('&amp;', '&')).searchParams.get(
          'lang',
        ),
      ).toBe(lang);
      const frameTitle = snippet.match(/title="([^"]+)"/)[1];
      expect(frameTitle).not.toBe(ENGLISH_FRAME_TITLE);

      // A reload keeps it.
      await lab.goTo(page.url());
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      expect(await page.locator('#language-select').inputValue()).toBe(lang);
      await lab.close();
    });
  }

  test('lang=zh is Simplified Chinese', async () => {
    const lab = await open('?lang=zh&token=flies');
    expect(await lab.page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
    expect(await lab.page.locator('#language-select').inputValue()).toBe('zh-Hans');
    await lab.close();
  });

  test('without lang=, the browser’s preferred language; English for one the lab lacks', async () => {
    for (const [locale, shown] of [
      ['de-AT', 'de'],
      ['zh-CN', 'zh-Hans'],
      ['fr-FR', 'en'],
    ]) {
      const lab = await open('?token=flies', { locale });
      expect(await lab.page.evaluate(() => document.documentElement.lang), locale).toBe(shown);
      // Nothing chosen, nothing in the link: the reader's browser keeps deciding.
      expect(new URL(lab.page.url()).searchParams.has('lang')).toBe(false);
      await lab.close();
    }
  });
});

describe('the language picker', () => {
  test('switches without a reload, keeps the state, writes lang= into the link and the snippet', async () => {
    const lab = await open('?token=like&step=softmax&causal=1');
    const { page } = lab;
    await page.evaluate(() => {
      window.notReloaded = true;
    });
    await page.getByLabel('Language', { exact: true }).focus();
    await page.getByLabel('Language', { exact: true }).selectOption('es');
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
    await expect.poll(() => page.getByLabel('Idioma', { exact: true }).inputValue()).toBe('es');
    expect(await page.locator('.step-page.is-current h3').textContent()).not.toBe(
      'Scale & softmax',
    );

    // The embed snippet carries the language, and its frame's title is Spanish.
    await page.locator('#share-view summary').click();
    await page.locator('#share-view button').first().click();
    const snippet = await page.locator('#embed-code').inputValue();
    expect(snippet).toContain('lang=es');
    expect(snippet).not.toContain(`title="${ENGLISH_FRAME_TITLE}"`);

    // Back to English without a reload too.
    await page.getByLabel('Idioma', { exact: true }).selectOption('en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.waitForSelector('body.is-ready');
    await expect
      .poll(() => page.locator('.step-page.is-current h3').textContent())
      .toBe('Scale & softmax');
    expect(await page.locator('h1').textContent()).toBe('How one word decides where to look');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
    await lab.close();
  });
});

describe('Arabic: the arrow keys follow what the reader sees', () => {
  const checkedToken = (page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('.token-radio')].findIndex((radio) => radio.checked),
    );
  const chipLefts = (page) =>
    page
      .locator('.token-chip')
      .evaluateAll((elements) => elements.map((chip) => chip.getBoundingClientRect().left));

  test('the chapter’s sentence runs left to right in the page, its chips and matrix too', async () => {
    const lab = await open('?lang=ar&token=time');
    const { page } = lab;
    // "time flies like an arrow" reads left to right, inside a right-to-left page.
    const chips = await chipLefts(page);
    expect(chips).toEqual([...chips].sort((a, b) => a - b));
    const heading = await page.locator('h1').evaluate((h1) => getComputedStyle(h1).textAlign);
    expect(['right', 'start']).toContain(heading);
    await page.locator('.token-radio').first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await checkedToken(page)).toBe(1);
    await expect.poll(() => new URL(page.url()).searchParams.get('token')).toBe('flies');
    // The matrix: ArrowRight goes to the cell on the right, the next key.
    const cell = page.locator('.weight-matrix tbody tr').nth(1).locator('button').nth(1);
    await cell.focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement.closest('td').cellIndex)).toBe(3);
    await lab.close();
  });

  test('an Arabic sentence runs right to left: its first word on the right, ArrowLeft to the next', async () => {
    const sentence = 'الوقت يمر مثل السهم';
    const lab = await open(`?lang=ar&sentence=${encodeURIComponent(sentence)}`);
    const { page } = lab;
    const chips = await chipLefts(page);
    expect(chips).toHaveLength(4);
    expect(chips).toEqual([...chips].sort((a, b) => b - a));
    await page.locator('.token-radio').first().focus();
    expect(await checkedToken(page)).toBe(0);
    await page.keyboard.press('ArrowLeft');
    expect(await checkedToken(page)).toBe(1);
    await page.keyboard.press('ArrowRight');
    expect(await checkedToken(page)).toBe(0);
    await lab.close();
  });
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

// Text drawn over other text, or run into it: the boxes of two different
// visible text nodes (each cut to what its scrolling or clipping boxes show)
// that cross by more than a rounding, or, for texts in two different boxes
// (a flex item beside another, a cell beside a cell), that stand on one line
// with less than a thin space between them ("puntuacioneseˢpesos"). Returns
// "a" / "b" pairs.
function overlappingTexts() {
  // The box whose line a text is on: inline boxes (a bold word, a vector set
  // inline-flex, MathML) belong to the line of the block around the outermost.
  const lineBoxOf = (element) => {
    let block = null;
    let outermostInline = null;
    for (let box = element; box !== document.body; box = box.parentElement) {
      const { display } = getComputedStyle(box);
      if (display.startsWith('inline') || display === 'math') outermostInline = box;
      else if (display !== 'contents') block ??= box;
    }
    return outermostInline?.parentElement ?? block;
  };
  const boxes = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.data.trim() || !parent?.checkVisibility({ visibilityProperty: true })) continue;
    if (parent.closest('noscript, style')) continue;
    let clip = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
    for (let box = parent; box; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const rect = box.getBoundingClientRect();
      clip = {
        left: Math.max(clip.left, rect.left),
        top: Math.max(clip.top, rect.top),
        right: Math.min(clip.right, rect.right),
        bottom: Math.min(clip.bottom, rect.bottom),
      };
    }
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      const box = {
        left: Math.max(clip.left, rect.left),
        top: Math.max(clip.top, rect.top),
        right: Math.min(clip.right, rect.right),
        bottom: Math.min(clip.bottom, rect.bottom),
      };
      if (box.right - box.left > 1 && box.bottom - box.top > 1) {
        boxes.push({ box, node, line: lineBoxOf(parent), text: node.data.trim().slice(0, 30) });
      }
    }
  }
  const found = new Set();
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      if (a.node === b.node) continue;
      const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      // Lines set tight may touch by a pixel or two; text over text crosses more.
      const crossing = width > 2;
      // Words of one line in separate boxes need a gap: 3 px is less than a space.
      const touching = a.line !== b.line && width > -3;
      if (height > 4 && (crossing || touching)) found.add(`"${a.text}" / "${b.text}"`);
    }
  }
  return [...found];
}

// Wider than the window, or text wider than its own box (a long word out of
// a button or a tab), whether the box cuts it or lets it run out.
function overflowingTexts() {
  const wide = document.documentElement.scrollWidth - window.innerWidth;
  const clipped = [...document.querySelectorAll('button, label, summary, h1, h2, h3, legend, th')]
    // Seen, so not the visually hidden names (1 px wide on purpose).
    .filter((element) => element.checkVisibility() && element.offsetWidth > 1)
    // Cut off, or run out of its box into the next one or the page's margin.
    .filter((element) => element.scrollWidth > element.clientWidth + 1)
    .map((element) => {
      const cut = getComputedStyle(element).overflowX !== 'visible';
      return `"${element.textContent.trim().slice(0, 40)}" ${cut ? 'cut' : 'out of its box'}`;
    });
  return [...(wide > 0 ? [`${wide}px wider than the window`] : []), ...clipped];
}

// Chinese spacing (docs/languages.md): no space after a full-width stop or
// comma ("。 这"; the sentence gap of web/src/text/locale.js), and one
// between a number and a Chinese character ("0.80和").
function chineseSpacing() {
  const text = document.body.innerText;
  return [
    ...[...text.matchAll(/.{0,12}[。，；：？！] .{0,12}/g)].map(
      ([found]) => `"${found}" spaced after its full-width punctuation`,
    ),
    ...[...text.matchAll(/.{0,12}(?:\d\p{sc=Han}|\p{sc=Han}\d).{0,12}/gu)].map(
      ([found]) => `"${found}": a number against a Chinese character`,
    ),
  ];
}

// Every switch the other way from how the lab opens: the mask on, scaling
// off, shared projections, two heads.
// Each read on a wide screen, then resized to a phone (390 px) and the
// narrowest phone (320 px).
const STATES = [
  { state: '?token=flies', widths: [1280, 390, 320] },
  { state: '?token=like&causal=1&scale=0&qkv=shared&heads=2', widths: [1280, 320] },
];

/**
 * Opens `query` with every fold open and, at each of `widths`, goes through the
 * four steps: what is wrong with the layout at each, the words (as isWords
 * counts them) at 1280 px, axe there at the steps in `audit`.
 */
async function readSteps(query, { audit = [], widths = [1280] } = {}) {
  const lab = await open(query, { reducedMotion: 'reduce' });
  const { page } = lab;
  await showEverything(page);
  const words = new Map();
  const problems = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 844 });
    for (const step of STEPS) {
      await goToStep(page, step);
      if (width === 1280) {
        words.set(step, new Set((await page.evaluate(textsOnPage)).filter(isWords)));
      }
      const layout = [
        ...(await page.evaluate(overflowingTexts)),
        ...(await page.evaluate(overlappingTexts)),
        ...(await page.evaluate(chineseSpacing)),
      ];
      // Each once, at the first step it shows at.
      for (const problem of layout) {
        if (!problems.some((seen) => seen.endsWith(`: ${problem}`))) {
          problems.push(`${width}px ${query} ${step}: ${problem}`);
        }
      }
      if (width === 1280 && audit.includes(step)) {
        const results = await axe(page).analyze();
        problems.push(
          ...describeViolations(results.violations).map((v) => `${query} ${step}: ${v}`),
        );
      }
    }
  }
  await lab.close();
  return { words, problems };
}

test('the overlap check finds text drawn over text', async () => {
  const lab = await open('?token=flies');
  expect(await lab.page.evaluate(overlappingTexts)).toEqual([]);
  // The kicker moved onto the heading, as a too-long word pushed past its box would be.
  await lab.page.evaluate(() => {
    const kicker = document.querySelector('.page-header .kicker');
    const heading = document.querySelector('.page-header h1').getBoundingClientRect();
    kicker.style.position = 'absolute';
    kicker.style.top = `${heading.top + window.scrollY}px`;
    kicker.style.left = `${heading.left + 4}px`;
  });
  expect(await lab.page.evaluate(overlappingTexts)).not.toEqual([]);
  // The kicker just after the heading's words on their line, a pixel away.
  await lab.page.evaluate(() => {
    const kicker = document.querySelector('.page-header .kicker');
    const words = document.createRange();
    words.selectNodeContents(document.querySelector('.page-header h1').firstChild);
    const line = words.getClientRects()[0];
    kicker.style.top = `${line.top + window.scrollY}px`;
    kicker.style.left = `${line.right + 1}px`;
  });
  const kicker = (await lab.page.locator('.page-header .kicker').textContent()).slice(0, 30);
  expect(await lab.page.evaluate(overlappingTexts)).toEqual([expect.stringContaining(kicker)]);
  await lab.close();
});

describe('at every step, switches and folds: no English left, nothing overflows or overlaps, axe', () => {
  const english = new Map();
  const englishWords = async (state) => {
    // Its words only, at the wide screen.
    if (!english.has(state)) english.set(state, (await readSteps(state)).words);
    return english.get(state);
  };
  // One test a language and state, so that each keeps well within its time
  // on a slow machine (the first state also goes through 390 px and axe).
  for (const lang of LANGUAGES) {
    for (const [index, { state, widths }] of STATES.entries()) {
      test(`${lang}: ${state}`, async () => {
        const left = new Set();
        const shown = await readSteps(`${state}&lang=${lang}`, {
          widths,
          audit: index === 0 ? ['softmax', 'sum'] : ['sum'],
        });
        const inEnglish = await englishWords(state);
        for (const step of STEPS) {
          for (const text of shown.words.get(step)) {
            if (inEnglish.get(step).has(text) && !KEPT[lang]?.includes(text)) {
              left.add(`${step}: ${text}`);
            }
          }
        }
        expect([...left]).toEqual([]);
        expect(shown.problems).toEqual([]);
      });
    }
  }
});
