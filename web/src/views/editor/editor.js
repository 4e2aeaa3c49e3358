// "Edit the numbers": every entry of the embeddings X and of W_Q, W_K, W_V as
// a number box (number-box.js), presets, and a readout of the query's
// weights. An edit changes the state, and the core recomputes everything.
import { weightColours } from '../../dom/colour.js';
import { patchChildren, setHidden, setText } from '../../dom/patch.js';
import { el } from '../../dom/el.js';
import { formatWeight } from '../../text/numbers.js';
import { MAX_EDITS_IN_URL, editsFitInUrl } from '../../state/edits.js';
import { isFliesToTime } from '../../state/state.js';
import { FINE_NUDGE, NUDGE, createNumberBox, showNumber } from './number-box.js';
import './editor.css';

/** Why "Make flies attend to time" works (shown with it). */
const FLIES_TO_TIME_EXPLANATION =
  'Changing the single weight W_K row 1, column 2 from −2 to 1 rebuilds the second entry of every key, the only entry the query of “flies”, [0, 3, 0, 0], looks at, so the key of “time” rises to [2, 3, 0, 1] (score 9) while the key of “arrow” falls to [0, −1.5, 0, 0] (score −4.5).';

const PROJECTIONS = [
  ['wq', 'query', 'W_Q', 'Q'],
  ['wk', 'key', 'W_K', 'K'],
  ['wv', 'value', 'W_V', 'V'],
];

// A caption: a letter (with subscript) and a quiet note.
const caption = (text, letter, subscript, note) =>
  el(
    'span',
    {},
    text,
    el('var', { text: letter }),
    subscript ? el('sub', { text: subscript }) : null,
    el('span', { className: 'caption-note', text: note }),
  );

/**
 * @param {HTMLDetailsElement} panel  the "Edit the numbers" panel; closed, it is
 *   brought up to date only while the page is idle (see prepare)
 * @param {HTMLElement} container
 * @param {{
 *   onEdit: (entry: { matrix: string, row: number, column: number }, value: number) => string | null,
 *   onPreset: (name: 'chapter' | 'shared' | 'flies-to-time') => string | null,
 * }} handlers  both return an error message if the core refused the numbers
 */
export function createEditorView(panel, container, { onEdit, onPreset }) {
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
  const say = (message) => {
    status.textContent = message;
  };

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
      text: `Change any number and the core recomputes the queries, keys, values and every weight at once. Type a value and press Enter (or move on to another box), or use ↑ and ↓ to nudge it by ${NUDGE} (with Shift, by ${FINE_NUDGE}).`,
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

  /** @type {{ entry: { matrix: string, row: number, column: number }, box: HTMLInputElement }[]} */
  let boxes = [];

  function grid(matrix, rowLabels, boxLabel, captionNode) {
    const columns = Array.from({ length: boxColumns }, (_, index) => index);
    const box = (row, column) => {
      const entry = { matrix, row, column };
      const input = createNumberBox(entry, boxLabel(row, column + 1), { onEdit, say });
      boxes.push({ entry, box: input });
      return input;
    };
    return el(
      'div',
      { className: 'editor-card' },
      el(
        'table',
        { className: 'number-grid' },
        el('caption', {}, captionNode),
        el(
          'thead',
          {},
          el(
            'tr',
            {},
            el('td'),
            ...columns.map((column) => el('th', { scope: 'col', text: String(column + 1) })),
          ),
        ),
        el(
          'tbody',
          {},
          ...rowLabels.map((rowLabel, row) =>
            el(
              'tr',
              {},
              el('th', { scope: 'row', text: rowLabel, dir: 'auto' }),
              ...columns.map((column) => el('td', {}, box(row, column))),
            ),
          ),
        ),
      ),
    );
  }

  let boxColumns = 0;
  function build(model) {
    boxes = [];
    boxColumns = model.matrices.x[0].length;
    const { labels, tokens } = model;
    const embeddingName = (row) =>
      labels[row] === tokens[row] ? tokens[row] : `${tokens[row]} (word ${row + 1})`;
    const projectionRows = model.matrices.wq.map((_, row) => String(row + 1));
    grids.replaceChildren(
      grid(
        'x',
        labels,
        (row, column) => `embedding of ${embeddingName(row)}, entry ${column}`,
        caption('Embeddings ', 'X', null, ' one row per word'),
      ),
      el(
        'div',
        { className: 'editor-projections' },
        ...PROJECTIONS.map(([matrix, role, name, letter]) =>
          grid(
            matrix,
            projectionRows,
            (row, column) => `${name} row ${row + 1} column ${column}`,
            caption('', 'W', letter, ` makes each ${role}`),
          ),
        ),
      ),
    );
  }

  function renderReadout(model, i) {
    patchChildren(readout, [
      el('p', { className: 'readout-title' }, `Weights of “${model.labels[i]}” now:`),
      el(
        'ul',
        { className: 'readout-weights', 'aria-label': `Weights of ${model.labels[i]}` },
        ...model.weights[i].map((weight, index) => {
          const colours = weightColours(Number(formatWeight(weight)));
          const item = el(
            'li',
            { className: 'readout-weight' },
            el('span', { className: 'readout-token', text: model.labels[index], dir: 'auto' }),
            el('span', { className: 'readout-value', text: formatWeight(weight) }),
          );
          item.style.setProperty('--cell', colours.background);
          item.style.setProperty('--cell-text', colours.text);
          return item;
        }),
      ),
    ]);
  }

  function updateNotes(numbers) {
    const editCount = numbers.edits.length;
    setText(
      linkNote,
      editCount > 0 && !editsFitInUrl(numbers.edits)
        ? `These edits are not in the link: ${editCount} numbers are changed, and a link carries up to ${MAX_EDITS_IN_URL}. The sentence and settings still are.`
        : '',
    );
    const fliesToTime = isFliesToTime(numbers);
    setText(presetNote, fliesToTime ? FLIES_TO_TIME_EXPLANATION : '');
    setHidden(presetNote, !fliesToTime);
    setHidden(sharedNote, numbers.separateProjections);
  }

  // What is shown: new words rebuild the boxes, a new model refills them,
  // and the readout follows the model and the query.
  const shown = { words: null, model: null, queryIndex: null };
  let latest = null;

  function show({ model, selection }) {
    if (model.words !== shown.words) {
      shown.words = model.words;
      build(model);
    }
    if (model !== shown.model) {
      for (const { entry, box } of boxes) {
        const { matrix, row, column } = entry;
        showNumber(
          box,
          model.matrices[matrix][row][column],
          model.baseMatrices[matrix][row][column],
        );
      }
      updateNotes(model.numbers);
    }
    if (model !== shown.model || selection.queryIndex !== shown.queryIndex) {
      renderReadout(model, selection.queryIndex);
    }
    shown.model = model;
    shown.queryIndex = selection.queryIndex;
  }

  panel.addEventListener('toggle', () => {
    if (panel.open && latest) show(latest);
  });

  return {
    /** Shows the numbers now if the panel is open; otherwise keeps them for later. */
    update(model, selection) {
      latest = { model, selection };
      if (panel.open) show(latest);
    },
    /**
     * Idle time: builds and fills the closed panel (its hundred-odd number
     * boxes), so opening it costs little more than a paint. Returns false:
     * nothing is left to do afterwards.
     */
    prepare() {
      if (latest) show(latest);
      return false;
    },
  };
}
