// The heads panel under the matrix: the same queries, keys and values cut
// into H heads (model.multiHead, computed by the core in one call), each
// head's weight matrix drawn small side by side with the query's row marked,
// and the query's output as the heads' results joined end to end. Hidden
// with one head, so the lab is then as it always was.
import { colourByWeight } from '../colour.js';
import { el, formatWeight } from '../format.js';
import { patchChildren, setHidden } from '../patch.js';
import { maskedWeight } from './masking.js';
import { htmlSymbol, htmlVector, scrollsSideways } from './steps/html.js';

// Which entries of q, k and v head `head` reads: "entries 1–2" (1-based).
function entriesOf(head, keyDimension) {
  const first = head * keyDimension + 1;
  const last = first + keyDimension - 1;
  return first === last ? `entry ${first}` : `entries ${first}–${last}`;
}

// One head's n × n weights: rows are queries, the query's row marked.
function headMatrix(model, head, index, queryIndex) {
  const cell = (weight, isMasked) => {
    if (isMasked) return el('td', { className: 'is-masked' }, ...maskedWeight());
    const text = formatWeight(weight);
    const td = el('td', { text });
    colourByWeight(td, Number(text), null);
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
  const name = `Head ${index + 1}`;
  return el(
    'figure',
    { className: 'head' },
    el(
      'figcaption',
      {},
      el('strong', { text: name }),
      `${entriesOf(index, model.multiHead.keyDimension)} of q, k, v`,
    ),
    el(
      'div',
      { className: 'head-scroll', ...scrollsSideways(`${name} weights`) },
      el(
        'table',
        { className: 'head-matrix', 'aria-label': `${name} weights` },
        el('thead', {}, el('tr', {}, el('td'), ...columns)),
        el('tbody', {}, ...rows),
      ),
    ),
  );
}

function panel(model, queryIndex) {
  const { heads, keyDimension, joinedOutputs } = model.multiHead;
  const count = heads.length;
  const token = model.labels[queryIndex];
  const width = model.keyDimension;
  return [
    el(
      'h3',
      { id: 'heads-title', className: 'heads-title' },
      `${count} heads of `,
      htmlSymbol('d', 'k'),
      ` = ${keyDimension}`,
    ),
    el('p', {
      className: 'section-note',
      text: `A look ahead at the next section, multi-head attention: the ${width} numbers of every query, key and value are cut into ${count} slices of ${keyDimension}, and each slice (a head) runs the whole recipe on its own, scaled by √${keyDimension}, so each head can spread its attention in its own way. The steps above use all ${width} numbers at once: a single head. ${model.numbers.causal ? 'The causal mask applies to every head.' : ''}`.trim(),
    }),
    el(
      'div',
      { className: `head-grid heads-${count}` },
      ...heads.map((head, index) => headMatrix(model, head, index, queryIndex)),
    ),
    el(
      'p',
      { className: 'heads-output' },
      'Output of ',
      htmlSymbol('x', token, { prime: true }),
      ': the heads’ results ',
      ...heads.flatMap((head, index) => [
        index > 0 ? ' ‖ ' : '',
        htmlVector(head.outputs[queryIndex]),
      ]),
      ' joined end to end give ',
      htmlVector(joinedOutputs[queryIndex]),
      `, ${width} numbers again; a full model would mix them with one more learned matrix.`,
    ),
  ];
}

/** @param {HTMLElement} container  the <section id="heads-view"> */
export function createHeadsView(container) {
  let shown = { model: null, queryIndex: null };
  return {
    update(model, { queryIndex }) {
      if (model === shown.model && queryIndex === shown.queryIndex) return;
      shown = { model, queryIndex };
      setHidden(container, model.multiHead === null);
      if (model.multiHead !== null) patchChildren(container, panel(model, queryIndex));
    },
  };
}
