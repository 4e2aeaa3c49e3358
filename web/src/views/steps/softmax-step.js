// Step 3, Scale & softmax: the scores divided by √d_k, then softmax. Each
// key's bar starts at its score and moves to its weight (play), then a dashed
// mark shows where it would end under the other scaling setting. Under the
// causal mask hidden keys read −∞ before the softmax and are crossed out after.
import { el } from '../../dom/el.js';
import { formatNumber, formatWeight } from '../../text/numbers.js';
import { bringMomentIntoView, moveScoresToWeights } from '../../animation.js';
import * as math from '../../dom/formula.js';
import { strongestKeys } from '../../text/wording.js';
import { MASKED, formatScaledScore, maskSentence, maskedWeight } from '../../text/masking.js';
import { explanation, scrollsSideways } from './html.js';

// A cell's class with "is-masked" added for a key the causal mask hides.
const maskedClass = (className, masked) =>
  [className, masked && 'is-masked'].filter(Boolean).join(' ') || undefined;

const softmaxOf = (argument) => math.row(math.mi('softmax'), math.mo('('), argument, math.mo(')'));

/** Room below the baseline for negative scores, as a share of the room above. */
const ROOM_BELOW = 0.4;

/**
 * The scores' axis: how high each bar starts, as shares of the room above
 * the baseline (where a weight w is drawn w high), and the score the top of
 * that room stands for. The largest shown score fills its side's room, so
 * the bars keep the scores' proportions; negative scores go below the
 * baseline. A masked key's −∞ starts flat: its bar never rises.
 * @param {number[]} shown  the scores the bars start from (scaled or raw)
 */
function scoreAxis(shown) {
  const finite = shown.filter(Number.isFinite);
  const above = Math.max(0, ...finite);
  const below = Math.max(0, ...finite.map((score) => -score));
  const perUnit = Math.min(
    above > 0 ? 1 / above : Infinity,
    below > 0 ? ROOM_BELOW / below : Infinity,
  );
  const drawn = Number.isFinite(perUnit);
  return {
    heights: shown.map((score) => (drawn && Number.isFinite(score) ? score * perUnit : 0)),
    top: drawn ? 1 / perUnit : 1,
  };
}

/** What the bars start from: "scaled score (÷√4)" or "score". */
const scoreName = (model) =>
  model.numbers.scale ? `scaled score (÷√${model.keyDimension})` : 'score';

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
  const masked = model.masked[i][index];
  const bar = el('span', {
    className: 'bar',
    role: 'img',
    'aria-label': masked
      ? `${model.labels[index]}: ${MASKED}, no weight`
      : `${model.labels[index]}: weight ${formatWeight(weight)} (${formatWeight(other)} ${otherSetting(model.numbers.scale)})`,
  });
  bar.style.setProperty('--weight', String(weight));
  const mark = el('span', { className: 'bar-other', 'aria-hidden': 'true' });
  mark.style.setProperty('--weight', String(other));
  return el(
    'td',
    { className: maskedClass(className, masked) },
    el('span', { className: 'bar-track' }, bar, mark),
  );
}

// The bars' row header: what the bars show and the value at the top of their
// room, first the scores' ("scaled score", 4.5), then the weights' ("weight",
// 1), and their baseline 0. play() crosses the two phases over.
function barAxis(model, i) {
  const { top } = scoreAxis(model.numbers.scale ? model.scaledScores[i] : model.scores[i]);
  return el(
    'th',
    { scope: 'row', className: 'bar-axis' },
    el(
      'span',
      { className: 'axis-top', 'aria-hidden': 'true' },
      el('span', { className: 'phase-score', text: formatNumber(top) }),
      el('span', { className: 'phase-weight', text: '1' }),
    ),
    el(
      'span',
      { className: 'axis-phase' },
      el('span', { className: 'phase-score', text: scoreName(model), 'aria-hidden': 'true' }),
      el('span', { className: 'phase-weight', text: 'weight' }),
      el('span', { className: 'visually-hidden', text: ' bars' }),
    ),
    el('span', { className: 'axis-zero', text: '0', 'aria-hidden': 'true' }),
  );
}

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
    model.numbers.causal,
  ],

  /** Moves every bar from its key's score to its weight (see motion.js). */
  play(element, model, { queryIndex: i }, { entered }) {
    const { heights } = scoreAxis(model.numbers.scale ? model.scaledScores[i] : model.scores[i]);
    const table = element.querySelector('.softmax-table');
    // Entering the step is the moment: it should not play below the fold.
    if (entered) bringMomentIntoView(table);
    const all = (selector) => Array.from(table.querySelectorAll(selector));
    // The axis's words and top value swap halfway, quickly: the two share one place.
    const swap = (selector, keyframes) => all(selector).map((label) => [label, keyframes]);
    moveScoresToWeights([
      ...all('.bar').map((bar, index) => [
        bar,
        [
          { transform: `scaleY(${heights[index]})` },
          { transform: `scaleY(${model.weights[i][index]})` },
        ],
      ]),
      ...swap('.bar-axis .phase-score', [
        { opacity: 1 },
        { opacity: 1, offset: 0.4 },
        { opacity: 0, offset: 0.5 },
        { opacity: 0 },
      ]),
      ...swap('.bar-axis .phase-weight', [
        { opacity: 0 },
        { opacity: 0, offset: 0.5 },
        { opacity: 1, offset: 0.6 },
        { opacity: 1 },
      ]),
      // The other setting's marks are weights: they fade in as the bars land,
      // to their resting opacity (no last keyframe: the style's own value).
      ...all('.bar-other').map((mark) => [mark, [{ opacity: 0 }, { opacity: 0, offset: 0.6 }]]),
    ]);
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
    const { causal } = model.numbers;
    const scaledLabel = [scale && `÷ √${model.keyDimension}`, causal && 'mask'];
    const scaleRow =
      scale || causal
        ? [numberRow(scaledLabel.filter(Boolean).join(', '), scaled, formatScaledScore, '', true)]
        : [];
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
          barAxis(model, i),
          ...model.labels.map((_, index) => barCell(model, i, index, columnClass(index))),
        ),
        numberRow('Weight', weights, formatWeight, 'weight-row', true),
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
        { className: 'softmax', ...scrollsSideways('Softmax table') },
        table,
        el(
          'p',
          { className: 'bar-legend' },
          `Each bar starts at its key’s ${scoreName(model)} and settles on its weight; once it lands, `,
          el('span', { className: 'bar-legend-mark', 'aria-hidden': 'true' }),
          ` marks where it would settle ${otherSetting(scale)}.`,
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
