// Step 2, Score: the query's dot product with every key, one of them (the
// focused key) spelled out term by term. Keys the causal mask hides keep
// their score, marked with the −∞ the softmax will get instead.
import { el } from '../../dom/el.js';
import { formatNumber } from '../../text/numbers.js';
import * as math from '../../dom/formula.js';
import { maskSentence, scoreContent } from '../../text/masking.js';
import { sentences, t } from '../../text/text.js';
import { setAttribute, setText } from '../../dom/patch.js';
import { quoted } from '../../text/wording.js';
import { explanation, htmlSymbol, htmlVector, tabStopWhileScrolling } from './html.js';
import { hiddenNumbers } from '../../state/state.js';
import { projectionParts } from '../../model/model.js';

// The table's rows: a button per key (it focuses that key), its vector and
// score, and under the focused key its products written out.
function keyRows(model, i, j, products, onFocusKey, isHidden) {
  const body = el('tbody');
  model.labels.forEach((keyToken, keyIndex) => {
    const isFocused = keyIndex === j;
    const isMasked = model.masked[i][keyIndex];
    const button = el('button', {
      type: 'button',
      className: 'key-button',
      text: keyToken,
      'aria-pressed': String(isFocused),
      dataset: { focusKey: String(keyIndex) },
    });
    // The page is patched in place, and the spelled-out row moves with the
    // focused key, so a kept button may come to stand for another key: read
    // the key from the button (patched with it), not from this closure.
    button.addEventListener('click', () => onFocusKey(Number(button.dataset.focusKey)));
    body.append(
      el(
        'tr',
        {
          className: [isFocused && 'is-focused', isMasked && 'is-masked'].filter(Boolean).join(' '),
        },
        el('th', { scope: 'row' }, button),
        el('td', {}, htmlVector(model.keys[keyIndex])),
        el(
          'td',
          { className: 'score' },
          ...(isHidden(keyIndex) ? ['?'] : scoreContent(model, i, keyIndex)),
        ),
      ),
    );
    if (isFocused) {
      body.append(
        el(
          'tr',
          { className: 'spelled-out-row' },
          el('td', { colspan: '3' }, el('p', { className: 'spelled-out', text: products })),
        ),
      );
    }
  });
  return body;
}

const explanationSentences = (model, i) => [
  t('steps.scoreCompares', { token: quoted(model.labels[i]) }),
  t('steps.scorePickKey'),
  maskSentence(model, i, 'score'),
];

// The focused pair's products written out, then its score: the q and k
// entries side by side, the total the core's. Practice mode before the
// prediction: the scores would give it away, so the learner predicts from
// the vectors; the values show as ?. Until the learner's own score is
// checked right (or its working shown), the focused pair's total (which the
// score box asks for) shows ? too, and its terms are left to the learner.
function spelledOut(model, selection) {
  const { queryIndex: i, focusedKeyIndex: j } = selection;
  if (hiddenNumbers(selection).score(j)) return 'q·k = ?';
  const k = model.keys[j];
  const products = model.queries[i].map((qd, d) => `${formatNumber(qd)}·${formatNumber(k[d])}`);
  return `${products.join(' + ')} = ${formatNumber(model.scores[i][j])}`;
}

// One equals sign per line, so the formula fits a phone.
function formula(model, selection) {
  const { queryIndex: i, focusedKeyIndex: j } = selection;
  const token = model.labels[i];
  const q = model.queries[i];
  const k = model.keys[j];
  const isHidden = hiddenNumbers(selection).score;
  const score = isHidden(j) ? '?' : model.scores[i][j];
  const pair = math.row(math.mtext(token), math.mo(','), math.mtext(model.labels[j]));
  return [
    math.joined(
      '=',
      math.symbol('s', pair),
      math.joined('·', math.symbol('q', token), math.symbol('k', model.labels[j])),
    ),
    isHidden(j)
      ? math.row(math.mo('='), math.mn(score))
      : math.row(
          math.mo('='),
          math.joined('+', ...q.map((qd, d) => math.joined('·', math.mn(qd), math.mn(k[d])))),
          math.mo('='),
          math.mn(score),
        ),
    math.joined(
      '=',
      math.symbol('s', token),
      math.vector(
        model.scores[i].map((value, key) => (isHidden(key) ? '?' : value)),
        (value) => (value === '?' ? value : formatNumber(value)),
      ),
    ),
  ];
}

