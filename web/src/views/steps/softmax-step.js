// Step 3, Scale & softmax: the scores divided by √d_k, then softmax. Each
// key's bar starts at its score and moves to its weight (play), and a dashed
// mark shows where it would end under the other scaling setting.
import { el, formatNumber, formatWeight } from '../../format.js';
import { moveScoresToWeights } from '../../motion.js';
import * as math from '../formula.js';
import { strongestKeys } from '../wording.js';
import { explanation, scrollsSideways } from './html.js';

const softmaxOf = (argument) => math.row(math.mi('softmax'), math.mo('('), argument, math.mo(')'));

/** Room below the baseline for negative scores, as a share of the room above. */
const ROOM_BELOW = 0.4;

/**
 * Bar heights for the scores, as shares of the room above the baseline (a
 * weight w is drawn w high). One axis for the row's raw scores: the largest
 * one fills its side's room, so scaled scores, on the same axis, are drawn
 * 1/√d_k as high. Negative scores go below the baseline.
 * @param {number[]} shown  the scores the bars start from (scaled or raw)
 * @param {number[]} raw  the row's raw scores, which set the axis
 */
function scoreHeights(shown, raw) {
  const above = Math.max(0, ...raw);
  const below = Math.max(0, ...raw.map((score) => -score));
  const perUnit = Math.min(
    above > 0 ? 1 / above : Infinity,
    below > 0 ? ROOM_BELOW / below : Infinity,
  );
  return shown.map((score) => (Number.isFinite(perUnit) ? score * perUnit : 0));
}

const otherSetting = (scale) => (scale ? 'without scaling' : 'with scaling');

function formula(model, i, scale) {
  const token = model.labels[i];
  const weights = model.weights[i];
  const scaledSymbol = scale
    ? math.frac(math.symbol('s', token), math.sqrt(math.symbol('d', math.mi('k'))))
    : math.symbol('s', token);
  const scaledNumbers = scale
    ? math.frac(math.vector(model.scores[i]), math.sqrt(math.mn(model.keyDimension)))
    : math.vector(model.scores[i]);
  // One equals sign per line, so the formula fits a phone.
  return [
    math.joined('=', math.symbol('w', token), softmaxOf(scaledSymbol)),
    math.row(math.mo('='), softmaxOf(scaledNumbers)),
    math.row(math.mo('='), math.vector(weights, formatWeight)),
  ];
}

// What scaling does to this query's largest weight, in numbers.
function scalingSentences(model, i) {
  const { scale } = model.numbers;
  const token = `“${model.labels[i]}”`;
  const shown = strongestKeys(model, i);
  const other = strongestKeys(model, i, model.otherScale.weights[i]);
  const root = `√dₖ = √${model.keyDimension}`;
  const sharper = Number(shown.weight) > Number(other.weight);
  return scale
    ? [
        `The scores are divided by ${root}, which keeps them from growing with the vector length; then softmax turns them into positive weights that add up to 1.`,
        `Without the division the largest weight of ${token} would be ${other.weight} instead of ${shown.weight}: the dashed marks show where each bar would end.`,
      ]
    : [
        `Scaling is switched off, so softmax sees the raw scores${sharper ? ', and the largest one wins by a wider margin' : ''}.`,
        `The largest weight of ${token} is ${shown.weight}; divided by ${root} first it would be ${other.weight} (the dashed marks).`,
      ];
}

// A bar per key, drawn at its weight; play() moves it there from the score.
function barCell(model, i, index, className) {
  const weight = model.weights[i][index];
  const other = model.otherScale.weights[i][index];
  const bar = el('span', {
    className: 'bar',
    role: 'img',
    'aria-label': `${model.labels[index]}: weight ${formatWeight(weight)} (${formatWeight(other)} ${otherSetting(model.numbers.scale)})`,
  });
  bar.style.setProperty('--weight', String(weight));
  const mark = el('span', { className: 'bar-other', 'aria-hidden': 'true' });
  mark.style.setProperty('--weight', String(other));
  return el('td', { className }, el('span', { className: 'bar-track' }, bar, mark));
}

// The bars' row header: what the bars show ("score", then "weight") and their baseline.
const barAxis = () =>
  el(
    'th',
    { scope: 'row', className: 'bar-axis' },
    el(
      'span',
      { className: 'axis-phase' },
      el('span', { className: 'phase-score', text: 'score', 'aria-hidden': 'true' }),
      el('span', { className: 'phase-weight', text: 'weight' }),
      el('span', { className: 'visually-hidden', text: ' bars' }),
    ),
    el('span', { className: 'axis-zero', text: '0', 'aria-hidden': 'true' }),
  );

export const softmaxStep = {
  title: 'Scale & softmax',
  showsFocusedKey: true,

  describe(model, { queryIndex: i }) {
    const { weight, names } = strongestKeys(model, i);
    return `The largest weight of “${model.labels[i]}”, ${weight}, goes to ${names}.`;
  },

  /** What the bars move for: a new query, new words or a switch replays them. */
  playsFor: (model, { queryIndex }) => [
    queryIndex,
    model.words,
    model.numbers.scale,
    model.numbers.separateProjections,
  ],

  /** Moves every bar from its key's score to its weight (see motion.js). */
  play(element, model, { queryIndex: i }) {
    const { scale } = model.numbers;
    const from = scoreHeights(scale ? model.scaledScores[i] : model.scores[i], model.scores[i]);
    const bars = element.querySelectorAll('.softmax-table .bar');
    const [scoreLabel, weightLabel] = element.querySelectorAll('.axis-phase > *');
    moveScoresToWeights([
      ...Array.from(bars, (bar, index) => [
        bar,
        [
          { transform: `scaleY(${from[index]})` },
          { transform: `scaleY(${model.weights[i][index]})` },
        ],
      ]),
      // The axis's word swaps halfway, quickly: the two share one place.
      [
        scoreLabel,
        [{ opacity: 1 }, { opacity: 1, offset: 0.4 }, { opacity: 0, offset: 0.5 }, { opacity: 0 }],
      ],
      [
        weightLabel,
        [{ opacity: 0 }, { opacity: 0, offset: 0.5 }, { opacity: 1, offset: 0.6 }, { opacity: 1 }],
      ],
    ]);
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
    const hasNegative = model.scores.some((row) => row.some((score) => score < 0));

    const table = el(
      'table',
      {
        className: `step-table softmax-table${hasNegative ? ' has-negative-scores' : ''}`,
        'aria-label': `Softmax for ${token}`,
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
        numberRow('Score', model.scores[i], formatNumber),
        ...scaleRow,
        el(
          'tr',
          { className: 'bar-row' },
          barAxis(),
          ...model.labels.map((_, index) => barCell(model, i, index, columnClass(index))),
        ),
        numberRow('Weight', weights, formatWeight, 'weight-row'),
      ),
    );
    table.style.setProperty('--room-below', String(ROOM_BELOW));
    // Past a handful of keys the columns keep a readable width and the table scrolls.
    if (columnCount > 6) table.style.setProperty('min-width', `${5.5 + columnCount * 3.6}em`);

    return {
      text: explanation(...scalingSentences(model, i)),
      math: formula(model, i, scale),
      picture: el(
        'div',
        { className: 'softmax', ...scrollsSideways('Softmax table') },
        table,
        el(
          'p',
          { className: 'bar-legend' },
          'Each bar starts at its key’s score and settles on its weight; ',
          el('span', { className: 'bar-legend-mark', 'aria-hidden': 'true' }),
          ` where it would settle ${otherSetting(scale)}.`,
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
