// Step 3, Scale & softmax: the scores divided by √d_k, then softmax. Each
// key's bar starts at its score and moves to its weight (play), then a dashed
// mark shows where it would end under the other scaling setting. Under the
// causal mask hidden keys read −∞ before the softmax and are crossed out after.
import { el } from '../../dom/el.js';
import { formatNumber, formatWeight } from '../../text/numbers.js';
import * as math from '../../dom/formula.js';
import { quoted, strongestKeys } from '../../text/wording.js';
import { formatScaledScore, maskSentence, maskedWeight } from '../../text/masking.js';
import { t, tNodes } from '../../text/text.js';
import { explanation, scrollsSideways } from './html.js';
import { ROOM_BELOW, barRow, maskedClass, playBars } from './softmax-bars.js';

const softmaxOf = (argument) => math.row(math.mi('softmax'), math.mo('('), argument, math.mo(')'));

/** The row between the scores and the weights, named for what changed them. */
const scaledRowName = ({ numbers, keyDimension: dimension }) =>
  numbers.scale
    ? t(numbers.causal ? 'steps.scaledMaskRow' : 'steps.scaledRow', { dimension })
    : t('steps.maskRow');

function formula(model, i, scale) {
  const token = model.labels[i];
  const weights = model.weights[i];
  const scaledSymbol = scale
    ? math.frac(math.symbol('s', token), math.sqrt(math.symbol('d', math.mi('k'))))
    : math.symbol('s', token);
  const scaledNumbers = scale
    ? math.frac(math.vector(model.scores[i]), math.sqrt(math.mn(model.keyDimension)))
    : math.vector(model.scores[i]);
  // The causal mask adds m: 0 for a visible key, −∞ for a hidden one. The
  // second line then shows what the softmax reads, −∞ included.
  const { causal } = model.numbers;
  const argument = causal ? math.joined('+', scaledSymbol, math.symbol('m', token)) : scaledSymbol;
  // One equals sign per line, so the formula fits a phone.
  return [
    math.joined('=', math.symbol('w', token), softmaxOf(argument)),
    math.row(
      math.mo('='),
      softmaxOf(causal ? math.vector(model.scaledScores[i], formatScaledScore) : scaledNumbers),
    ),
    math.row(math.mo('='), math.vector(weights, formatWeight)),
  ];
}

// What scaling does to this query's largest weight, in numbers.
function scalingSentences(model, i) {
  const shown = strongestKeys(model, i).weight;
  const other = strongestKeys(model, i, model.otherScale.weights[i]).weight;
  const values = { token: quoted(model.labels[i]), dimension: model.keyDimension, shown, other };
  if (model.numbers.scale) {
    return [t('steps.scaledDivides', values), t('steps.scaledCompared', values)];
  }
  const sharper = Number(shown) > Number(other);
  return [
    t(sharper ? 'steps.rawScoresSharper' : 'steps.rawScores'),
    t('steps.rawCompared', values),
  ];
}

export const softmaxStep = {
  title: t('steps.softmaxTitle'),
  showsFocusedKey: true,

  describe(model, { queryIndex: i }) {
    const { weight, names } = strongestKeys(model, i);
    return t('steps.softmaxSummary', { token: quoted(model.labels[i]), weight, names });
  },

  /** What the bars move for: a new query, new words or a switch replays them. */
  playsFor: (model, { queryIndex }) => [
    queryIndex,
    model.words,
    model.numbers.scale,
    model.numbers.separateProjections,
    model.numbers.causal,
  ],

  /** Moves every bar from its key's score to its weight (see ./softmax-bars.js). */
  play(element, model, { queryIndex }, { entered }) {
    playBars(element.querySelector('.softmax-table'), model, queryIndex, { entered });
  },

  build(model, { queryIndex: i, focusedKeyIndex: j }) {
    const { scale } = model.numbers;
    const token = model.labels[i];
    const weights = model.weights[i];
    const scaled = model.scaledScores[i];
    const columnClass = (index) => (index === j ? 'is-focused' : undefined);
    const masked = model.masked[i];
    // A cell per key. From the mask on (`marksMask`), a hidden key's cell is
    // marked: −∞ in the scaled scores, crossed out among the weights.
    const numberRow = (label, values, format, className, marksMask = false) =>
      el(
        'tr',
        { className },
        el('th', { scope: 'row', text: label }),
        ...values.map((value, index) => {
          const isMasked = marksMask && masked[index];
          const cellClass = maskedClass(columnClass(index), isMasked);
          return isMasked && format === formatWeight
            ? el('td', { className: cellClass }, ...maskedWeight())
            : el('td', { className: cellClass, text: format(value) });
        }),
      );
    const scaleRow =
      scale || model.numbers.causal
        ? [numberRow(scaledRowName(model), scaled, formatScaledScore, '', true)]
        : [];
    const columnCount = model.labels.length;
    const hasNegative = model.scores.some((row) => row.some((score) => score < 0));

    const table = el(
      'table',
      {
        className: `step-table softmax-table${hasNegative ? ' has-negative-scores' : ''}`,
        'aria-label': t('steps.softmaxTable', { label: token }),
      },
      el(
        'thead',
        {},
        el(
          'tr',
          {},
          el('td'),
          ...model.labels.map((keyToken, index) =>
            el('th', { scope: 'col', className: columnClass(index), text: keyToken, dir: 'auto' }),
          ),
        ),
      ),
      el(
        'tbody',
        {},
        numberRow(t('steps.scoreHeading'), model.scores[i], formatNumber),
        ...scaleRow,
        barRow(model, i, columnClass),
        numberRow(t('steps.weightHeading'), weights, formatWeight, 'weight-row', true),
      ),
    );
    table.style.setProperty('--room-below', String(ROOM_BELOW));
    // Past a handful of keys the columns keep a readable width and the table scrolls.
    if (columnCount > 6) table.style.setProperty('min-width', `${5.5 + columnCount * 3.6}em`);

    return {
      text: explanation(...scalingSentences(model, i), maskSentence(model, i, 'softmax')),
      math: formula(model, i, scale),
      picture: el(
        'div',
        { className: 'softmax', ...scrollsSideways(t('steps.softmaxBox')) },
        table,
        el(
          'p',
          { className: 'bar-legend' },
          ...tNodes(scale ? 'steps.scaledLegend' : 'steps.rawLegend', {
            dimension: model.keyDimension,
            mark: el('span', { className: 'bar-legend-mark', 'aria-hidden': 'true' }),
          }),
        ),
        el(
          'p',
          { className: 'sum-line' },
          ...tNodes('steps.weightsAddUp', {
            sum: el('strong', { text: formatWeight(model.rowSums[i]) }),
          }),
        ),
      ),
    };
  },
};
