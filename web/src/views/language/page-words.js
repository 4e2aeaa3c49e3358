// The page shell's words (index.html, text/en/page.js) in the shown
// language. index.html is built with the English ones (scripts/page-text.js);
// for another language, or back to English, each element here takes its
// template again. The no-script messages stay as built: without scripts
// nothing here runs, and with them they never show.
import { el } from '../../dom/el.js';
import { projectionMatrices, subscripted } from '../../dom/notation.js';
import { locale } from '../../text/locale.js';
import { t, tNodes } from '../../text/text.js';

// Where each page.* template goes: [selector, key, attribute (none: the text)].
const PLAIN = [
  ['meta[name="description"]', 'description', 'content'],
  ['.page-header .kicker', 'kicker'],
  ['.page-header h1', 'heading'],
  ['.page-header .intro', 'intro'],
  ['#lab-title', 'labTitle'],
  ['.controls-bar', 'controlsLabel', 'aria-label'],
  ['#token-legend', 'tokenLegend'],
  ['#sentence-fold > summary h2', 'sentenceTitle'],
  ['#editor > summary h2', 'editorTitle'],
  ['.step-list', 'stepList', 'aria-label'],
  ['.player', 'stepControls', 'aria-label'],
  ['.matrix-link a', 'matrixLink'],
  ['#matrix-title', 'matrixTitle'],
  ['.average-link a', 'averageLink'],
  ['#pictures-title', 'picturesTitle'],
  ['#shapes > summary h2', 'shapesTitle'],
  ['#share-view', 'shareLabel', 'aria-label'],
  ['#share-view .share > summary', 'shareSummary'],
  ['.page-footer .footer-text', 'footer'],
];

// The templates whose placeholders are markup, and that markup.
const WITH_MARKUP = [
  [
    '#steps-title',
    (page) => tNodes('page.stepsTitle', { query: page.getElementById('query-name') }),
  ],
  [
    '#matrix-section > .section-note:not(.average-link)',
    () => [
      `${t('page.matrixNote')}${locale().sentenceGap}`,
      ...tNodes('page.matrixNotation', {
        wij: subscripted('w', 'i,j', 'var'),
        wji: subscripted('w', 'ji', 'var'),
      }),
    ],
  ],
  ['#toy-note', () => tNodes('page.toyNote', projectionMatrices())],
  [
    '#back-link',
    // Back is the way the text runs from: left in English, right in Arabic.
    () => [
      el('span', { 'aria-hidden': 'true', text: locale().direction === 'rtl' ? '→ ' : '← ' }),
      t('page.backLink'),
    ],
  ],
];

/**
 * Writes the page shell's words in the language t() now shows. Run on the
 * shell as built (before the views fill it): #query-name is moved, not made.
 * @param {Document} page
 */
export function showPageWords(page) {
  page.title = t('page.title');
  for (const [selector, name, attribute] of PLAIN) {
    const element = page.querySelector(selector);
    if (!element) console.error(`page words: ${selector} not found (page.${name})`);
    else if (attribute) element.setAttribute(attribute, t(`page.${name}`));
    else element.textContent = t(`page.${name}`);
  }
  for (const [selector, parts] of WITH_MARKUP) {
    const element = page.querySelector(selector);
    if (!element) console.error(`page words: ${selector} not found`);
    else element.replaceChildren(...parts(page));
  }
}
