// One editable number: a text box that passes on nothing but a finite number
// of sensible size (number-text.js reads it). What is typed is judged only on
// Enter or when the box loses focus, never key by key, so nothing half-typed
// ("1e3" on the way to "1e38") reaches the core or the link; ↑/↓ nudge the
// number in use. A refusal is said in the editor's status line, and the box
// goes back to the number in use.
import { el } from '../../dom/el.js';
import { formatNumber } from '../../text/numbers.js';
import {
  MAX_NUMBER_MAGNITUDE,
  numberRange,
  formatForBox,
  formatForMessage,
  readNumber,
} from '../../text/number-text.js';
import { sentences, t } from '../../text/text.js';

/** Arrow-key nudges: a plain press, and with Shift held. */
export const NUDGE = 0.5;
export const FINE_NUDGE = 0.1;

export const sameFloat = (a, b) => Math.fround(a) === Math.fround(b);

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
    // Entries may be negative: a full keyboard, since many phones' decimal
    // keypads have no minus key.
    inputmode: 'text',
    className: 'number-box',
    autocomplete: 'off',
    spellcheck: 'false',
    'aria-label': label,
    dataset: { value: 'NaN' },
  });

  // The box shows the number in use, as the core keeps it (float32).
  const showInUse = () => {
    box.value = formatForBox(valueOf(box));
  };

  function refuse(why) {
    showInUse();
    box.setAttribute('aria-invalid', 'true');
    box.setAttribute('aria-describedby', 'editor-status');
    // Its name now: other words of as many rename an embedding's box.
    const name = box.getAttribute('aria-label');
    say(sentences([why, t('editor.keeps', { box: name, value: formatForMessage(valueOf(box)) })]));
  }

  function clearInvalid() {
    box.removeAttribute('aria-invalid');
    box.removeAttribute('aria-describedby');
  }

  function commit(value) {
    // The number in use again (e.g. a refused box left by Tab): nothing to do,
    // and a refusal's message stays until the next edit.
    if (sameFloat(value, valueOf(box))) {
      showInUse();
      return;
    }
    const previous = valueOf(box);
    box.dataset.value = String(value);
    const error = onEdit(entry, value);
    if (error !== null) {
      box.dataset.value = String(previous);
      refuse(t('editor.coreRefused', { error }));
      return;
    }
    showInUse();
    clearInvalid();
    say('');
  }

  // Enter, or leaving the box after a change: the typed text is judged.
  const judge = () => {
    const read = readNumber(box.value);
    if ('problem' in read) refuse(read.problem);
    else commit(read.value);
  };

  box.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      judge();
      return;
    }
    if (event.key === 'Escape') {
      showInUse();
      return;
    }
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const step = (event.shiftKey ? FINE_NUDGE : NUDGE) * (event.key === 'ArrowUp' ? 1 : -1);
    // Rounded, so 0.1 + 0.2 is 0.3 here, not 0.30000000000000004.
    const value = Number((valueOf(box) + step).toFixed(6));
    if (Math.abs(value) > MAX_NUMBER_MAGNITUDE) {
      refuse(t('editor.nudgeTooLarge', { value: formatForMessage(value), ...numberRange() }));
      return;
    }
    commit(value);
  });
  box.addEventListener('change', judge);
  // Typing again after a refusal: the complaint goes.
  box.addEventListener('input', () => {
    if (!box.hasAttribute('aria-invalid')) return;
    clearInvalid();
    say('');
  });
  // Left after a refusal, the box shows the number in use: no longer invalid
  // (the message stays until the next edit).
  box.addEventListener('blur', clearInvalid);
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
    box.value = formatForBox(value);
    box.removeAttribute('aria-invalid');
    box.removeAttribute('aria-describedby');
  }
  const edited = !sameFloat(value, original);
  box.classList.toggle('is-edited', edited);
  const title = edited ? t('editor.changedFrom', { value: formatNumber(original) }) : '';
  if (box.title !== title) box.title = title;
}
