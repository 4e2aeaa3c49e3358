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
import './heads.css';

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

// Why every score of a head's query is the same, read from the entries it sees.
function whyEven(model, head, queryIndex) {
  const { keyDimension } = model.multiHead;
  const isZero = (vector) =>
    vector
      .slice(head * keyDimension, (head + 1) * keyDimension)
      .every((entry) => Math.abs(entry) <= EVEN);
  const token = `“${model.labels[queryIndex]}”`;
  if (model.queries.every(isZero)) return 'every query is 0 there, so every score is 0';
  if (isZero(model.queries[queryIndex]))
    return `the query of ${token} is 0 there, so all its scores are 0`;
  if (model.keys.every(isZero)) return 'every key is 0 there, so every score is 0';
  return `the query of ${token} lines up equally with every key there, so its scores are equal`;
}

// "3", "3 and 4", "2, 3 and 4".
const listed = (items) =>
  items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

// A sentence for the heads that spread the query's attention evenly, one
// per reason (heads with the same reason and weight share it).
function evenSentences(model, queryIndex) {
  const token = `“${model.labels[queryIndex]}”`;
  const { heads, keyDimension } = model.multiHead;
  const groups = new Map();
  heads.forEach((head, index) => {
    const weight = evenWeight(head, queryIndex);
    if (weight === null) return;
    const seen = head.masked[queryIndex].filter((masked) => !masked).length;
    const reason = `${whyEven(model, index, queryIndex)}, and the weights of ${token} come out even: ${formatWeight(weight)} on each of the ${seen} words`;
    groups.set(reason, [...(groups.get(reason) ?? []), index]);
  });
  const visible = model.numbers.causal
    ? (one) => (one ? ' it can see' : ' they can see')
    : () => '';
  return Array.from(groups, ([reason, indices]) => {
    const one = indices.length === 1;
    const entries = listed(indices.map((index) => entriesOf(index, keyDimension)));
    const names = `Head${one ? '' : 's'} ${listed(indices.map((index) => String(index + 1)))}`;
    return `${names} ${one ? 'sees' : 'see'} only ${entries} of q, k and v${one ? '' : ', one each'}; ${reason}${visible(one)}.`;
  });
}

function panel(model, queryIndex) {
  const { heads, keyDimension, joinedOutputs } = model.multiHead;
  const count = heads.length;
  const token = model.labels[queryIndex];
  const width = model.keyDimension;
  const even = evenSentences(model, queryIndex);
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
      text: `A look ahead at the next section, multi-head attention: the ${width} numbers of every query, key and value are cut into ${count} slices of ${keyDimension}, and each slice (a head) runs the whole recipe on its own, scaled by √${keyDimension}, so each head is free to spread its attention its own way. The steps above use all ${width} numbers at once: a single head. ${model.numbers.causal ? 'The causal mask applies to every head.' : ''}`.trim(),
    }),
    el(
      'div',
      { className: `head-grid heads-${count}` },
      ...heads.map((head, index) => headMatrix(model, head, index, queryIndex)),
    ),
    even.length > 0 ? el('p', { className: 'heads-even', text: even.join(' ') }) : null,
    el(
      'p',
      { className: 'heads-output' },
      'Output of ',
      htmlSymbol('x', token, { prime: true }),
      ': the heads’ results ',
      ...heads.flatMap((head, index) => [
        index > 0 ? ' ‖ ' : '',
        htmlVector(head.outputs[queryIndex], { format: twoDecimals }),
      ]),
      ' joined end to end give ',
      htmlVector(joinedOutputs[queryIndex], { format: twoDecimals }),
      `, ${width} numbers again; a full model would mix them with one more learned matrix.`,
    ),
  ].filter(Boolean);
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
