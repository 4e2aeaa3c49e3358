// Step 1, Project: the query's embedding times W_Q, W_K and W_V. A row
// vector times a matrix adds up the matrix's rows, each scaled by one entry
// of the vector; the cards mark the rows x takes and write the sum out. The
// sum itself is the core's q (k, v): the page only lays the numbers out.
import { el } from '../../dom/el.js';
import { formatNumber } from '../../text/numbers.js';
import * as math from '../../dom/formula.js';
import { sentences, t, tNodes } from '../../text/text.js';
import { setText } from '../../dom/patch.js';
import { quoted } from '../../text/wording.js';
import { explanation, htmlSymbol, htmlVector } from './html.js';
import { projectionParts } from '../../model/model.js';

// Each card: its letter, W's subscript, its label's template, W and the result.
const PROJECTIONS = [
  ['q', 'Q', 'steps.queryCard', 'wq', 'queries'],
  ['k', 'K', 'steps.keyCard', 'wk', 'keys'],
  ['v', 'V', 'steps.valueCard', 'wv', 'values'],
];

// Each card's outline, lit as the step enters (enterStep in animation.js): an
// element of its own rather than the card's ::after, since animating a
// pseudo-element makes the browser bring the page's style up to date first,
// in the click that changes the step.
const cardLight = () => el('span', { className: 'card-light' });

// With the projections off, q = k = v = x: one card, nothing multiplied.
function sharedProjections(token, x) {
  return {
    text: explanation(t('steps.sharedProjections', { token: quoted(token) })),
    math: [math.joined('=', ...['q', 'k', 'v', 'x'].map((letter) => math.mi(letter)))],
    picture: el(
      'div',
      { className: 'project' },
      el(
        'div',
        { className: 'project-card is-made' },
        el(
          'p',
          { className: 'card-label', dir: 'ltr' },
          htmlSymbol('q', token),
          ' = ',
          htmlSymbol('k', token),
          ' = ',
          htmlSymbol('v', token),
          ' = ',
          htmlSymbol('x', token),
        ),
        htmlVector(x, { className: 'is-result' }),
        cardLight(),
      ),
    ),
  };
}

/**
 * "1 × row 2 + 1 × row 3": the rows x takes (x_i ≠ 0), each with its entry
 * of x; null when x is all zeros.
 */
export function rowSumText(x) {
  const terms = x.flatMap((entry, index) =>
    entry === 0
      ? []
      : [
          {
            sign: entry < 0 ? '−' : '+',
            text: t('steps.rowTerm', { factor: formatNumber(Math.abs(entry)), row: index + 1 }),
          },
        ],
  );
  if (terms.length === 0) return null;
  return terms
    .map(({ sign, text }, index) =>
      index === 0 ? (sign === '−' ? `−${text}` : text) : ` ${sign} ${text}`,
    )
    .join('');
}

// W's rows, each after the entry of x that scales it, the rows x takes
// marked; under a rule, the core's result in the same columns.
function rowPicker(x, weights, result) {
  const entriesOf = (values) =>
    values.map((value) => el('span', { className: 'entry', text: formatNumber(value) }));
  const line = (className, factor, values, name) =>
    el(
      'div',
      { className: `picker-row ${className}` },
      el('span', { className: 'picker-factor', text: factor }),
      ...entriesOf(values),
      el('span', { className: 'picker-name', text: name }),
    );
  const picker = el(
    'div',
    { className: 'row-picker', dir: 'ltr' },
    ...weights.map((row, index) =>
      line(
        x[index] === 0 ? 'is-skipped' : 'is-picked',
        `${formatNumber(x[index])} ×`,
        row,
        t('steps.rowName', { row: index + 1 }),
      ),
    ),
    line('is-sum', '=', result, ''),
  );
  // A CSSOM write, which a strict style-src allows (a style attribute it would not).
  picker.style.setProperty('--columns', String(result.length));
  return picker;
}

