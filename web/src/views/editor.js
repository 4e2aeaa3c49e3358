// "Edit the numbers": every entry of the embeddings X and of W_Q, W_K, W_V as
// a small text box. Typing a number (or nudging it with the arrow keys)
// changes the state, and the core recomputes everything from it. A box never
// passes on anything but a finite number of sensible size.
import { weightColours } from '../colour.js';
import { patchChildren, setHidden, setText } from '../patch.js';
import { el, formatNumber, formatWeight } from '../format.js';
import { MAX_MAGNITUDE, MAX_EDITS_IN_URL, editKey, editsFitInUrl } from '../state.js';

/** Arrow-key nudges: a plain press, and with Shift held. */
const NUDGE = 0.5;
const FINE_NUDGE = 0.1;

/** What "Make flies attend to time" changes, and why it works (shown with it). */
export const FLIES_TO_TIME = {
  edits: { 'wk.0.1': 1 },
  explanation:
    'Changing the single weight W_K row 1, column 2 from −2 to 1 rebuilds the second entry of every key, the only entry the query of “flies”, [0, 3, 0, 0], looks at, so the key of “time” rises to [2, 3, 0, 1] (score 9) while the key of “arrow” falls to [0, −1.5, 0, 0] (score −4.5).',
};

const PROJECTIONS = [
  ['wq', 'query', 'W_Q', 'Q'],
  ['wk', 'key', 'W_K', 'K'],
  ['wv', 'value', 'W_V', 'V'],
];

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
const sameFloat = (a, b) => Math.fround(a) === Math.fround(b);
// Shown in messages: long pastes are cut short (it is text either way).
const quoted = (text) => `“${text.length > 24 ? `${text.slice(0, 24)}…` : text}”`;

/**
 * @param {HTMLElement} container
 * @param {{
 *   onEdit: (key: string, value: number) => string | null,
 *   onPreset: (name: 'chapter' | 'shared' | 'flies-to-time') => string | null,
 * }} handlers  both return an error message if the core refused the numbers
 */
