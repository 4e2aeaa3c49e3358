// One editable number: a text box that passes on nothing but a finite number
// of sensible size. Typing a usable number applies it at once; half-typed
// text waits for Enter or leaving the box; ↑/↓ nudge it. A refusal is said
// in the editor's status line and the previous value stays.
import { el, formatNumber } from '../../format.js';
import { MAX_MAGNITUDE } from '../../state/edits.js';

/** Arrow-key nudges: a plain press, and with Shift held. */
export const NUDGE = 0.5;
export const FINE_NUDGE = 0.1;

const NUMBER_PATTERN = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * Reads a typed number: a plain or exponent form, with "," or "." as the
 * decimal mark and "−" allowed for minus.
 * @returns {{ value: number } | { problem: 'not-a-number' | 'too-large' }}
 */
function parseTypedNumber(text) {
  const cleaned = String(text)
    .trim()
    .replace(/^[\u2212\u2013]/, '-')
    .replace(',', '.');
  if (!NUMBER_PATTERN.test(cleaned)) return { problem: 'not-a-number' };
  const value = Number(cleaned);
  if (!Number.isFinite(value)) return { problem: 'too-large' };
  if (Math.abs(value) > MAX_MAGNITUDE) return { problem: 'too-large' };
  return { value: Object.is(value, -0) ? 0 : value };
}

// A number as the box shows it: short, with an ASCII minus that is easy to edit.
const boxText = (value) => String(Number(value.toPrecision(6)));
export const sameFloat = (a, b) => Math.fround(a) === Math.fround(b);
// Shown in messages: long pastes are cut short (it is text either way).
const quoted = (text) => `“${text.length > 24 ? `${text.slice(0, 24)}…` : text}”`;

// The value a box stands for (the state's), whatever text it holds now.
const valueOf = (box) => Number(box.dataset.value);

/**
 * @param {{ matrix: string, row: number, column: number }} entry
 * @param {string} label  the box's accessible name
 * @param {{
 *   onEdit: (entry: object, value: number) => string | null,
 *   say: (message: string) => void,
 * }} handlers  onEdit returns the core's message if it refused the number
 * @returns {HTMLInputElement}
 */
export function createNumberBox(entry, label, { onEdit, say }) {
  const box = el('input', {
    type: 'text',
    inputmode: 'decimal',
    className: 'number-box',
    autocomplete: 'off',
    spellcheck: 'false',
    'aria-label': label,
    dataset: { value: 'NaN' },
  });

  function commit(value) {
    const previous = valueOf(box);
    box.dataset.value = String(value);
    const error = onEdit(entry, value);
    if (error !== null) {
      box.dataset.value = String(previous);
      box.value = boxText(previous);
      say(`The core refused that number: ${error}. ${label} keeps ${boxText(previous)}.`);
      return false;
    }
    return true;
  }

  function refuse(problem, text) {
    box.setAttribute('aria-invalid', 'true');
    box.setAttribute('aria-describedby', 'editor-status');
    const keeps = boxText(valueOf(box));
    say(
      problem === 'too-large'
        ? `${quoted(text)} is too large: numbers here stay between −1,000,000 and 1,000,000. ${label} keeps ${keeps}.`
        : `${quoted(text)} is not a number. ${label} keeps ${keeps}.`,
    );
  }

  function clearInvalid() {
    if (!box.hasAttribute('aria-invalid')) return;
    box.removeAttribute('aria-invalid');
    box.removeAttribute('aria-describedby');
    say('');
  }

  // Live: every complete, usable number goes straight to the core. Half-typed
  // text ("-", "1e") waits for Enter or leaving the box to be judged.
  box.addEventListener('input', () => {
    const typed = parseTypedNumber(box.value);
    if ('value' in typed && !sameFloat(typed.value, valueOf(box))) {
      if (commit(typed.value)) clearInvalid();
    } else if ('value' in typed) {
      clearInvalid();
    }
  });
  const judge = () => {
    const typed = parseTypedNumber(box.value);
    if ('problem' in typed) {
      refuse(typed.problem, box.value);
      return false;
    }
    clearInvalid();
    if (!sameFloat(typed.value, valueOf(box))) commit(typed.value);
    return true;
  };
  box.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      judge();
      return;
    }
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const step = (event.shiftKey ? FINE_NUDGE : NUDGE) * (event.key === 'ArrowUp' ? 1 : -1);
    const value = Number((valueOf(box) + step).toFixed(6));
    if (Math.abs(value) > MAX_MAGNITUDE) {
      refuse('too-large', boxText(value));
      return;
    }
    box.value = boxText(value);
    clearInvalid();
    commit(value);
  });
  // Leaving a refused box puts back the number still in use; the message stays.
  box.addEventListener('change', () => {
    if (judge()) return;
    box.value = boxText(valueOf(box));
    box.removeAttribute('aria-invalid');
  });
  return box;
}

/**
 * Shows `value` in a box (unless it already stands for it: text being typed,
 * or a refused entry being fixed, is left alone) and marks it edited when it
 * differs from `original`.
 */
export function showNumber(box, value, original) {
  if (!sameFloat(value, valueOf(box))) {
    box.dataset.value = String(value);
    box.value = boxText(value);
    box.removeAttribute('aria-invalid');
    box.removeAttribute('aria-describedby');
  }
  const edited = !sameFloat(value, original);
  box.classList.toggle('is-edited', edited);
  const title = edited ? `changed from ${formatNumber(original)}` : '';
  if (box.title !== title) box.title = title;
}