export const projectStep = {
  get title() {
    return t('steps.projectTitle');
  },
  // This page does not show the focused key, so a new one leaves it as it is.
  showsFocusedKey: false,
  // Nor the attention: the scaling, the mask and the heads leave it as it is.
  numbersOf: projectionParts,

  describe: (model, { queryIndex }) =>
    t('steps.projectSummary', { token: quoted(model.labels[queryIndex]) }),

  build(model, { queryIndex: i }) {
    const token = model.labels[i];
    const x = model.matrices.x[i];
    if (!model.numbers.separateProjections) return sharedProjections(token, x);
    const picked = rowSumText(x);
    return {
      text: explanation(...explanationSentences(model, token)),
      // The idea in symbols; the cards below hold the numbers.
      math: [
        math.joined(
          '=',
          math.row(math.mi('x'), math.mi('W')),
          math.row(
            math.under(math.mo('∑'), math.mi('i')),
            math.symbol('x', math.mi('i')),
            math.mo('·'),
            math.mtext(t('steps.rowOfMatrix')),
          ),
        ),
      ],
      picture: el(
        'div',
        { className: 'project' },
        el(
          'p',
          { className: 'project-input', dir: 'ltr' },
          htmlSymbol('x', token),
          ' = ',
          htmlVector(x),
        ),
        el(
          'div',
          // Mathematical order on every page: x's factors on the left of W_Q,
          // the row names on the right of W_V, each taken row one band.
          { className: 'project-cards', dir: 'ltr' },
          ...PROJECTIONS.map(([letter, subscript, label, matrix, results]) =>
            el(
              'div',
              { className: 'project-card' },
              el('p', { className: 'card-label' }, '× ', htmlSymbol('W', subscript)),
              rowPicker(x, model.matrices[matrix], model[results][i]),
              el(
                'p',
                { className: 'card-label' },
                ...tNodes(label, { symbol: htmlSymbol(letter, token) }),
              ),
              cardLight(),
            ),
          ),
        ),
        el(
          'p',
          { className: 'project-sum' },
          ...sumSentence(picked, {
            q: htmlSymbol('q', token),
            k: htmlSymbol('k', token),
            v: htmlSymbol('v', token),
          }),
        ),
      ),
    };
  },

  /**
   * Shows another query on a page built by `build` for the same numbers, by
   * writing the texts and classes that differ into its nodes: a query pick
   * then makes no element and patches nothing. False when the page cannot
   * be updated so (q = k = v = x, or the sentence under the cards changes
   * form): build it again then.
   */
  showSelection(page, model, { queryIndex: i }) {
    if (!model.numbers.separateProjections) return false;
    const token = model.labels[i];
    const x = model.matrices.x[i];
    const sum = page.querySelector('.project-sum');
    const [q, k, v] = sum.querySelectorAll('.symbol');
    const parts = sumSentence(rowSumText(x), { q, k, v });
    const live = sum.childNodes;
    const sameForm =
      parts.length === live.length &&
      parts.every((part, index) =>
        typeof part === 'string' ? live[index].nodeType === Node.TEXT_NODE : part === live[index],
      );
    if (!sameForm) return false;
    parts.forEach((part, index) => {
      if (typeof part === 'string' && live[index].data !== part) live[index].data = part;
    });
    setText(page.querySelector('.step-explanation'), sentences(explanationSentences(model, token)));
    // The symbols that carry the query's word: x's, each result's, the sum's.
    for (const subscript of page.querySelectorAll(
      '.project-input .symbol sub, .project-card > .card-label:last-of-type sub, .project-sum sub',
    )) {
      setText(subscript, token);
    }
    setEntries(page.querySelector('.project-input .vector'), x);
    page.querySelectorAll('.project-card').forEach((card, index) => {
      const [, , , , results] = PROJECTIONS[index];
      const rows = card.querySelectorAll('.picker-row');
      x.forEach((entry, row) => {
        rows[row].classList.toggle('is-picked', entry !== 0);
        rows[row].classList.toggle('is-skipped', entry === 0);
        setText(rows[row].firstElementChild, `${formatNumber(entry)} ×`);
      });
      setEntries(rows[x.length], model[results][i]);
    });
    return true;
  },
};

function explanationSentences(model, token) {
  return [
    t('steps.projectMultiplies', { token: quoted(token) }),
    t('steps.projectRows'),
    // A learner's own sentence gives numbers that mean nothing about it.
    t(model.isChapter ? 'steps.chapterMatrices' : 'steps.ownSentenceCaveat'),
  ];
}

// "q, k and v each take 1 × row 2 …": strings and the symbols' nodes.
const sumSentence = (picked, symbols) =>
  tNodes(picked === null ? 'steps.noRowTaken' : 'steps.rowsTaken', { ...symbols, rows: picked });

// Writes `values` into the .entry spans under `parent`, in order.
function setEntries(parent, values) {
  parent.querySelectorAll('.entry').forEach((entry, index) => {
    setText(entry, formatNumber(values[index]));
  });
}
