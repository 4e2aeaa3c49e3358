// Step 4, Weighted sum: every value vector scaled by its weight, added up
// into the query's new embedding. Weights show three decimals here, enough
// for a reader to check each product by hand.
import { el } from '../../dom/el.js';
import { formatFixed, formatNumber } from '../../text/numbers.js';
import * as math from '../../dom/formula.js';
import { quoted, strongestKeys } from '../../text/wording.js';
import { maskedWeight } from '../../text/masking.js';
import { t, tNodes } from '../../text/text.js';
import { explanation, htmlSymbol, htmlVector, scrollsSideways } from './html.js';
import { hiddenNumbers } from '../../state/state.js';

/** A weight as the products use it, near enough to check them: three decimals. */
const formatFactor = (weight) => formatFixed(weight, 3);

const TERMS_PER_LINE = 3;

// Practice mode: the weights and the entries of x′ a box still asks for
// show as ?, and so do the entries of weight × v that would give them back.
const shownWeight = (model, i, index, hidden) =>
  hidden.weight(index) ? '?' : formatFactor(model.weights[i][index]);
const shownEntries = (values, isHidden) =>
  values.map((value, column) => (isHidden(column) ? '?' : formatNumber(value)));
const shownOutput = (model, i, hidden) => shownEntries(model.outputs[i], hidden.output);

function formula(model, i, hidden) {
  const token = model.labels[i];
  const terms = model.labels.map((keyToken, index) =>
    math.row(math.mn(shownWeight(model, i, index, hidden)), math.symbol('v', keyToken)),
  );
  // Three terms a line, so the sum fits a phone (and 16 words stay readable).
  const termLines = [];
  for (let start = 0; start < terms.length; start += TERMS_PER_LINE) {
    const line = math.joined('+', ...terms.slice(start, start + TERMS_PER_LINE));
    termLines.push(math.row(math.mo(start === 0 ? '=' : '+'), line));
  }
  return [
    math.joined(
      '=',
      math.symbol('x', token, { prime: true }),
      math.row(
        math.under(math.mo('∑'), math.mi('j')),
        math.symbol('w', math.row(math.mtext(token), math.mo(','), math.mi('j'))),
        math.symbol('v', math.mi('j')),
      ),
    ),
    ...termLines,
    math.row(math.mo('='), math.vector(shownOutput(model, i, hidden), String)),
  ];
}

// Whether one key shapes the result, in the numbers on screen.
function shapeSentence(model, i, hidden) {
  const { names, isMost } = strongestKeys(model, i);
  const largest = Math.max(...model.weights[i]);
  const weight = model.weights[i].some((value, index) => value === largest && hidden.weight(index))
    ? '?'
    : formatFactor(largest);
  if (!isMost) return t('steps.noKeyDominates', { names, weight });
  // "Its own value" when the query alone holds the largest weight.
  const onlySelf = names === t('wording.itself');
  return t(onlySelf ? 'steps.ownValueShapes' : 'steps.valueShapes', { names, weight });
}

// Every number in the table's vectors, as shown: the widest sets one column
// width for all of them, so entries line up from row to row.
function widestEntry(model, i) {
  const vectors = [...model.values, ...model.weightedValues[i], model.outputs[i]];
  return Math.max(...vectors.flat().map((value) => formatNumber(value).length));
}

export const sumStep = {
  get title() {
    return t('steps.sumTitle');
  },
  showsFocusedKey: true,
  // Practice mode withholds this page until the query's prediction.
  showsWeights: true,

  describe: (model, { queryIndex: i }) => t('steps.sumSummary', { token: quoted(model.labels[i]) }),

  build(model, selection) {
    const { queryIndex: i, focusedKeyIndex: j } = selection;
    const hidden = hiddenNumbers(selection);
    const token = model.labels[i];
    const weights = model.weights[i];
    const table = el(
      'table',
      {
        className: 'step-table sum-table',
        dir: 'ltr',
        'aria-label': t('steps.sumTable', { label: token }),
      },
      el(
        'thead',
        {},
        el(
          'tr',
          {},
          el('th', { scope: 'col', className: 'key-column', text: t('steps.keyHeading') }),
          el('th', { scope: 'col', className: 'weight-column', text: t('steps.weightHeading') }),
          el('th', { scope: 'col', className: 'value-column' }, htmlSymbol('v', 'j')),
          el(
            'th',
            { scope: 'col', className: 'product-column' },
            ...tNodes('steps.productHeading', { value: htmlSymbol('v', 'j') }),
          ),
        ),
      ),
      el(
        'tbody',
        {},
        ...model.labels.map((keyToken, index) => {
          const row = el(
            'tr',
            { className: index === j ? 'is-focused' : '' },
            el('th', { scope: 'row', className: 'key-column', text: keyToken }),
            model.masked[i][index]
              ? el('td', { className: 'weight weight-column is-masked' }, ...maskedWeight())
              : el('td', {
                  className: 'weight weight-column',
                  text: shownWeight(model, i, index, hidden),
                }),
            el('td', { className: 'value-column' }, htmlVector(model.values[index])),
            el(
              'td',
              { className: 'product-column' },
              htmlVector(shownEntries(model.weightedValues[i][index], hidden.product), {
                className: 'is-weighted',
                format: String,
              }),
            ),
          );
          row.style.setProperty('--weight', String(hidden.weight(index) ? 0 : weights[index]));
          return row;
        }),
      ),
      el(
        'tfoot',
        {},
        el(
          'tr',
          {},
          el(
            'th',
            { scope: 'row', className: 'key-column' },
            htmlSymbol('x', token, { prime: true }),
          ),
          el('td', {
            className: 'weight weight-column',
            text: hidden.weightSum ? '?' : formatFactor(model.rowSums[i]),
          }),
          el('td', { className: 'sum-sign value-column', text: t('steps.sumSign') }),
          el(
            'td',
            { className: 'product-column' },
            htmlVector(shownOutput(model, i, hidden), { className: 'is-result', format: String }),
          ),
        ),
      ),
    );
    table.style.setProperty('--entry-chars', String(widestEntry(model, i)));

    return {
      text: explanation(
        t('steps.sumBlends', { token: quoted(token) }),
        shapeSentence(model, i, hidden),
      ),
      math: formula(model, i, hidden),
      picture: el(
        'div',
        { className: 'weighted-sum', ...scrollsSideways(t('steps.sumBox')) },
        table,
        el('p', {
          className: 'sum-note',
          text: t('steps.sumNote'),
        }),
      ),
    };
  },
};
