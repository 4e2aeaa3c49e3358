// Step 3, Scale & softmax: the scores divided by √d_k, then softmax, in
// three stages the learner can hold (./softmax-stages.js): the scores, e to
// their power, and each divided by their sum, the weights. Each stage has its
// row of numbers, its bars (./softmax-bars.js) and its words, made from its
// numbers. Under the causal mask hidden keys read −∞ before the softmax and
// are crossed out after.
import { el } from '../../dom/el.js';
import { formatExponential, formatNumber, formatWeight } from '../../text/numbers.js';
import * as math from '../../dom/formula.js';
import { listed, quoted, strongestKeys } from '../../text/wording.js';
import { formatScaledScore, maskSentence, maskedWeight } from '../../text/masking.js';
import { locale } from '../../text/locale.js';
import { sentences, t, tNodes } from '../../text/text.js';
import { explanation, scrollsSideways } from './html.js';
import { ROOM_BELOW, STAGES, barRow, exponentialName, maskedClass } from './softmax-bars.js';
import { playStages, shownStage } from './softmax-stages.js';
import { TIMING } from '../../schedule.js';
import { hiddenNumbers } from '../../state/state.js';

// Practice mode: a number a box still asks for shows as ?.
const orUnknown = (format, isHidden) => (value, index) => (isHidden(index) ? '?' : format(value));

const softmaxOf = (argument) => math.row(math.mi('softmax'), math.mo('('), argument, math.mo(')'));

/** The row between the scores and the weights, named for what changed them. */
const scaledRowName = ({ numbers, keyDimension: dimension }) =>
  numbers.scale
    ? t(numbers.causal ? 'steps.scaledMaskRow' : 'steps.scaledRow', { dimension })
    : t('steps.maskRow');

function formula(model, i, scale, hidden) {
  const token = model.labels[i];
  const weights = model.weights[i];
  const scaledSymbol = scale
    ? math.frac(math.symbol('s', token), math.sqrt(math.symbol('d', math.mi('k'))))
    : math.symbol('s', token);
  const scoreVector = math.vector(
    model.scores[i].map((score, j) => (hidden.score(j) ? '?' : formatNumber(score))),
    String,
  );
  const scaledNumbers = scale
    ? math.frac(scoreVector, math.sqrt(math.mn(model.keyDimension)))
    : scoreVector;
  // The causal mask adds m: 0 for a visible key, −∞ for a hidden one. The
  // second line then shows what the softmax reads, −∞ included.
  const { causal } = model.numbers;
  const argument = causal ? math.joined('+', scaledSymbol, math.symbol('m', token)) : scaledSymbol;
  // One equals sign per line, so the formula fits a phone.
  return [
    math.joined('=', math.symbol('w', token), softmaxOf(argument)),
    math.row(
      math.mo('='),
      softmaxOf(
        causal
          ? math.vector(
              model.scaledScores[i].map(orUnknown(formatScaledScore, hidden.score)),
              String,
            )
          : scaledNumbers,
      ),
    ),
    math.row(
      math.mo('='),
      math.vector(weights.map(orUnknown(formatWeight, hidden.weight)), String),
    ),
  ];
}

// The step's words, without a weight: those wait for the weights stage.
const introduction = (model) =>
  t(model.numbers.scale ? 'steps.scaledDivides' : 'steps.rawScores', {
    dimension: model.keyDimension,
  });

// The keys tied at the largest and at the next largest of `values` (two
// decimals as shown, masked keys left out), by index.
function leaders(model, i, values, format) {
  const shown = values.map((value, index) => (model.masked[i][index] ? null : format(value)));
  const distinct = [...new Set(shown.filter((text) => text !== null))].sort(
    (a, b) => values[shown.indexOf(b)] - values[shown.indexOf(a)],
  );
  const keysAt = (text) => shown.flatMap((value, index) => (value === text ? [index] : []));
  return { first: keysAt(distinct[0]), second: distinct.length > 1 ? keysAt(distinct[1]) : [] };
}

// By their words, the query's own too: "itself" would not read as a key's name here.
const namesOf = (model, indices) => listed(indices.map((index) => quoted(model.labels[index])));

