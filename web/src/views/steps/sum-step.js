// Step 4, Weighted sum: every value vector scaled by its weight, added up
// into the query's new embedding.
import { el, formatWeight } from '../../format.js';
import * as math from '../formula.js';
import { explanation, htmlSymbol, htmlVector, scrollsSideways } from './html.js';

function formula(model, i) {
  const token = model.labels[i];
  const terms = model.labels.map((keyToken, index) =>
    math.row(math.mn(formatWeight(model.weights[i][index])), math.symbol('v', keyToken)),
  );
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
    math.row(math.mo('='), math.joined('+', ...terms)),
    math.row(math.mo('='), math.vector(model.outputs[i])),
  ];
}

export const sumStep = {
  title: 'Weighted sum',
  showsFocusedKey: true,

  describe: (model, { queryIndex: i }) =>
    `The new embedding of “${model.labels[i]}” is the weighted sum of the value vectors.`,

  build(model, { queryIndex: i, focusedKeyIndex: j }) {
    const token = model.labels[i];
    const weights = model.weights[i];
    return {
      text: explanation(
        `The new embedding of “${token}” is a blend of every value vector, each counted in proportion to its weight.`,
        'Keys with a large weight shape the result; the rest barely register.',
      ),
      math: formula(model, i),
      picture: el(
        'div',
        { className: 'weighted-sum', ...scrollsSideways('Weighted-sum table') },
        el(
          'table',
          { className: 'step-table sum-table', 'aria-label': `Weighted sum for ${token}` },
          el(
            'thead',
            {},
            el(
              'tr',
              {},
              el('th', { scope: 'col', text: 'Key' }),
              el('th', { scope: 'col', text: 'Weight' }),
              el('th', { scope: 'col', className: 'value-column' }, htmlSymbol('v', 'j')),
              el('th', { scope: 'col' }, 'weight × ', htmlSymbol('v', 'j')),
            ),
          ),
          el(
            'tbody',
            {},
            ...model.labels.map((keyToken, index) =>
              el(
                'tr',
                {
                  className: index === j ? 'is-focused' : '',
                  style: `--weight: ${weights[index]}`,
                },
                el('th', { scope: 'row', text: keyToken }),
                el('td', { className: 'weight', text: formatWeight(weights[index]) }),
                el('td', { className: 'value-column' }, htmlVector(model.values[index])),
                el(
                  'td',
                  {},
                  htmlVector(model.weightedValues[i][index], { className: 'is-weighted' }),
                ),
              ),
            ),
          ),
          el(
            'tfoot',
            {},
            el(
              'tr',
              {},
              el('th', { scope: 'row' }, htmlSymbol('x', token, { prime: true })),
              el('td', { className: 'weight', text: formatWeight(model.rowSums[i]) }),
              el('td', { className: 'sum-sign value-column', text: 'sum →' }),
              el('td', {}, htmlVector(model.outputs[i], { className: 'is-result' })),
            ),
          ),
        ),
      ),
    };
  },
};
