// Step 3, Scale & softmax: the scores divided by √d_k, then softmax, with
// bars that move from the scaled scores to the weights.
import { el, formatNumber, formatWeight } from '../../format.js';
import * as math from '../formula.js';
import { explanation, scrollsSideways } from './html.js';

const softmaxOf = (argument) => math.row(math.mi('softmax'), math.mo('('), argument, math.mo(')'));

// Bars start at the scaled scores (relative to the largest) and then grow
// or shrink to the weights, which are fractions of the full bar height (see
// playBars in step-pages.js).
function bars(scaled, weights) {
  const largestScaled = Math.max(...scaled, Number.EPSILON);
  return weights.map((weight, index) => {
    const bar = el('span', { className: 'bar' });
    bar.dataset.from = String(Math.max(scaled[index], 0) / largestScaled);
    bar.dataset.to = String(weight);
    return bar;
  });
}

function formula(model, i, scale) {
  const token = model.labels[i];
  const weights = model.weights[i];
  const scaledSymbol = scale
    ? math.frac(math.symbol('s', token), math.sqrt(math.symbol('d', math.mi('k'))))
    : math.symbol('s', token);
  const scaledNumbers = scale
    ? math.frac(math.vector(model.scores[i]), math.sqrt(math.mn(model.keyDimension)))
    : math.vector(model.scores[i]);
  // The result gets its own line, so the formula fits a phone.
  return [
    math.joined('=', math.symbol('w', token), softmaxOf(scaledSymbol), softmaxOf(scaledNumbers)),
    math.row(math.mo('='), math.vector(weights, formatWeight)),
  ];
}

export const softmaxStep = {
  title: 'Scale & softmax',
  showsFocusedKey: true,

  describe(model, { queryIndex: i }) {
    const weights = model.weights[i];
    const strongest = weights.indexOf(Math.max(...weights));
    return `The largest weight of “${model.labels[i]}”, ${formatWeight(weights[strongest])}, goes to “${model.labels[strongest]}”.`;
  },

  build(model, { queryIndex: i, focusedKeyIndex: j }) {
    const { scale } = model.numbers;
    const token = model.labels[i];
    const weights = model.weights[i];
    const scaled = model.scaledScores[i];
    const columnClass = (index) => (index === j ? 'is-focused' : undefined);
    const numberRow = (label, values, format, className) =>
      el(
        'tr',
        { className },
        el('th', { scope: 'row', text: label }),
        ...values.map((value, index) =>
          el('td', { className: columnClass(index), text: format(value) }),
        ),
      );
    const scaleRow = scale ? [numberRow(`÷ √${model.keyDimension}`, scaled, formatNumber)] : [];
    const columnCount = model.labels.length;

    return {
      text: explanation(
        scale
          ? `The scores are divided by √dₖ = √${model.keyDimension}, which keeps them from growing with the vector length; then softmax turns them into positive weights that add up to 1.`
          : 'Scaling is switched off, so softmax sees the raw scores: the largest one wins by a wider margin and the weights get spikier.',
      ),
      math: formula(model, i, scale),
      picture: el(
        'div',
        { className: 'softmax', ...scrollsSideways('Softmax table') },
        el(
          'table',
          {
            className: 'step-table softmax-table',
            'aria-label': `Softmax for ${token}`,
            // Past a handful of keys the columns keep a readable width and the table scrolls.
            style: columnCount > 6 ? `min-width: ${5.5 + columnCount * 3.6}em` : undefined,
          },
          el(
            'thead',
            {},
            el(
              'tr',
              {},
              el('td'),
              ...model.labels.map((keyToken, index) =>
                el('th', {
                  scope: 'col',
                  className: columnClass(index),
                  text: keyToken,
                  dir: 'auto',
                }),
              ),
            ),
          ),
          el(
            'tbody',
            {},
            numberRow('Score', model.scores[i], formatNumber),
            ...scaleRow,
            el(
              'tr',
              { className: 'bar-row', 'aria-hidden': 'true' },
              el('td'),
              ...bars(scaled, weights).map((bar, index) =>
                el(
                  'td',
                  { className: columnClass(index) },
                  el('span', { className: 'bar-track' }, bar),
                ),
              ),
            ),
            numberRow('Weight', weights, formatWeight, 'weight-row'),
          ),
        ),
        el(
          'p',
          { className: 'sum-line' },
          'Weights add up to ',
          el('strong', { text: formatWeight(model.rowSums[i]) }),
        ),
      ),
    };
  },
};
