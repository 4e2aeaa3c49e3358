// "Edit the numbers": every entry of the embeddings X and of W_Q, W_K, W_V as
// a number box (number-box.js), presets, and a readout of the query's
// weights. An edit changes the state, and the core recomputes everything.
import { changeTracker } from '../../changes.js';
import { weightColours } from '../../dom/colour.js';
import { setAttribute, setHidden, setText } from '../../dom/patch.js';
import { el } from '../../dom/el.js';
import { projectionMatrices } from '../../dom/notation.js';
import { formatWeight, roundedWeight } from '../../text/numbers.js';
import { MAX_EDITS_IN_URL, editsFitInUrl } from '../../state/edits.js';
import { hiddenNumbers, isFliesToTime } from '../../state/state.js';
import { t, tNodes } from '../../text/text.js';
import { FINE_NUDGE, NUDGE, createNumberBox, showNumber } from './number-box.js';
import './editor.css';

/**
 * The projections' matrices: the state's name, the boxes' name (the letters
 * apart, as a screen reader spells W<sub>Q</sub>), the letter, the note.
 */
const PROJECTIONS = [
  ['wq', 'W Q', 'Q', 'editor.makesQueries'],
  ['wk', 'W K', 'K', 'editor.makesKeys'],
  ['wv', 'W V', 'V', 'editor.makesValues'],
];

// An embedding box's accessible name: a word that repeats is also named by its position.
function embeddingBoxName({ labels, tokens }, row, entry) {
  return labels[row] === tokens[row]
    ? t('editor.embeddingBox', { word: tokens[row], entry })
    : t('editor.repeatedEmbeddingBox', { word: tokens[row], position: row + 1, entry });
}

// A caption: the matrix (its name and symbol) and a quiet note.
const caption = (name, note) =>
  el('span', {}, ...name, el('span', { className: 'caption-note', text: ` ${t(note)}` }));

/**
 * @param {HTMLDetailsElement} panel  the "Edit the numbers" panel; closed, it is
 *   brought up to date only while the page is idle (see prepare)
 * @param {HTMLElement} container
 * @param {{
 *   onEdit: (entry: { matrix: string, row: number, column: number }, value: number,
 *     original: number) => string | null,
 *   onPreset: (name: 'chapter' | 'shared' | 'flies-to-time') => string | null,
 * }} handlers  both return an error message if the core refused the numbers;
 *   onEdit is told the entry's number before any edit too
 */
