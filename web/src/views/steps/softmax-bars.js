// The softmax step's bars: one per key, drawn at each stage of the softmax
// (./softmax-stages.js) so that their proportions are that stage's numbers:
// the scores the softmax reads (scaled, or raw with scaling off), their
// exponentials eˢ, and the weights. A dashed mark shows where each weight
// would be under the other scaling setting. The bars are a picture of the
// table's rows, which carry the same numbers for a screen reader.
import { el } from '../../dom/el.js';
import { formatExponential, formatNumber } from '../../text/numbers.js';
import { t } from '../../text/text.js';

// Outside practice mode nothing is shown as ?.
const NOTHING_HIDDEN = { score: () => false, exponential: () => false, weight: () => false };

/** The softmax's stages, in order: what the bars show at each. */
export const STAGES = ['scores', 'exponentials', 'weights'];

/** A cell's class with "is-masked" added for a key the causal mask hides. */
export const maskedClass = (className, masked) =>
  [className, masked && 'is-masked'].filter(Boolean).join(' ') || undefined;

/** Room below the baseline for negative scores, as a share of the room above. */
export const ROOM_BELOW = 0.4;

/**
 * The scores' axis: how high each bar stands, as shares of the room above
 * the baseline, and the score the top of that room stands for. The largest
 * score fills its side's room, so the bars keep the scores' proportions;
 * negative scores go below the baseline. A masked key's −∞ stays flat.
 * @param {number[]} shown  the scores the softmax reads (scaled, or raw)
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

/** "eˢ", or "e^(s − 300)" for a row the core shifted so nothing overflows. */
export const exponentialName = (model, i) =>
  model.exponentialShifts[i] === 0
    ? t('steps.exponentialName')
    : t('steps.shiftedExponentialName', { shift: formatNumber(model.exponentialShifts[i]) });

/**
 * Each stage's bar heights for query `i` (shares of the room above the
 * baseline) and the number at the top of the room, in STAGES' order. In
 * practice mode (`hidden`: hiddenNumbers) a score or an eˢ still asked for
 * has no bar (height null), and the others are drawn against the largest
 * of the rest: against it, their lengths would give it back. Their top
 * then has no number, which could be read as the one asked for.
 */
export function stageAxes(model, i, hidden = NOTHING_HIDDEN) {
  const unless = (isHidden, values, hiddenValue) =>
    values.map((value, j) => (isHidden(j) ? hiddenValue : value));
  const topUnless = (isHidden, top) => (model.labels.some((_, j) => isHidden(j)) ? '' : top);
  // What the softmax reads: scaled (or raw, with scaling off), −∞ where masked.
  const scores = scoreAxis(unless(hidden.score, model.scaledScores[i], -Infinity));
  const exponentials = unless(hidden.exponential, model.exponentials[i], 0);
  const largest = Math.max(0, ...exponentials);
  return [
    {
      heights: unless(hidden.score, scores.heights, null),
      top: topUnless(hidden.score, formatNumber(scores.top)),
    },
    {
      heights: unless(
        hidden.exponential,
        exponentials.map((value) => (largest > 0 ? value / largest : 0)),
        null,
      ),
      top: topUnless(hidden.exponential, formatExponential(largest)),
    },
    { heights: unless(hidden.weight, model.weights[i], null), top: '1' },
  ];
}

// A bar per key, with its height at every stage as --at-<stage>; the page's
// stage picks one (softmax.css).
function barCell(model, i, index, className, axes) {
  const bar = el('span', { className: 'bar' });
  // A number practice mode still asks for has no bar at its stage, only a ?.
  const unknown = STAGES.filter((_, at) => axes[at].heights[index] === null);
  STAGES.forEach((stage, at) =>
    bar.style.setProperty(`--at-${stage}`, String(axes[at].heights[index] ?? 0)),
  );
  // The other setting's weight is a candidate wrong answer: no mark while asked.
  const mark = unknown.includes('weights')
    ? null
    : el('span', { className: 'bar-other for-weights' });
  mark?.style.setProperty('--weight', String(model.otherScale.weights[i][index]));
  return el(
    'td',
    { className: maskedClass(className, model.masked[i][index]) },
    el(
      'span',
      { className: 'bar-track', 'aria-hidden': 'true' },
      bar,
      mark,
      ...unknown.map((stage) => el('span', { className: `bar-unknown for-${stage}`, text: '?' })),
    ),
  );
}

// The bars' row header: the number at the top of their room and what they
// show, one per stage in one place (the page's stage shows one), and 0.
function barAxis(model, i, axes) {
  const names = [
    t(model.numbers.scale ? 'steps.scaledScoreAxis' : 'steps.rawScoreAxis', {
      dimension: model.keyDimension,
    }),
    exponentialName(model, i),
    t('steps.weightAxis'),
  ];
  const perStage = (className, texts) =>
    el(
      'span',
      { className },
      ...STAGES.map((stage, at) => el('span', { className: `for-${stage}`, text: texts[at] })),
    );
  return el(
    'th',
    { scope: 'row', className: 'bar-axis' },
    perStage(
      'axis-top',
      axes.map(({ top }) => top),
    ),
    perStage('axis-phase', names),
    el('span', { className: 'axis-zero', text: '0' }),
  );
}

/**
 * The bars' row (a picture: aria-hidden); `columnClass(index)` marks the
 * focused key; `hidden`: what practice mode still asks for (hiddenNumbers).
 */
export function barRow(model, i, columnClass, hidden = NOTHING_HIDDEN) {
  const axes = stageAxes(model, i, hidden);
  return el(
    'tr',
    { className: 'bar-row', 'aria-hidden': 'true' },
    barAxis(model, i, axes),
    ...model.labels.map((_, index) => barCell(model, i, index, columnClass(index), axes)),
  );
}
