// Word to word: the sentence twice, queries on the left and keys on the
// right, with a line from every query to every key whose opacity is the
// weight (one head, the way BertViz's head view draws it). The chosen
// query's lines stand out; hovering or focusing a word leaves only its
// lines. The words are buttons: a query picks the query, a key the focused
// key, as a matrix cell does.
import { el } from '../../dom/el.js';
import { formatWeight } from '../../text/numbers.js';
import { svg } from '../../dom/svg.js';
import { t } from '../../text/text.js';
import { changeTracker } from '../../changes.js';
import { hiddenNumbers } from '../../state/state.js';
import './lines.css';

// The text alternative names each query's two strongest keys (one, for a
// sentence of one word).
// `isHidden(j)`: practice mode still asks for the weight of key j (shown as ?).
function strongestSentence(model, i, isHidden) {
  const [first, second] = model.weights[i]
    .map((weight, j) => ({ key: model.labels[j], weight, shown: isHidden(j) ? '?' : null }))
    .sort((a, b) => b.weight - a.weight);
  const named = {
    query: model.labels[i],
    first: first.key,
    firstWeight: first.shown ?? formatWeight(first.weight),
  };
  if (second === undefined) return t('lines.looksMostAtOne', named);
  return t('lines.looksMostAtTwo', {
    ...named,
    second: second.key,
    secondWeight: second.shown ?? formatWeight(second.weight),
  });
}

// The index a mark was on before, if it was on these words' elements (new
// words have new elements, with no mark to take off).
const previousOn = (words, [previousWords, index] = []) =>
  previousWords === words ? index : undefined;

/**
 * @param {HTMLElement} container
 * @param {{ onSelectQuery: (index: number) => void, onPickKey: (index: number) => void }} handlers
 */
