// Why scale, in numbers: a d_k slider and, for random queries and keys at
// that d_k, how spread out the scores are, how much the largest weight
// takes and how large the softmax's gradient stays, without and with the
// division by √d_k. The numbers are the core's (attention.scalingStatistics),
// computed once, the first time the panel is drawn or the page is idle.
import { changeTracker } from '../../changes.js';
import { el } from '../../dom/el.js';
import { setText } from '../../dom/patch.js';
import { formatNumber, formatWeight } from '../../text/numbers.js';
import { t } from '../../text/text.js';
import { KEY_DIMS, SAMPLING } from './sampling.js';
import { hiddenNumbers } from '../../state/state.js';
import './scaling.css';

// The three measures: the field names of one row of statistics, and how a
// value is written (two decimals, so the spread's 1.00 reads as exactly that).
const MEASURES = [
  { key: 'spread', raw: 'rawSpread', scaled: 'scaledSpread', format: formatWeight },
  { key: 'largest', raw: 'rawLargestWeight', scaled: 'scaledLargestWeight', format: formatWeight },
  { key: 'gradient', raw: 'rawGradient', scaled: 'scaledGradient', format: formatWeight },
];

/** Below this share of its scaled size the raw gradient counts as vanished. */
const VANISHED = 0.3;

/**
 * @param {HTMLElement} container
 * @param {{ statistics: () => import('../../../lib/attention').ScalingStatistics[] }} options
 *   `statistics` gives the rows for KEY_DIMS (the caller computes them once)
 */
export function createScalingView(container, { statistics }) {
  const slider = el('input', {
    type: 'range',
    className: 'scaling-slider',
    min: '0',
    max: String(KEY_DIMS.length - 1),
    step: '1',
    value: '0',
    'aria-label': t('scaling.sliderName'),
    // The sentence under the table, read with the slider's value.
    'aria-describedby': 'scaling-summary',
  });
  const sliderLabel = el('p', { className: 'scaling-value', 'aria-hidden': 'true' });
  const caption = el('caption');
  const rows = MEASURES.map((measure) => measureRow(measure));
  const table = el(
    'table',
    { className: 'scaling-table' },
    caption,
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        el('th', { scope: 'col', text: t('scaling.measure') }),
        el('th', { scope: 'col', className: 'is-raw', text: t('scaling.raw') }),
        el('th', { scope: 'col', className: 'is-scaled', text: t('scaling.scaled') }),
      ),
    ),
    el('tbody', {}, ...rows.map((row) => row.element)),
  );
  const summary = el('p', { className: 'scaling-summary', id: 'scaling-summary' });
  const verdict = el('p', { className: 'scaling-verdict' });
  const chapter = el('p', { className: 'scaling-chapter' });
  const method = el('p', { className: 'scaling-method' });
  const section = el(
    'section',
    { className: 'scaling', 'aria-labelledby': 'scaling-title' },
    el('h3', { id: 'scaling-title', text: t('scaling.title') }),
    el('p', { text: t('scaling.why') }),
    el('p', { text: t('scaling.saturation') }),
    el('div', { className: 'scaling-control' }, slider, sliderLabel),
    table,
    summary,
    verdict,
    el('p', { className: 'scaling-method', text: t('scaling.gradientNote') }),
    chapter,
    method,
  );
  container.append(section);

  const changes = changeTracker();
  let model = null;
  let queryIndex = 0;
  // Practice mode: what the boxes still ask for (hiddenNumbers).
  let hidden = null;
  slider.addEventListener('input', () => draw());

  function draw() {
    const table = statistics();
    const index = Number(slider.value);
    if (!changes.changed('numbers', table, index)) return;
    const row = table[index];
    const dk = KEY_DIMS[index];
    slider.setAttribute('aria-valuetext', t('scaling.sliderValue', { dk }));
    setText(sliderLabel, t('scaling.sliderLabel', { dk }));
    setText(caption, t('scaling.tableCaption', { keys: SAMPLING.keys, dk }));
    rows.forEach((measureView) => measureView.show(row, table));
    const root = Math.sqrt(dk);
    setText(
      summary,
      t(Number.isInteger(root) ? 'scaling.summaryExact' : 'scaling.summaryApproximate', {
        dk,
        root: formatNumber(root),
        rawSpread: formatWeight(row.rawSpread),
        scaledSpread: formatWeight(row.scaledSpread),
        rawWeight: formatWeight(row.rawLargestWeight),
        scaledWeight: formatWeight(row.scaledLargestWeight),
        rawGradient: formatWeight(row.rawGradient),
        scaledGradient: formatWeight(row.scaledGradient),
      }),
    );
    const vanished = row.rawGradient < VANISHED * row.scaledGradient;
    setText(
      verdict,
      t(index === 0 ? 'scaling.small' : vanished ? 'scaling.large' : 'scaling.middle', { dk }),
    );
    setText(method, t('scaling.method', SAMPLING));
  }

  function drawChapter() {
    // The query's largest weight as the lab shows it, and as it would be with scaling switched.
    const largest = (row) => formatWeight(Math.max(...row));
    // Practice mode: neither while the weight box asks for it (the other
    // setting's is a candidate wrong answer).
    const top = model.weights[queryIndex].indexOf(Math.max(...model.weights[queryIndex]));
    const unknown = (row) => (hidden.weight(top) ? '?' : largest(row));
    const shown = unknown(model.weights[queryIndex]);
    const other = unknown(model.otherScale.weights[queryIndex]);
    const [scaled, raw] = model.numbers.scale ? [shown, other] : [other, shown];
    setText(
      chapter,
      t('scaling.chapter', {
        dk: model.keyDimension,
        token: t('wording.quoted', { word: model.labels[queryIndex] }),
        rawWeight: raw,
        scaledWeight: scaled,
      }),
    );
  }

  return {
    update(nextModel, selection) {
      // Part of the Scale & softmax step, which shows it (main.js): drawn only while shown.
      if (container.hidden) return;
      model = nextModel;
      queryIndex = selection.queryIndex;
      hidden = hiddenNumbers(selection);
      if (changes.changed('chapter', model, queryIndex, hidden.key, selection.focusedKeyIndex)) {
        drawChapter();
      }
      draw();
    },
  };
}

// One measure's row: its name and a bar with its number for each setting,
// the bars on one scale (the largest value of the measure at any d_k).
function measureRow(measure) {
  const cell = (className) => {
    const bar = el('span', { className: 'scaling-bar', 'aria-hidden': 'true' });
    const number = el('span', { className: 'scaling-number' });
    return { bar, number, element: el('td', { className }, bar, number) };
  };
  const name = el('th', { scope: 'row' });
  const raw = cell('is-raw');
  const scaled = cell('is-scaled');
  return {
    element: el('tr', {}, name, raw.element, scaled.element),
    show(row, table) {
      const label = t(`scaling.${measure.key}`, { keys: SAMPLING.keys });
      setText(name, label);
      const top = Math.max(...table.flatMap((any) => [any[measure.raw], any[measure.scaled]]));
      for (const [part, field] of [
        [raw, measure.raw],
        [scaled, measure.scaled],
      ]) {
        setText(part.number, measure.format(row[field]));
        part.bar.style.setProperty('--share', String(row[field] / top));
      }
    },
  };
}
