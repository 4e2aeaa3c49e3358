// The lab's parts, as one table: what `show=` names and which elements of
// the page each part is. A part left out is not in the page at all
// (display: none): not in the tab order, not in the accessibility tree, not
// in the height an embed reports. A new part is one new row here (and its
// size in embed/snippet.js).

/**
 * @typedef {object} Part
 * @property {string} name  in `show=`
 * @property {string} [selector]  its elements (a part with `parts` has none of its own)
 * @property {string[]} [parts]  the parts this name stands for (`switches`)
 * @property {Record<string, string>} [needs]  elements of it shown only with
 *   another part too (a link to that part, a panel inside it): selector → part
 */

/** @type {Part[]} */
export const PARTS = [
  { name: 'query', selector: '.token-picker' },
  { name: 'switches', parts: ['scale', 'projections', 'causal'] },
  { name: 'scale', selector: '.switch:has(#scale-switch)' },
  {
    name: 'projections',
    selector: '.switch:has(#projections-switch)',
  },
  { name: 'causal', selector: '.switch:has(#causal-switch)' },
  // The "Try it yourself" switch; practice=1 turns the mode on with or without it.
  { name: 'practice', selector: '.switch:has(#practice-switch)' },
  {
    name: 'heads',
    selector: '.heads-picker, #heads-view',
    // The heads' panel sits under the matrix (with more than one head), and
    // the picker's link leads there.
    needs: { '#heads-view, #heads-link': 'matrix' },
  },
  {
    name: 'steps',
    selector: '.steps',
    needs: { '.matrix-link': 'matrix' },
  },
  {
    name: 'matrix',
    selector: '.matrix-section',
    needs: { '.average-link': 'pictures' },
  },
  {
    name: 'pictures',
    selector: '.pictures',
  },
  { name: 'sentence', selector: '#sentence-fold' },
  { name: 'editor', selector: '#editor' },
  { name: 'shapes', selector: '#shapes' },
  // The Download figure folds of the matrix, the softmax bars and the pictures.
  { name: 'figures', selector: '.figure-slot' },
];

/** The names `show=` takes, in the table's order. */
export const PART_NAMES = PARTS.map((part) => part.name);

// Boxes that only hold parts: left out too when every part in them is, so
// no empty landmark or frame stays behind.
const HOLDERS = ['.switches', '.controls-bar', '.folds', '.lab-grid'];

const byName = new Map(PARTS.map((part) => [part.name, part]));

/** A part's own names: itself, or the parts it stands for. */
function leaves(name) {
  const part = byName.get(name);
  return part.parts ? part.parts.flatMap(leaves) : [name];
}

/** Every part that has elements of its own. */
const LEAF_NAMES = PART_NAMES.filter((name) => !byName.get(name).parts);

/**
 * `show=`'s text as part names: the known ones, each once, in the table's
 * order; undefined when it names none (then the lab shows everything).
 * @param {string} text  e.g. "matrix,scale"
 * @returns {string[] | undefined}
 */
export function readParts(text) {
  const named = new Set(text.split(',').map((name) => name.trim().toLowerCase()));
  const known = PART_NAMES.filter((name) => named.has(name));
  return known.length > 0 ? known : undefined;
}

// What the older shorthands leave out: view=steps the matrix, view=matrix
// the steps, controls=0 the panels that edit the numbers.
const LEFT_OUT_BY_VIEW = { all: [], steps: ['matrix'], matrix: ['steps'] };
const LEFT_OUT_WITHOUT_CONTROLS = ['sentence', 'editor', 'shapes'];

/**
 * The parts the page shows: those `show` names (all without it), less what
 * `view` and `controls` leave out.
 * @param {{ show: string[] | null, view: 'all' | 'steps' | 'matrix', controls: boolean }} page
 * @returns {Set<string>}  leaf part names
 */
export function shownParts({ show, view, controls }) {
  const shown = new Set(show ? show.flatMap(leaves) : LEAF_NAMES);
  for (const name of LEFT_OUT_BY_VIEW[view]) shown.delete(name);
  if (!controls) for (const name of LEFT_OUT_WITHOUT_CONTROLS) shown.delete(name);
  return shown;
}

/**
 * Leaves out of `document` every part not in `shown`, and every box left
 * with nothing in it; puts back any shown before.
 * @param {Document} document
 * @param {Set<string>} shown  from shownParts
 */
export function showParts(document, shown) {
  for (const element of document.querySelectorAll('.is-left-out')) {
    element.classList.remove('is-left-out');
  }
  const leaveOut = (selector) => {
    for (const element of document.querySelectorAll(selector)) {
      element.classList.add('is-left-out');
    }
  };
  for (const name of LEAF_NAMES) {
    const { selector, needs = {} } = byName.get(name);
    if (!shown.has(name)) leaveOut(selector);
    for (const [element, other] of Object.entries(needs)) if (!shown.has(other)) leaveOut(element);
  }
  const partSelector = LEAF_NAMES.map((name) => byName.get(name).selector).join(', ');
  for (const holder of HOLDERS) {
    for (const element of document.querySelectorAll(holder)) {
      const parts = [...element.querySelectorAll(partSelector)];
      if (parts.every((part) => part.classList.contains('is-left-out'))) {
        element.classList.add('is-left-out');
      }
    }
  }
  // The steps and the matrix side by side only when both are there.
  const grid = document.querySelector('.lab-grid');
  grid?.classList.toggle('is-one-column', !(shown.has('steps') && shown.has('matrix')));
}
