// The heads panel under the matrix: H heads, each with the core's hand-set
// projections of its own (model.multiHead, computed by the core in one
// call), each head's weight matrix drawn small side by side with the query's
// row marked and a sentence read from that row, and the query's output as the
// heads' results joined end to end. Hidden with one head, so the lab is then
// as it always was.
import { colourByWeight } from '../../dom/colour.js';
import { el } from '../../dom/el.js';
import { formatFixed, formatWeight, roundedWeight } from '../../text/numbers.js';
import { patchChildren, setHidden } from '../../dom/patch.js';
import { maskedWeight } from '../../text/masking.js';
import { htmlSymbol, htmlVector, scrollsSideways } from '../steps/html.js';
import { t, tNodes } from '../../text/text.js';
import { strongestKeys } from '../../text/wording.js';
import { changeTracker } from '../../changes.js';
import './heads.css';

// An element holding template `key` filled with `values`, some of them elements.
const filled = (tag, options, key, values) => el(tag, options, ...tNodes(key, values));

// What head `head` does with the query, read from its row as shown (two
// decimals, like the cells): which key it weighs most, and by how much, or
// that it weighs every key it can see the same, or that it sees one key.
function headSentence(model, head, name, queryIndex) {
  const weights = head.weights[queryIndex];
  const seen = head.masked[queryIndex].filter((masked) => !masked).length;
  const { weight, names, count } = strongestKeys(model, queryIndex, weights);
  let key = count === 1 ? 'heads.most' : 'heads.mostTied';
  if (count === seen) key = seen === 1 ? 'heads.seesOnly' : 'heads.even';
  return tNodes(key, { name, token: model.labels[queryIndex], names, weight, count });
}

// One head's n × n weights: rows are queries, the query's row marked.
function headMatrix(model, head, index, queryIndex) {
  const cell = (weight, isMasked) => {
    if (isMasked) return el('td', { className: 'is-masked' }, ...maskedWeight());
    const text = formatWeight(weight);
    const td = el('td', { text });
    colourByWeight(td, roundedWeight(weight));
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
  const name = el('strong', { text: t('heads.name', { number }) });
  return el(
    'figure',
    { className: 'head' },
    el('figcaption', {}, ...headSentence(model, head, name, queryIndex)),
    el(
      'div',
      { className: 'head-scroll', ...scrollsSideways(weightsName) },
      el(
        'table',
        { className: 'head-matrix', dir: 'ltr', 'aria-label': weightsName },
        el('thead', {}, el('tr', {}, el('td'), ...columns)),
        el('tbody', {}, ...rows),
      ),
    ),
  );
}

// Two decimals for every number of the output, so "0.90" sits beside "0.11";
// a real minus sign, never "−0.00".
const twoDecimals = (value) => formatFixed(Math.abs(value) < 0.005 ? 0 : value, 2);

function panel(model, queryIndex) {
  const { heads, keyDimension, joinedOutputs } = model.multiHead;
  const count = heads.length;
  const token = model.labels[queryIndex];
  const width = model.keyDimension;
  const { separateProjections, causal } = model.numbers;
  return [
    filled('h3', { id: 'heads-title', className: 'heads-title' }, 'heads.title', {
      count,
      dk: htmlSymbol('d', 'k'),
      size: keyDimension,
    }),
    el('p', {
      className: 'section-note',
      text: [
        t(separateProjections ? 'heads.note' : 'heads.noteShared', {
          width,
          count,
          size: keyDimension,
        }),
        causal ? t('heads.causalNote') : null,
      ]
        .filter(Boolean)
        .join(' '),
    }),
    el(
      'div',
      { className: `head-grid heads-${count}` },
      ...heads.map((head, index) => headMatrix(model, head, index, queryIndex)),
    ),
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