export function createLinesView(container, { onSelectQuery, onPickKey }) {
  const queries = el('div', { className: 'line-words is-queries', role: 'group' });
  const keys = el('div', { className: 'line-words is-keys', role: 'group' });
  queries.setAttribute('aria-label', t('lines.queries'));
  keys.setAttribute('aria-label', t('lines.keys'));
  // One unit per word vertically; stretched to the words' height by CSS.
  const picture = svg('svg', {
    class: 'lines-svg',
    preserveAspectRatio: 'none',
    'aria-hidden': 'true',
  });
  const summary = el('ul', { className: 'lines-summary' });
  const board = el('div', { className: 'lines-board' }, queries, picture, keys);
  container.append(
    el(
      'figure',
      { className: 'picture lines-figure', 'aria-labelledby': 'lines-title' },
      el(
        'figcaption',
        {},
        el('h3', { id: 'lines-title', className: 'picture-title', text: t('lines.title') }),
        el('p', { className: 'picture-note', text: t('lines.note') }),
      ),
      board,
      el(
        'details',
        { className: 'lines-text' },
        el('summary', { text: t('lines.textSummary') }),
        summary,
      ),
    ),
  );

  let rowsOfLines = [];
  let queryButtons = [];
  let keyButtons = [];
  let isolated = [];
  const changes = changeTracker();

  // Only the lines of one word (or all again, for null). While they are
  // another word's than the chosen query's or key's, those two lose their
  // marks: bold "arrow" beside the lines of "an" would read as an's.
  function isolate(lines, ofSelection = false) {
    for (const line of isolated) line.classList.remove('is-isolated');
    isolated = lines ?? [];
    for (const line of isolated) line.classList.add('is-isolated');
    picture.classList.toggle('is-isolating', lines !== null);
    board.classList.toggle('is-isolating-other', lines !== null && !ofSelection);
  }

  function wordButtons(labels, nameKey, linesOf, onClick) {
    return labels.map((label, index) => {
      const button = el('button', {
        type: 'button',
        className: 'line-word',
        tabindex: '-1',
        'aria-label': t(nameKey, { word: label }),
        text: label,
        dir: 'auto',
      });
      button.addEventListener('click', () => onClick(index));
      for (const event of ['pointerenter', 'focus']) {
        button.addEventListener(event, () =>
          isolate(linesOf(index), button.getAttribute('aria-current') === 'true'),
        );
      }
      for (const event of ['pointerleave', 'blur']) {
        button.addEventListener(event, () => isolate(null));
      }
      return button;
    });
  }

  function build(labels) {
    const n = labels.length;
    picture.setAttribute('viewBox', `0 0 100 ${n}`);
    board.style.setProperty('--rows', String(n));
    rowsOfLines = labels.map((_, i) =>
      labels.map((_, j) =>
        svg('line', {
          class: 'word-line',
          x1: 0,
          y1: i + 0.5,
          x2: 100,
          y2: j + 0.5,
          'data-query': i,
          'data-key': j,
        }),
      ),
    );
    picture.replaceChildren(
      ...rowsOfLines.map((lines) => svg('g', { class: 'query-lines' }, ...lines)),
    );
    queryButtons = wordButtons(labels, 'lines.queryWord', (i) => rowsOfLines[i], onSelectQuery);
    keyButtons = wordButtons(
      labels,
      'lines.keyWord',
      (j) => rowsOfLines.map((lines) => lines[j]),
      onPickKey,
    );
    queries.replaceChildren(...queryButtons);
    keys.replaceChildren(...keyButtons);
    for (const buttons of [queryButtons, keyButtons]) {
      buttons.forEach((button, index) =>
        button.addEventListener('keydown', (event) => moveFocus(event, buttons, index)),
      );
    }
  }

  // Practice mode: the queries not yet predicted (`hiddenRows`) have no
  // lines and no sentence, and the query's weight its box asks for is ?.
  function showWeights(model, { queryIndex, hiddenRows = [], ...selection }) {
    const hidden = hiddenNumbers({ queryIndex, ...selection });
    model.weights.forEach((row, i) =>
      row.forEach((weight, j) => {
        const line = rowsOfLines[i][j];
        const shown = hiddenRows.includes(i) ? 0 : weight;
        line.setAttribute('stroke-opacity', String(shown));
        line.dataset.weight = String(shown);
      }),
    );
    const noneHidden = () => false;
    summary.replaceChildren(
      ...model.labels.flatMap((_, i) =>
        hiddenRows.includes(i)
          ? []
          : [
              el('li', {
                text: strongestSentence(model, i, i === queryIndex ? hidden.weight : noneHidden),
              }),
            ],
      ),
    );
  }

  // Up and down move between the words of one side; each side is one tab stop.
  function moveFocus(event, buttons, index) {
    const moves = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: buttons.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const target = buttons[Math.min(Math.max(moves[event.key], 0), buttons.length - 1)];
    setTabStop(buttons, target);
    target.focus();
  }

  function setTabStop(buttons, target) {
    for (const button of buttons) button.tabIndex = button === target ? 0 : -1;
  }

  // `previous`: the index marked before on these buttons (undefined: none).
  function mark(buttons, index, previous) {
    buttons[previous]?.removeAttribute('aria-current');
    buttons[index].setAttribute('aria-current', 'true');
    if (!buttons.includes(document.activeElement)) setTabStop(buttons, buttons[index]);
  }

  return {
    update(model, selection) {
      const { queryIndex, focusedKeyIndex } = selection;
      if (changes.changed('words', model.words)) build(model.labels);
      // A new model comes with new words, so new lines get their weights.
      const hiddenKey = [hiddenNumbers(selection).key, selection.hiddenRows?.join(), queryIndex];
      if (changes.changed('weights', model, ...hiddenKey, focusedKeyIndex)) {
        showWeights(model, selection);
      }
      if (changes.changed('query', model.words, queryIndex)) {
        const previous = previousOn(model.words, changes.previous('query'));
        picture.children[previous]?.classList.remove('is-current');
        picture.children[queryIndex].classList.add('is-current');
        mark(queryButtons, queryIndex, previous);
      }
      if (changes.changed('key', model.words, focusedKeyIndex)) {
        mark(keyButtons, focusedKeyIndex, previousOn(model.words, changes.previous('key')));
      }
    },
  };
}