export const scoreStep = {
  get title() {
    return t('steps.scoreTitle');
  },
  showsFocusedKey: true,
  // q · k and what the mask hides: scaling and the heads leave the page as it is.
  numbersOf: (model) => [...projectionParts(model), model.numbers.causal],

  describe: (model, selection) => {
    const { queryIndex: i, focusedKeyIndex: j } = selection;
    return t('steps.scoreSummary', {
      token: quoted(model.labels[i]),
      key: quoted(model.labels[j]),
      score: hiddenNumbers(selection).score(j) ? '?' : formatNumber(model.scores[i][j]),
    });
  },

  build(model, selection, { onFocusKey }) {
    const { queryIndex: i, focusedKeyIndex: j } = selection;
    const token = model.labels[i];
    const isHidden = hiddenNumbers(selection).score;
    return {
      text: explanation(...explanationSentences(model, i)),
      math: formula(model, selection),
      picture: el(
        'div',
        { className: 'score' },
        el(
          'p',
          { className: 'project-input', dir: 'ltr' },
          htmlSymbol('q', token),
          ' = ',
          htmlVector(model.queries[i]),
        ),
        el(
          'table',
          {
            className: 'step-table score-table',
            dir: 'ltr',
            'aria-label': t('steps.scoreTable', { label: token }),
          },
          el(
            'thead',
            {},
            el(
              'tr',
              {},
              el('th', { scope: 'col', text: t('steps.keyHeading') }),
              el('th', { scope: 'col' }, htmlSymbol('k', 'j')),
              el('th', { scope: 'col' }, htmlSymbol('q', token), ' · ', htmlSymbol('k', 'j')),
            ),
          ),
          keyRows(model, i, j, spelledOut(model, selection), onFocusKey, isHidden),
        ),
      ),
    };
  },

  /**
   * Shows another query or focused key on a page built by `build` for the
   * same numbers, by writing what differs into its nodes: a matrix cell or
   * a query pick then makes no HTML element (the formula's MathML is built
   * and patched in). False under the causal mask or in practice mode, whose
   * cells change form with the query: build the page again then.
   */
  showSelection(page, model, selection) {
    if (model.numbers.causal || hiddenNumbers(selection).key !== '') return false;
    const { queryIndex: i, focusedKeyIndex: j } = selection;
    const token = model.labels[i];
    setText(page.querySelector('.step-explanation'), sentences(explanationSentences(model, i)));
    const formulaBox = page.querySelector(':scope > .formula');
    math.updateFormula(formulaBox, formula(model, selection));
    tabStopWhileScrolling(formulaBox);
    // The symbols that carry the query's word: q's above the table and in its heading.
    for (const subscript of page.querySelectorAll(
      '.project-input .symbol sub, .score-table thead th:last-child > .symbol:first-child sub',
    )) {
      setText(subscript, token);
    }
    page.querySelectorAll('.project-input .entry').forEach((entry, index) => {
      setText(entry, formatNumber(model.queries[i][index]));
    });
    const table = page.querySelector('.score-table');
    setAttribute(table, 'aria-label', t('steps.scoreTable', { label: token }));
    const spelledRow = table.querySelector('.spelled-out-row');
    table.querySelectorAll('tbody > tr:not(.spelled-out-row)').forEach((row, key) => {
      const isFocused = key === j;
      // As built: no class attribute on a row without a class.
      if (isFocused !== row.classList.contains('is-focused')) {
        if (isFocused) row.className = 'is-focused';
        else row.removeAttribute('class');
      }
      setAttribute(row.querySelector('.key-button'), 'aria-pressed', String(isFocused));
      setText(row.querySelector('.score'), formatNumber(model.scores[i][key]));
      if (isFocused && row.nextElementSibling !== spelledRow) row.after(spelledRow);
    });
    setText(spelledRow.querySelector('.spelled-out'), spelledOut(model, selection));
    return true;
  },
};
