// The softmax step's bars: one per key, drawn at its weight, with a dashed
// mark where it would end under the other scaling setting; playBars moves
// each from its key's score (scaled, or raw with scaling off) to its weight
// while the axis's labels change from the scores' to the weights'.
import { el } from '../../dom/el.js';
import { formatNumber, formatWeight } from '../../text/numbers.js';
import { bringMomentIntoView, moveScoresToWeights } from '../../animation.js';
import { t } from '../../text/text.js';

/** A cell's class with "is-masked" added for a key the causal mask hides. */
export const maskedClass = (className, masked) =>
  [className, masked && 'is-masked'].filter(Boolean).join(' ') || undefined;

/** Room below the baseline for negative scores, as a share of the room above. */
export const ROOM_BELOW = 0.4;

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
  t(model.numbers.scale ? 'steps.scaledScoreAxis' : 'steps.rawScoreAxis', {
    dimension: model.keyDimension,
  });

/** The scores the bars start from: scaled, or raw with scaling off. */
const startingScores = (model, i) => (model.numbers.scale ? model.scaledScores : model.scores)[i];

// A bar per key, drawn at its weight; playBars moves it there from the score.
function barCell(model, i, index, className) {
  const weight = model.weights[i][index];
  const other = model.otherScale.weights[i][index];
  const masked = model.masked[i][index];
  const bar = el('span', {
    className: 'bar',
    role: 'img',
    'aria-label': t(
      masked ? 'steps.maskedBar' : model.numbers.scale ? 'steps.scaledBar' : 'steps.rawBar',
      { label: model.labels[index], weight: formatWeight(weight), other: formatWeight(other) },
    ),
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
// 1), and their baseline 0. playBars crosses the two phases over.
function barAxis(model, i) {
  const { top } = scoreAxis(startingScores(model, i));
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
      el('span', { className: 'phase-weight', text: t('steps.weightAxis') }),
      el('span', { className: 'visually-hidden', text: t('steps.barsAxis') }),
    ),
    el('span', { className: 'axis-zero', text: '0', 'aria-hidden': 'true' }),
  );
}

/** The bars' row: the axis, then a bar per key; `columnClass(index)` marks the focused key. */
export function barRow(model, i, columnClass) {
  return el(
    'tr',
    { className: 'bar-row' },
    barAxis(model, i),
    ...model.labels.map((_, index) => barCell(model, i, index, columnClass(index))),
  );
}

/**
 * Moves every bar of `table` (the softmax table for query `i`) from its
 * key's score to its weight, the axis's labels with them (see animation.js).
 */
export function playBars(table, model, i, { entered }) {
  const { heights } = scoreAxis(startingScores(model, i));
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
}
