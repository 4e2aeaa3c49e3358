// The heads panel under the matrix: the same queries, keys and values cut
// into H heads (model.multiHead, computed by the core in one call), each
// head's weight matrix drawn small side by side with the query's row marked,
// and the query's output as the heads' results joined end to end. Hidden
// with one head, so the lab is then as it always was.
import { colourByWeight } from '../../dom/colour.js';
import { el } from '../../dom/el.js';
import { formatWeight } from '../../text/numbers.js';
import { patchChildren, setHidden } from '../../dom/patch.js';
import { maskedWeight } from '../../text/masking.js';
import { htmlSymbol, htmlVector, scrollsSideways } from '../steps/html.js';
import { t, tNodes } from '../../text/text.js';
import { listed } from '../../text/wording.js';
import { changeTracker } from '../../changes.js';
import './heads.css';

// An element holding template `key` filled with `values`, some of them elements.
const filled = (tag, options, key, values) => el(tag, options, ...tNodes(key, values));

// Which entries of q, k and v head `head` reads (1-based): one entry each
// when the heads are one number wide.
function entriesOf(head, keyDimension) {
  const first = head * keyDimension + 1;
  return { first, last: first + keyDimension - 1, isOne: keyDimension === 1 };
}

// "entry 3", "entries 1–2".
const entriesText = (entries) =>
  t(entries.isOne ? 'heads.entriesOne' : 'heads.entriesMany', entries);

// One head's n × n weights: rows are queries, the query's row marked.
function headMatrix(model, head, index, queryIndex) {
  const cell = (weight, isMasked) => {
    if (isMasked) return el('td', { className: 'is-masked' }, ...maskedWeight());
    const text = formatWeight(weight);
    const td = el('td', { text });
    colourByWeight(td, Number(text));
    return td;
  };
  const columns = model.labels.map((label) =>
    el('th', { scope: 'col', text: label, title: label, dir: 'auto' }),
  );
  const rows = head.weights.map((weights, i) =>
    el(
      'tr',
      { className: i === queryIndex ? 'is-query' : undefined },
      el('th', { scope: 'row', text: model.labels[i], dir: 'auto' }),
      ...weights.map((weight, j) => cell(weight, head.masked[i][j])),
    ),
  );
  const number = index + 1;
  const weightsName = t('heads.weightsName', { number });
  const entries = entriesOf(index, model.multiHead.keyDimension);
  const name = el('strong', { text: t('heads.name', { number }) });
  return el(
    'figure',
    { className: 'head' },
    filled('figcaption', {}, entries.isOne ? 'heads.captionOne' : 'heads.captionMany', {
      ...entries,
      name,
    }),
    el(
      'div',
      { className: 'head-scroll', ...scrollsSideways(weightsName) },
      el(
        'table',
        { className: 'head-matrix', 'aria-label': weightsName },
        el('thead', {}, el('tr', {}, el('td'), ...columns)),
        el('tbody', {}, ...rows),
      ),
    ),
  );
}

/** Weights within this of each other count as even. */
const EVEN = 1e-6;

// Two decimals for every number of the output, so "0.90" sits beside "0.11";
// a real minus sign, never "−0.00".
const twoDecimals = (value) =>
  (Math.abs(value) < 0.005 ? 0 : value).toFixed(2).replace('-', '\u2212');

// The query's weight on every key it sees when they are all equal, else null.
function evenWeight(head, queryIndex) {
  const seen = head.weights[queryIndex].filter((_, key) => !head.masked[queryIndex][key]);
  return seen.every((weight) => Math.abs(weight - seen[0]) <= EVEN) ? seen[0] : null;
}

// Why every score of a head's query is the same, read from the entries it
// sees: the name of its template.
function whyEven(model, head, queryIndex) {
  const { keyDimension } = model.multiHead;
  const isZero = (vector) =>
    vector
      .slice(head * keyDimension, (head + 1) * keyDimension)
      .every((entry) => Math.abs(entry) <= EVEN);
  if (model.queries.every(isZero)) return 'heads.everyQueryZero';
  if (isZero(model.queries[queryIndex])) return 'heads.queryZero';
  if (model.keys.every(isZero)) return 'heads.everyKeyZero';
  return 'heads.equalScores';
}

// The even sentence for one head or several, and under the causal mask
// ("… words it can see") or not.
function evenTemplate(isOne, causal) {
  if (causal) return isOne ? 'heads.evenOneCausal' : 'heads.evenManyCausal';
  return isOne ? 'heads.evenOne' : 'heads.evenMany';
}

// A sentence for the heads that spread the query's attention evenly, one
// per reason (heads with the same reason and weight share it).
function evenSentences(model, queryIndex) {
  const token = model.labels[queryIndex];
  const { heads, keyDimension } = model.multiHead;
  const groups = new Map();
  heads.forEach((head, index) => {
    const weight = evenWeight(head, queryIndex);
    if (weight === null) return;
    const even = {
      reason: t(whyEven(model, index, queryIndex), { token }),
      weight: formatWeight(weight),
      count: head.masked[queryIndex].filter((masked) => !masked).length,
    };
    const group = JSON.stringify(even);
    if (!groups.has(group)) groups.set(group, { even, indices: [] });
    groups.get(group).indices.push(index);
  });
  const { causal } = model.numbers;
  return Array.from(groups.values(), ({ even, indices }) =>
    t(evenTemplate(indices.length === 1, causal), {
      ...even,
      token,
      heads: listed(indices.map((index) => String(index + 1))),
      entries: listed(indices.map((index) => entriesText(entriesOf(index, keyDimension)))),
    }),
  );
}

function panel(model, queryIndex) {
  const { heads, keyDimension, joinedOutputs } = model.multiHead;
  const count = heads.length;
  const token = model.labels[queryIndex];
  const width = model.keyDimension;
  const even = evenSentences(model, queryIndex);
  return [
    filled('h3', { id: 'heads-title', className: 'heads-title' }, 'heads.title', {
      count,
      dk: htmlSymbol('d', 'k'),
      size: keyDimension,
    }),
    el('p', {
      className: 'section-note',
      text: [
        t('heads.note', { width, count, size: keyDimension }),
        model.numbers.causal ? t('heads.causalNote') : null,
      ]
        .filter(Boolean)
        .join(' '),
    }),
    el(
      'div',
      { className: `head-grid heads-${count}` },
      ...heads.map((head, index) => headMatrix(model, head, index, queryIndex)),
    ),
    even.length > 0 ? el('p', { className: 'heads-even', text: even.join(' ') }) : null,
    filled('p', { className: 'heads-output' }, 'heads.output', {
      output: htmlSymbol('x', token, { prime: true }),
      results: headResults(heads, queryIndex),
      joined: htmlVector(joinedOutputs[queryIndex], { format: twoDecimals }),
      width,
    }),
  ].filter(Boolean);
}

// The heads' outputs for the query, side by side: "[…] ‖ […] ‖ […]".
function headResults(heads, queryIndex) {
  const results = document.createDocumentFragment();
  heads.forEach((head, index) => {
    if (index > 0) results.append(' ‖ ');
    results.append(htmlVector(head.outputs[queryIndex], { format: twoDecimals }));
  });
  return results;
}

/** @param {HTMLElement} container  the <section id="heads-view"> */
export function createHeadsView(container) {
  const changes = changeTracker();
  return {
    update(model, { queryIndex }) {
      if (!changes.changed('panel', model, queryIndex)) return;
      setHidden(container, model.multiHead === null);
      if (model.multiHead !== null) patchChildren(container, panel(model, queryIndex));
    },
  };
}
