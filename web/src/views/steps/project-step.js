// Step 1, Project: the query's embedding times W_Q, W_K and W_V. A row
// vector times a matrix adds up the matrix's rows, each scaled by one entry
// of the vector; the cards mark the rows x takes and write the sum out. The
// sum itself is the core's q (k, v): the page only lays the numbers out.
import { el } from '../../dom/el.js';
import { formatNumber } from '../../text/numbers.js';
import * as math from '../../dom/formula.js';
import { explanation, htmlSymbol, htmlVector } from './html.js';

const PROJECTIONS = [
  ['q', 'Q', 'query', 'wq', 'queries'],
  ['k', 'K', 'key', 'wk', 'keys'],
  ['v', 'V', 'value', 'wv', 'values'],
];

// With the projections off, q = k = v = x: one card, nothing multiplied.
function sharedProjections(token, x) {
  return {
    text: explanation(
      'The projections are switched off, so there is nothing to learn here:',
      `the query, key and value of “${token}” are all its embedding, unchanged.`,
    ),
    math: [math.joined('=', ...['q', 'k', 'v', 'x'].map((letter) => math.mi(letter)))],
    picture: el(
      'div',
      { className: 'project' },
      el(
        'div',
        { className: 'project-card is-made' },
        el(
          'p',
          { className: 'card-label' },
          htmlSymbol('q', token),
          ' = ',
          htmlSymbol('k', token),
          ' = ',
          htmlSymbol('v', token),
          ' = ',
          htmlSymbol('x', token),
        ),
        htmlVector(x, { className: 'is-result' }),
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
            text: `${formatNumber(Math.abs(entry))} × row ${index + 1}`,
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
    { className: 'row-picker' },
    ...weights.map((row, index) =>
      line(
        x[index] === 0 ? 'is-skipped' : 'is-picked',
        `${formatNumber(x[index])} ×`,
        row,
        `row ${index + 1}`,
      ),
    ),
    line('is-sum', '=', result, ''),
  );
  // A CSSOM write, which a strict style-src allows (a style attribute it would not).
  picker.style.setProperty('--columns', String(result.length));
  return picker;
}

/** Why a learner's own sentence gives numbers that mean nothing about it. */
const OWN_SENTENCE_CAVEAT =
  'Nothing here was trained: x holds toy numbers worked out from the letters of each word, and the matrices are the chapter’s, set by hand, so the weights say nothing about what your sentence means.';

export const projectStep = {
  title: 'Project',
  // This page does not show the focused key, so a new one leaves it as it is.
  showsFocusedKey: false,

  describe: (model, { queryIndex }) =>
    `“${model.labels[queryIndex]}” gets its query, key and value vectors.`,

  build(model, { queryIndex: i }) {
    const token = model.labels[i];
    const x = model.matrices.x[i];
    if (!model.numbers.separateProjections) return sharedProjections(token, x);
    const picked = rowSumText(x);
    return {
      text: explanation(
        `The embedding x of “${token}” is multiplied by three matrices (the cards below), giving its query (what it looks for), key (what it can be found by) and value (what it hands on).`,
        'Each entry of x scales one row of the matrix and the scaled rows add up: a 0 skips its row, a 1 takes it as it is.',
        model.isChapter
          ? 'The three matrices are set by hand to reproduce the chapter’s numbers; a real model learns them in training.'
          : OWN_SENTENCE_CAVEAT,
      ),
      // The idea in symbols; the cards below hold the numbers.
      math: [
        math.joined(
          '=',
          math.row(math.mi('x'), math.mi('W')),
          math.row(
            math.under(math.mo('∑'), math.mi('i')),
            math.symbol('x', math.mi('i')),
            math.mo('·'),
            math.mtext('(row i of W)'),
          ),
        ),
      ],
      picture: el(
        'div',
        { className: 'project' },
        el('p', { className: 'project-input' }, htmlSymbol('x', token), ' = ', htmlVector(x)),
        el(
          'div',
          { className: 'project-cards' },
          ...PROJECTIONS.map(([letter, subscript, role, matrix, results]) =>
            el(
              'div',
              { className: 'project-card' },
              el('p', { className: 'card-label' }, '× ', htmlSymbol('W', subscript)),
              rowPicker(x, model.matrices[matrix], model[results][i]),
              el('p', { className: 'card-label' }, htmlSymbol(letter, token), ` (${role})`),
            ),
          ),
        ),
        el(
          'p',
          { className: 'project-sum' },
          ...PROJECTIONS.flatMap(([letter], index) => [
            index === 0 ? '' : index === 1 ? ', ' : ' and ',
            htmlSymbol(letter, token),
          ]),
          picked === null
            ? ' are all zeros: every entry of x is 0, so no row is taken.'
            : ` each take ${picked} of their matrix.`,
        ),
      ),
    };
  },
};
