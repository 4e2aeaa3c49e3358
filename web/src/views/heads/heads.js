// The heads panel under the matrix: H heads, each with the core's hand-set
// projections of its own (model.multiHead, computed by the core in one
// call), each head's weight matrix drawn small side by side with the query's
// row marked and a sentence read from that row, and the query's output as the
// heads' results joined end to end. Hidden with one head, so the lab is then
// as it always was. In practice mode the rows of words not yet predicted
// show ?, as in the matrix (state.js withWithheld's hiddenRows).
import { colourByWeight } from '../../dom/colour.js';
import { el } from '../../dom/el.js';
import { projectionMatrices } from '../../dom/notation.js';
import { formatFixed, formatWeight, roundedWeight } from '../../text/numbers.js';
import { patchChildren, setHidden } from '../../dom/patch.js';
import { maskedWeight } from '../../text/masking.js';
import { locale } from '../../text/locale.js';
import { htmlSymbol, htmlVector, scrollsSideways } from '../steps/html.js';
import { sentences, t, tNodes } from '../../text/text.js';
import { quoted, strongestKeys } from '../../text/wording.js';
import { changeTracker } from '../../changes.js';
import { hiddenNumbers } from '../../state/state.js';
import './heads.css';

// An element holding template `key` filled with `values`, some of them elements.
const filled = (tag, options, key, values) => el(tag, options, ...tNodes(key, values));

// What head `head` does with the query, read from its row as shown (two
// decimals, like the cells): which key it weighs most, and by how much, or
// that it weighs every key it can see the same, or that it sees one key.
// `isHidden(j)`: the query's weight of key j shows ? (practice mode).
function headSentence(model, head, name, queryIndex, isHidden) {
  const weights = head.weights[queryIndex];
  const seen = head.masked[queryIndex].filter((masked) => !masked).length;
  const { weight, names, count, indices } = strongestKeys(model, queryIndex, weights);
  let key = count === 1 ? 'heads.most' : 'heads.mostTied';
  if (count === seen) key = seen === 1 ? 'heads.seesOnly' : 'heads.even';
  const shown = indices.some(isHidden) ? '?' : weight;
  return tNodes(key, { name, token: model.labels[queryIndex], names, weight: shown, count });
}

// One head's n × n weights: rows are queries, the query's row marked. In
// practice mode the rows of words not yet predicted show ?, and so does the
// sentence about the query's row when it is one of them; in the query's row
// the weight the weight box asks for shows ? too (a head can have the very
// weights of the single head: with 4 heads, head 1 has).
function headMatrix(model, head, index, queryIndex, hidden) {
  const cell = (weight, isMasked, isHidden) => {
    if (isHidden) {
      const td = el('td', { className: 'is-hidden', text: '?' });
      colourByWeight(td, 0);
      return td;
    }
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
      ...weights.map((weight, j) => cell(weight, head.masked[i][j], hidden.cell(i, j))),
    ),
  );
  const number = index + 1;
  const weightsName = t('heads.weightsName', { number });
  const name = el('strong', { text: t('heads.name', { number }) });
  return el(
    'figure',
    { className: 'head' },
    el(
      'figcaption',
      {},
      ...(hidden.row(queryIndex)
        ? [name]
        : headSentence(model, head, name, queryIndex, (j) => hidden.cell(queryIndex, j))),
    ),
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

// Practice mode: why there are ? in the panel.
function withheldNote(model, queryIndex, hiddenRows, hidden) {
  const rows = hiddenRows.length > 0;
  const box =
    !hidden.row(queryIndex) &&
    (model.labels.some((_, j) => hidden.cell(queryIndex, j)) || hidden.output(0));
  if (!rows && !box) return null;
  const text = sentences([
    rows && t('heads.withheld', { hidden: hiddenRows.length, total: model.labels.length }),
    box && t('heads.boxWithheld', { token: quoted(model.labels[queryIndex]) }),
  ]);
  return el('p', { className: 'note heads-withheld', text });
}

function panel(model, queryIndex, hiddenRows, hidden) {
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
    el(
      'p',
      { className: 'section-note' },
      ...tNodes(separateProjections ? 'heads.note' : 'heads.noteShared', {
        ...projectionMatrices(),
        width,
        count,
        size: keyDimension,
      }),
      causal ? `${locale().sentenceGap}${t('heads.causalNote')}` : null,
    ),
    withheldNote(model, queryIndex, hiddenRows, hidden),
    el(
      'div',
      { className: `head-grid heads-${count}` },
      ...heads.map((head, index) => headMatrix(model, head, index, queryIndex, hidden)),
    ),
    // The query's output is made from its weights: it waits with them.
    hidden.row(queryIndex)
      ? null
      : filled('p', { className: 'heads-output' }, 'heads.output', {
          output: htmlSymbol('x', token, { prime: true }),
          results: headResults(heads, queryIndex, hidden.output),
          joined: outputVector(joinedOutputs[queryIndex], hidden.output),
          width,
        }),
  ].filter(Boolean);
}

// An output as two-decimal entries; `isHidden(column)` of the joined
// output: the entry the x′ box asks for shows ? (practice mode).
const outputVector = (values, isHidden, offset = 0) =>
  htmlVector(
    values.map((value, column) => (isHidden(offset + column) ? '?' : twoDecimals(value))),
    { format: String },
  );

// The heads' outputs for the query, side by side: "[…] ‖ […] ‖ […]".
function headResults(heads, queryIndex, isHidden) {
  const results = document.createDocumentFragment();
  let offset = 0;
  heads.forEach((head, index) => {
    if (index > 0) results.append(' ‖ ');
    results.append(outputVector(head.outputs[queryIndex], isHidden, offset));
    offset += head.outputs[queryIndex].length;
  });
  return results;
}

/** @param {HTMLElement} container  the <section id="heads-view"> */
export function createHeadsView(container) {
  const changes = changeTracker();
  return {
    update(model, selection) {
      const { queryIndex, focusedKeyIndex, hiddenRows = [] } = selection;
      const numbers = hiddenNumbers(selection);
      // The focused key matters only in practice mode, for the box's weight.
      const focus = selection.practice ? focusedKeyIndex : null;
      const inputs = [queryIndex, focus, hiddenRows.join(), numbers.key];
      if (!changes.changed('panel', model, ...inputs)) return;
      setHidden(container, model.multiHead === null);
      if (model.multiHead === null) return;
      // Practice mode's rule, as in the matrix: the rows of words not yet
      // predicted, and in the query's row the weight its box asks for.
      const row = (i) => hiddenRows.includes(i);
      const hidden = {
        row,
        cell: (i, j) => row(i) || (i === queryIndex && numbers.weight(j)),
        output: numbers.output,
      };
      patchChildren(container, panel(model, queryIndex, hiddenRows, hidden));
    },
  };
}