export function createEditorView(container, { onEdit, onPreset }) {
  const status = el('p', { id: 'editor-status', className: 'editor-status', role: 'status' });
  const linkNote = el('p', { className: 'editor-link-note', role: 'status' });
  const presetNote = el('p', { className: 'preset-note', hidden: true });
  const sharedNote = el('p', {
    className: 'editor-shared-note',
    text: 'The Q, K, V projections are switched off (q = k = v = x), so W_Q, W_K and W_V are not used until you switch them back on.',
    hidden: true,
  });
  const readout = el('div', { className: 'editor-readout' });
  const grids = el('div', { className: 'editor-grids' });

  const presetButton = (text, name) => {
    const button = el('button', { type: 'button', className: 'button', text });
    button.addEventListener('click', () => {
      const error = onPreset(name);
      say(error === null ? '' : `The lab could not use that preset: ${error}`);
    });
    return button;
  };

  container.append(
    el('p', {
      className: 'section-note',
      text: `Change any number and the core recomputes the queries, keys, values and every weight at once. Type a value, or use ↑ and ↓ to nudge it by ${NUDGE} (with Shift, by ${FINE_NUDGE}).`,
    }),
    el(
      'div',
      { className: 'presets', role: 'group', 'aria-label': 'Presets' },
      presetButton('Chapter example', 'chapter'),
      presetButton('q = k = v', 'shared'),
      presetButton('Make flies attend to time', 'flies-to-time'),
    ),
    presetNote,
    readout,
    status,
    linkNote,
    sharedNote,
    grids,
  );

  /** @type {Map<string, HTMLInputElement>} */
  let boxes = new Map();
  let structure = '';

  function say(message) {
    status.textContent = message;
  }

  // The value a box stands for (the state's), whatever text it holds now.
  const valueOf = (box) => Number(box.dataset.value);

  function commit(box, value) {
    const previous = valueOf(box);
    box.dataset.value = String(value);
    const error = onEdit(box.dataset.key, value);
    if (error !== null) {
      box.dataset.value = String(previous);
      box.value = boxText(previous);
      say(
        `The core refused that number: ${error}. ${box.getAttribute('aria-label')} keeps ${boxText(previous)}.`,
      );
      return false;
    }
    return true;
  }

  function refuse(box, problem, text) {
    box.setAttribute('aria-invalid', 'true');
    box.setAttribute('aria-describedby', 'editor-status');
    const name = box.getAttribute('aria-label');
    const keeps = boxText(valueOf(box));
    say(
      problem === 'too-large'
        ? `${quoted(text)} is too large: numbers here stay between −1,000,000 and 1,000,000. ${name} keeps ${keeps}.`
        : `${quoted(text)} is not a number. ${name} keeps ${keeps}.`,
    );
  }

  function clearInvalid(box) {
    if (!box.hasAttribute('aria-invalid')) return;
    box.removeAttribute('aria-invalid');
    box.removeAttribute('aria-describedby');
    say('');
  }

  function makeBox(matrix, rowIndex, columnIndex, label) {
    const box = el('input', {
      type: 'text',
      inputmode: 'decimal',
      className: 'number-box',
      autocomplete: 'off',
      spellcheck: 'false',
      'aria-label': label,
      dataset: { key: editKey(matrix, rowIndex, columnIndex), value: 'NaN' },
    });
    // Live: every complete, usable number goes straight to the core. Half-typed
    // text ("-", "1e") waits for Enter or leaving the box to be judged.
    box.addEventListener('input', () => {
      const typed = parseTypedNumber(box.value);
      if ('value' in typed && !sameFloat(typed.value, valueOf(box))) {
        if (commit(box, typed.value)) clearInvalid(box);
      } else if ('value' in typed) {
        clearInvalid(box);
      }
    });
    const judge = () => {
      const typed = parseTypedNumber(box.value);
      if ('problem' in typed) {
        refuse(box, typed.problem, box.value);
        return false;
      }
      clearInvalid(box);
      if (!sameFloat(typed.value, valueOf(box))) commit(box, typed.value);
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
        refuse(box, 'too-large', boxText(value));
        return;
      }
      box.value = boxText(value);
      clearInvalid(box);
      commit(box, value);
    });
    // Leaving a refused box puts back the number still in use; the message stays.
    box.addEventListener('change', () => {
      if (judge()) return;
      box.value = boxText(valueOf(box));
      box.removeAttribute('aria-invalid');
    });
    boxes.set(box.dataset.key, box);
    return box;
  }

  function grid(title, matrix, rowLabels, boxLabel, { caption } = {}) {
    const columns = [1, 2, 3, 4];
    return el(
      'div',
      { className: 'editor-card' },
      el(
        'table',
        { className: 'number-grid' },
        el('caption', {}, caption ?? title),
        el(
          'thead',
          {},
          el(
            'tr',
            {},
            el('td'),
            ...columns.map((column) => el('th', { scope: 'col', text: String(column) })),
          ),
        ),
        el(
          'tbody',
          {},
          ...rowLabels.map((rowLabel, rowIndex) =>
            el(
              'tr',
              {},
              el('th', { scope: 'row', text: rowLabel, dir: 'auto' }),
              ...columns.map((column, columnIndex) =>
                el('td', {}, makeBox(matrix, rowIndex, columnIndex, boxLabel(rowIndex, column))),
              ),
            ),
          ),
        ),
      ),
    );
  }

  function build(current) {
    boxes = new Map();
    const { labels } = current;
    const embeddingName = (rowIndex) =>
      labels[rowIndex] === current.tokens[rowIndex]
        ? current.tokens[rowIndex]
        : `${current.tokens[rowIndex]} (word ${rowIndex + 1})`;
    grids.replaceChildren(
      grid(
        'Embeddings X',
        'x',
        labels,
        (rowIndex, column) => `embedding of ${embeddingName(rowIndex)}, entry ${column}`,
        {
          caption: el(
            'span',
            {},
            'Embeddings ',
            el('var', { text: 'X' }),
            el('span', { className: 'caption-note', text: ' one row per word' }),
          ),
        },
      ),
      el(
        'div',
        { className: 'editor-projections' },
        ...PROJECTIONS.map(([matrix, role, name, letter]) =>
          grid(
            name,
            matrix,
            ['1', '2', '3', '4'],
            (rowIndex, column) => `${name} row ${rowIndex + 1} column ${column}`,
            {
              caption: el(
                'span',
                {},
                el('var', { text: 'W' }),
                el('sub', { text: letter }),
                el('span', { className: 'caption-note', text: ` makes each ${role}` }),
              ),
            },
          ),
        ),
      ),
    );
  }

  function renderReadout(current, state) {
    const i = state.queryIndex;
    patchChildren(readout, [
      el('p', { className: 'readout-title' }, `Weights of “${current.labels[i]}” now:`),
      el(
        'ul',
        { className: 'readout-weights', 'aria-label': `Weights of ${current.labels[i]}` },
        ...current.weights[i].map((weight, index) => {
          const colours = weightColours(Number(formatWeight(weight)));
          const item = el(
            'li',
            { className: 'readout-weight' },
            el('span', { className: 'readout-token', text: current.labels[index], dir: 'auto' }),
            el('span', { className: 'readout-value', text: formatWeight(weight) }),
          );
          item.style.setProperty('--cell', colours.background);
          item.style.setProperty('--cell-text', colours.text);
          return item;
        }),
      ),
    ]);
  }

  // What the boxes and the readout show last: unchanged numbers skip the
  // hundred-odd boxes, an unchanged row of weights the readout.
  let shownNumbers = '';
  let shownReadout = '';

  return {
    update(current, state) {
      const shape = current.tokens.join('\u0000');
      if (shape !== structure) {
        structure = shape;
        shownNumbers = '';
        build(current);
      }
      const numbers = JSON.stringify([state.sentence, state.edits]);
      if (numbers !== shownNumbers) {
        shownNumbers = numbers;
        updateBoxes(current);
      }
      const readoutKey = JSON.stringify([current.labels, current.weights[state.queryIndex]]);
      if (readoutKey !== shownReadout) {
        shownReadout = readoutKey;
        renderReadout(current, state);
      }
      updateNotes(current, state);
    },
  };

  function updateBoxes(current) {
    const values = {
      x: current.embeddings,
      wq: current.projections.query,
      wk: current.projections.key,
      wv: current.projections.value,
    };
    const bases = {
      x: current.baseEmbeddings,
      wq: current.baseProjections.query,
      wk: current.baseProjections.key,
      wv: current.baseProjections.value,
    };
    for (const [key, box] of boxes) {
      const [matrix, rowIndex, columnIndex] = key.split('.');
      const value = values[matrix][rowIndex][columnIndex];
      // Only boxes whose number changed elsewhere are rewritten, so text
      // being typed (or a refused entry being fixed) is left alone.
      if (!sameFloat(value, valueOf(box))) {
        box.dataset.value = String(value);
        box.value = boxText(value);
        box.removeAttribute('aria-invalid');
        box.removeAttribute('aria-describedby');
      }
      const edited = !sameFloat(value, bases[matrix][rowIndex][columnIndex]);
      box.classList.toggle('is-edited', edited);
      const title = edited
        ? `changed from ${formatNumber(bases[matrix][rowIndex][columnIndex])}`
        : '';
      if (box.title !== title) box.title = title;
    }
  }

  function updateNotes(current, state) {
    const editCount = Object.keys(state.edits).length;
    setText(
      linkNote,
      editCount > 0 && !editsFitInUrl(state.edits)
        ? `These edits are not in the link: ${editCount} numbers are changed, and a link carries up to ${MAX_EDITS_IN_URL}. The sentence and settings still are.`
        : '',
    );
    const fliesToTime =
      current.isChapter &&
      state.separateProjections &&
      editCount === 1 &&
      sameFloat(state.edits['wk.0.1'] ?? NaN, FLIES_TO_TIME.edits['wk.0.1']);
    setText(presetNote, fliesToTime ? FLIES_TO_TIME.explanation : '');
    setHidden(presetNote, !fliesToTime);
    setHidden(sharedNote, state.separateProjections);
  }
}