export function createEditorView(panel, container, { onEdit, onPreset }) {
  const status = el('p', { id: 'editor-status', className: 'editor-status', role: 'status' });
  const linkNote = el('p', { className: 'editor-link-note', role: 'status' });
  const presetNote = el('p', { className: 'preset-note', hidden: true });
  const sharedNote = el(
    'p',
    { className: 'editor-shared-note', hidden: true },
    ...tNodes('editor.sharedNote', projectionMatrices()),
  );
  // The query's weights: practice mode hides them until its prediction (base.css).
  const readout = el('div', { className: 'editor-readout shows-weights' });
  const grids = el('div', { className: 'editor-grids' });
  const say = (message) => {
    status.textContent = message;
  };

  const presetButton = (key, name) => {
    const button = el('button', { type: 'button', className: 'button', text: t(key) });
    button.addEventListener('click', () => {
      const error = onPreset(name);
      say(error === null ? '' : t('editor.presetRefused', { error }));
    });
    return button;
  };

  container.append(
    el('p', {
      className: 'section-note',
      text: t('editor.intro', { nudge: NUDGE, fineNudge: FINE_NUDGE }),
    }),
    el(
      'div',
      { className: 'presets', role: 'group', 'aria-label': t('editor.presets') },
      presetButton('editor.presetChapter', 'chapter'),
      presetButton('editor.presetShared', 'shared'),
      presetButton('editor.presetFliesToTime', 'flies-to-time'),
    ),
    presetNote,
    readout,
    status,
    linkNote,
    sharedNote,
    grids,
  );

  const edit = (entry, value) =>
    onEdit(entry, value, latest.model.baseMatrices[entry.matrix][entry.row][entry.column]);

  /** @type {{ entry: { matrix: string, row: number, column: number }, box: HTMLInputElement }[]} */
  let boxes = [];

  function grid(matrix, rowLabels, boxLabel, captionNode) {
    const columns = Array.from({ length: boxColumns }, (_, index) => index);
    const box = (row, column) => {
      const entry = { matrix, row, column };
      const input = createNumberBox(entry, boxLabel(row, column + 1), { onEdit: edit, say });
      boxes.push({ entry, box: input });
      return input;
    };
    return el(
      'div',
      { className: 'editor-card' },
      el(
        'table',
        { className: 'number-grid', dir: 'ltr' },
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
    const { labels } = model;
    const projectionRows = model.matrices.wq.map((_, row) => String(row + 1));
    const embeddings = tNodes('editor.embeddingsCaption', { matrix: el('var', { text: 'X' }) });
    grids.replaceChildren(
      grid(
        'x',
        labels,
        (row, entry) => embeddingBoxName(model, row, entry),
        caption(embeddings, 'editor.embeddingsNote'),
      ),
      el(
        'div',
        { className: 'editor-projections' },
        ...PROJECTIONS.map(([matrix, name, letter, note]) =>
          grid(
            matrix,
            projectionRows,
            (row, column) => t('editor.projectionBox', { matrix: name, row: row + 1, column }),
            caption([el('var', { text: 'W' }), el('sub', { text: letter })], note),
          ),
        ),
      ),
    );
  }

  // Other words as many as before: the same boxes, X's rows and boxes renamed.
  function relabel(model) {
    grids
      .querySelector('.number-grid tbody')
      .querySelectorAll('th[scope="row"]')
      .forEach((header, row) => setText(header, model.labels[row]));
    for (const { entry, box } of boxes) {
      if (entry.matrix !== 'x') continue;
      setAttribute(box, 'aria-label', embeddingBoxName(model, entry.row, entry.column + 1));
    }
  }

  // The readout's rows, one per key, built for the words and the query:
  // a new model writes its weights into them, so an edit makes no element.
  let readoutRows = [];
  function buildReadout(model, i) {
    readoutRows = model.labels.map((label) => {
      const value = el('span', { className: 'readout-value' });
      const item = el(
        'li',
        { className: 'readout-weight' },
        el('span', { className: 'readout-token', text: label, dir: 'auto' }),
        value,
      );
      return { item, value };
    });
    readout.replaceChildren(
      el('p', { className: 'readout-title' }, t('editor.readoutTitle', { word: model.labels[i] })),
      el(
        'ul',
        {
          className: 'readout-weights',
          'aria-label': t('editor.readoutName', { word: model.labels[i] }),
        },
        ...readoutRows.map(({ item }) => item),
      ),
    );
  }

  // `isHidden(j)`: practice mode still asks for the weight of key j (shown as ?).
  function renderReadout(model, i, isHidden) {
    if (changes.changed('readoutWords', model.labels, i)) buildReadout(model, i);
    model.weights[i].forEach((weight, index) => {
      const hidden = isHidden(index);
      const colours = weightColours(hidden ? 0 : roundedWeight(weight));
      const { item, value } = readoutRows[index];
      setText(value, hidden ? '?' : formatWeight(weight));
      item.style.setProperty('--cell', colours.background);
      item.style.setProperty('--cell-text', colours.text);
    });
  }

  function updateNotes(numbers) {
    const editCount = numbers.edits.length;
    setText(
      linkNote,
      editCount > 0 && !editsFitInUrl(numbers.edits)
        ? t('editor.notInLink', { count: editCount, max: MAX_EDITS_IN_URL })
        : '',
    );
    const fliesToTime = isFliesToTime(numbers);
    if (fliesToTime !== !presetNote.hidden) {
      presetNote.replaceChildren(
        ...(fliesToTime ? tNodes('editor.fliesToTime', projectionMatrices()) : []),
      );
    }
    setHidden(presetNote, !fliesToTime);
    setHidden(sharedNote, numbers.separateProjections);
  }

  // A new number of words rebuilds the boxes, other words rename X's, a new
  // model refills them, and the readout follows the model and the query.
  const changes = changeTracker();
  let latest = null;

  function show({ model, selection }) {
    const newWords = changes.changed('words', model.words);
    if (changes.changed('boxes', model.tokens.length, model.matrices.x[0].length)) build(model);
    else if (newWords) relabel(model);
    if (changes.changed('numbers', model)) {
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
    const hidden = hiddenNumbers(selection);
    const hiddenKey = [hidden.key, selection.focusedKeyIndex];
    if (changes.changed('readout', model, selection.queryIndex, ...hiddenKey)) {
      renderReadout(model, selection.queryIndex, hidden.weight);
    }
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
