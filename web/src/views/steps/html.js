// HTML pieces the step pages share: symbols and vectors as plain elements
// (their MathML counterparts are in ../../dom/formula.js, used as math.*),
// and sentences from templates with elements in them.
import { el } from '../../dom/el.js';
import { afterContentPainted } from '../../schedule.js';
import { formatNumber } from '../../text/numbers.js';
import { roleClass } from '../../dom/roles.js';
import { sentences as paragraph } from '../../text/text.js';

/** q with subscript "flies" etc., as text the screen reader reads in order. */
export function htmlSymbol(letter, subscript, { prime = false } = {}) {
  return el(
    'span',
    { className: `symbol ${roleClass(letter, prime)}`.trim() },
    el('var', { text: letter }),
    prime ? el('span', { text: '′' }) : null,
    subscript ? el('sub', { text: subscript }) : null,
  );
}

/** A row of numbers in brackets. */
export function htmlVector(values, { className = '', format = formatNumber } = {}) {
  return el(
    'span',
    { className: `vector ${className}`.trim(), dir: 'ltr' },
    ...values.map((value) => el('span', { className: 'entry', text: format(value) })),
  );
}

/**
 * Attributes for a box that scrolls sideways when its formula or table is
 * wider than the panel (16 words, a phone): a keyboard can reach and scroll
 * it, and a screen reader hears what it holds.
 */
export function scrollsSideways(label) {
  return { tabindex: '0', role: 'group', 'aria-label': label };
}

/** tabindex 0 while `box` is wider inside than out, none while it fits. */
function markIfScrolling(box) {
  if (box.scrollWidth > box.clientWidth) box.tabIndex = 0;
  else box.removeAttribute('tabindex');
}

let resizedBoxes = null;

/**
 * Like scrollsSideways, but a Tab stop only while the box really scrolls: a
 * formula that fits is no control. Checked after the next layout (call it
 * after each fill) and whenever the box resizes (a new width, its page
 * shown). Reading the widths in the fill itself would lay the page out once
 * more for every input.
 */
export function tabStopWhileScrolling(box) {
  resizedBoxes ??= new ResizeObserver((entries) => {
    for (const { target } of entries) markIfScrolling(target);
  });
  // Observing again reports the box once more after the next layout, even
  // when only what it holds changed.
  resizedBoxes.unobserve(box);
  afterContentPainted(() => resizedBoxes.observe(box));
}

/** The step's explanation, one paragraph (empty sentences left out). */
export function explanation(...sentences) {
  return el('p', { className: 'step-explanation', text: paragraph(sentences) });
}