/** What each stage shows, in words made from its numbers (STAGES' order). */
function stageCaptions(model, i, hidden) {
  const scores = model.scaledScores[i];
  const exponentials = model.exponentials[i];
  const shift = model.exponentialShifts[i];
  const { first, second } = leaders(model, i, exponentials, formatExponential);
  const top = scores[first[0]];
  // The power of keys `at`: ? while practice mode still asks for their score.
  const power = (score, at) => {
    const shown = at.some(hidden.score) ? '?' : formatNumber(score);
    return shift === 0
      ? t('steps.power', { score: shown })
      : t('steps.shiftedPower', { score: shown, shift: formatNumber(shift) });
  };
  // e to a score practice mode still asks for gives the score back, by a log.
  const exponential = (at) =>
    at.some(hidden.exponential) ? '?' : formatExponential(exponentials[at[0]]);
  const values = {
    names: namesOf(model, first),
    count: first.length,
    top: first.some(hidden.score) ? '?' : formatScaledScore(top),
    dimension: model.keyDimension,
    power: power(top, first),
    largest: exponential(first),
  };
  const masked = model.masked[i].some(Boolean) ? [t('steps.maskedExponential')] : [];
  const shifted = shift === 0 ? [] : [t('steps.shiftedRow', { shift: formatNumber(shift) })];
  let exponentialWords;
  if (second.length === 0) exponentialWords = t('steps.exponentialsEven', values);
  else {
    const next = exponentials[second[0]];
    const apart = next < exponentials[first[0]] / 2;
    // Display only: how many times the next eˢ the largest is, from the core's two.
    exponentialWords = t(apart ? 'steps.exponentialsApart' : 'steps.exponentialsClose', {
      ...values,
      nextNames: namesOf(model, second),
      nextPower: power(scores[second[0]], second),
      nextLargest: exponential(second),
      ratio: [...first, ...second].some(hidden.exponential)
        ? '?'
        : formatExponential(exponentials[first[0]] / next),
    });
  }
  const strongest = leaders(model, i, model.weights[i], formatWeight).first;
  const comparison = {
    token: quoted(model.labels[i]),
    dimension: model.keyDimension,
    shown: strongest.some(hidden.weight) ? '?' : formatWeight(model.weights[i][strongest[0]]),
    // The other setting's weight is one of the candidate wrong answers.
    other: strongest.some(hidden.weight)
      ? '?'
      : strongestKeys(model, i, model.otherScale.weights[i]).weight,
  };
  return [
    [t(model.numbers.scale ? 'steps.scoresScaled' : 'steps.scoresRaw', values)],
    [exponentialWords, ...shifted, ...masked],
    [
      t('steps.weightsDivided', {
        exponential: exponentialName(model, i),
        sum: hidden.exponentialSum ? '?' : formatExponential(model.exponentialSums[i]),
        names: namesOf(model, strongest),
        count: strongest.length,
        weight: comparison.shown,
      }),
      t(model.numbers.scale ? 'steps.scaledCompared' : 'steps.rawCompared', comparison),
    ],
  ];
}

/** The slider's words for each stage: "Stage 2 of 3: eˢ". */
const stageNames = (model, i) => [
  model.numbers.scale
    ? t('steps.stageScaled', { dimension: model.keyDimension })
    : t('steps.stageRaw'),
  exponentialName(model, i),
  t('steps.stageWeights'),
];

const describeStage = (names) => (stage) =>
  t('steps.stageValue', { number: stage + 1, count: STAGES.length, name: names[stage] });

// The slider over the stages, their names under it, and Replay.
function stageControls(model, i) {
  const names = stageNames(model, i);
  return el(
    'div',
    { className: 'stage-controls' },
    el(
      'label',
      { className: 'stage-label' },
      el('span', { text: t('steps.stageSlider') }),
      el('input', {
        type: 'range',
        className: 'stage-slider',
        min: '0',
        max: String(STAGES.length - 1),
        step: '1',
        'aria-valuetext': describeStage(names)(shownStage()),
      }),
    ),
    el(
      'span',
      { className: 'stage-ticks', 'aria-hidden': 'true' },
      ...names.map((name) => el('span', { text: name })),
    ),
    el('button', { type: 'button', className: 'button stage-replay', text: t('steps.replay') }),
  );
}

export const softmaxStep = {
  get title() {
    return t('steps.softmaxTitle');
  },
  showsFocusedKey: true,
  pictureFirst: true,
  // Practice mode withholds this page until the query's prediction.
  showsWeights: true,
  /** Play's extra time here: the stages, from the still page to the weights. */
  get animationMs() {
    return TIMING.scrollSettleMs + 2 * (TIMING.softmaxHoldMs + TIMING.softmaxTravelMs);
  },

  // No weight: the stages reveal them.
  describe(model, { queryIndex: i }) {
    return t('steps.softmaxSummary', { token: quoted(model.labels[i]) });
  },

  /** What the bars move for: a new query, new words or a switch replays them. */
  playsFor: (model, { queryIndex }) => [
    queryIndex,
    model.words,
    model.numbers.scale,
    model.numbers.separateProjections,
    model.numbers.causal,
  ],

  /** Plays the stages from the scores to the weights (see ./softmax-stages.js). */
  play(element, model, { queryIndex }, { entered }) {
    playStages(element, describeStage(stageNames(model, queryIndex)), { entered });
  },

  build(model, selection) {
    const { queryIndex: i, focusedKeyIndex: j } = selection;
    const hidden = hiddenNumbers(selection);
    const { scale } = model.numbers;
    const token = model.labels[i];
    const weights = model.weights[i];
    const scaled = model.scaledScores[i];
    const columnClass = (index) => (index === j ? 'is-focused' : undefined);
    const masked = model.masked[i];
    // A cell per key. From the mask on (`marksMask`), a hidden key's cell is
    // marked: −∞ in the scaled scores, crossed out among the weights.
    const numberRow = (
      label,
      values,
      format,
      className,
      marksMask = false,
      isHidden = () => false,
    ) =>
      el(
        'tr',
        { className },
        el('th', { scope: 'row', text: label }),
        ...values.map((value, index) => {
          const isMasked = marksMask && masked[index];
          const cellClass = maskedClass(columnClass(index), isMasked);
          if (isMasked && format === formatWeight) {
            return el('td', { className: cellClass }, ...maskedWeight());
          }
          return el('td', { className: cellClass, text: isHidden(index) ? '?' : format(value) });
        }),
      );
    const scaleRow =
      scale || model.numbers.causal
        ? [
            numberRow(
              scaledRowName(model),
              scaled,
              formatScaledScore,
              'stage-row-scores',
              true,
              hidden.score,
            ),
          ]
        : [];
    const columnCount = model.labels.length;
    const hasNegative = model.scores.some((row) => row.some((score) => score < 0));

    const table = el(
      'table',
      {
        className: `step-table softmax-table${hasNegative ? ' has-negative-scores' : ''}`,
        dir: 'ltr',
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
        numberRow(
          t('steps.scoreHeading'),
          model.scores[i],
          formatNumber,
          scaleRow.length ? undefined : 'stage-row-scores',
          false,
          hidden.score,
        ),
        ...scaleRow,
        numberRow(
          exponentialName(model, i),
          model.exponentials[i],
          formatExponential,
          'exponential-row',
          true,
          hidden.exponential,
        ),
        barRow(model, i, columnClass, hidden),
        numberRow(
          t('steps.weightHeading'),
          weights,
          formatWeight,
          'weight-row',
          true,
          hidden.weight,
        ),
      ),
    );
    table.style.setProperty('--room-below', String(ROOM_BELOW));
    // Past a handful of keys the columns keep a readable width and the table scrolls.
    if (columnCount > 6) table.style.setProperty('min-width', `${6.5 + columnCount * 3.6}em`);

    const captions = stageCaptions(model, i, hidden);
    return {
      text: explanation(introduction(model), maskSentence(model, i, 'softmax')),
      math: formula(model, i, scale, hidden),
      picture: el(
        'div',
        { className: 'softmax-picture' },
        stageControls(model, i),
        el(
          'div',
          { className: 'stage-caption' },
          ...STAGES.map((stage, at) =>
            el(
              'p',
              { className: `for-${stage}` },
              sentences(captions[at]),
              // The marks wait with the weights (softmax-bars.js barCell).
              ...(stage === 'weights' && !model.labels.some((_, key) => hidden.weight(key))
                ? [
                    locale().sentenceGap,
                    ...tNodes(scale ? 'steps.scaledLegend' : 'steps.rawLegend', {
                      mark: el('span', { className: 'bar-legend-mark', 'aria-hidden': 'true' }),
                    }),
                  ]
                : []),
            ),
          ),
        ),
        el('div', { className: 'softmax', ...scrollsSideways(t('steps.softmaxBox')) }, table),
        el('p', { className: 'stage-announcer visually-hidden', 'aria-live': 'polite' }),
      ),
    };
  },
};
