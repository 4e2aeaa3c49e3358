// The n × n weight matrix: rows are queries, columns are keys, every cell a
// button coloured by its weight and named by its pair ("flies → arrow:
// 0.80"). One roving tab stop; arrow keys move within the matrix and
// Enter/Space picks a cell (query = its row, key = its column), which is
// then marked apart from the rest of its row. Under the causal mask the
// hidden pairs are crossed out and named "masked".
import { colourByWeight, viridisGradient } from '../../dom/colour.js';
import { el } from '../../dom/el.js';
import { formatWeight, roundedWeight } from '../../text/numbers.js';
import { setText } from '../../dom/patch.js';
import { t } from '../../text/text.js';
import { changeTracker } from '../../changes.js';
import { afterContentPainted } from '../../schedule.js';
import { singleHeadParts } from '../../model/model.js';
import './matrix.css';
import { hiddenNumbers } from '../../state/state.js';

/**
 * @param {HTMLElement} container
 * @param {{ onSelect: (queryIndex: number, keyIndex: number) => void }} handlers
 */
export function createMatrixView(container, { onSelect }) {
  const table = el('table', {
    className: 'weight-matrix',
    'aria-labelledby': 'matrix-title',
  });
  const head = el('thead');
  const body = el('tbody');
  table.append(head, body);
  const legend = el(
    'div',
    { className: 'legend', dir: 'ltr' },
    el('span', { className: 'legend-label', text: '0' }),
    el('span', {
      className: 'legend-ramp',
      role: 'img',
      'aria-label': t('matrix.legendRamp'),
    }),
    el('span', { className: 'legend-label', text: '1' }),
  );
  legend.querySelector('.legend-ramp').style.backgroundImage = viridisGradient();
  // Matrices keep their left-to-right order on a right-to-left page, and so
  // does the box that scrolls a wide one: it opens on the first key, not the Sum.
  const scroller = el('div', { className: 'matrix-scroll', dir: 'ltr' }, table);
  // Said in words: on a phone the last keys and the Sum column sit past the
  // edge, and nothing else shows that the table moves.
  const scrollHint = el('p', {
    className: 'scroll-hint',
    text: t('matrix.scrollHint'),
    hidden: true,
  });
  container.append(scroller, scrollHint, legend);
  // A new width or a new sentence resizes the box or the table.
  const overflowWatch = new ResizeObserver(() => {
    scrollHint.hidden = scroller.scrollWidth <= scroller.clientWidth;
  });
  afterContentPainted(() => {
    overflowWatch.observe(scroller);
    overflowWatch.observe(table);
  });

  /** @type {HTMLButtonElement[][]} */
  let cells = [];
  let labels = [];
  let rowSumCells = [];
  let rowElements = [];
  // A new number of words rebuilds the table, other words relabel it, a new
  // model rewrites its numbers, a new selection moves the marks.
  const changes = changeTracker();
  // The one cell reachable with Tab.
  let tabStop = null;

  function build(tokens) {
    // Many columns: smaller cells (see .weight-matrix.is-large).
    table.classList.toggle('is-large', tokens.length > 8);
    const corner = el(
      'td',
      { className: 'matrix-corner' },
      el('span', { text: t('matrix.cornerQuery') }),
      el('span', { text: t('matrix.cornerKey') }),
    );
    head.replaceChildren(
      el(
        'tr',
        {},
        corner,
        ...tokens.map((token) => el('th', { scope: 'col', text: token, dir: 'auto' })),
        el('th', { scope: 'col', className: 'row-sum', text: t('matrix.sum') }),
      ),
    );
    cells = [];
    labels = tokens;
    rowSumCells = [];
    tabStop = null;
    rowElements = tokens.map((token, rowIndex) => {
      const rowCells = tokens.map((_, columnIndex) => {
        const button = el('button', { type: 'button', className: 'weight-cell', tabindex: '-1' });
        // One text node for good: changing its data is cheaper than new text.
        button.append(document.createTextNode(''));
        button.addEventListener('click', () => onSelect(rowIndex, columnIndex));
        button.addEventListener('keydown', (event) => moveFocus(event, rowIndex, columnIndex));
        return button;
      });
      cells.push(rowCells);
      const sumCell = el('td', { className: 'row-sum' });
      rowSumCells.push(sumCell);
      return el(
        'tr',
        {},
        el('th', { scope: 'row', text: token, dir: 'auto' }),
        ...rowCells.map((button) => el('td', {}, button)),
        sumCell,
      );
    });
    body.replaceChildren(...rowElements);
  }

  // Other words as many as before: the same cells, their headers renamed,
  // which costs a fraction of a new table of n² buttons (a sentence of 16).
  function relabel(tokens) {
    labels = tokens;
    // The words' headers, in order: the columns' (keys), then the rows' (queries).
    table
      .querySelectorAll('th[dir]')
      .forEach((header, index) => setText(header, tokens[index % tokens.length]));
  }

  function moveFocus(event, rowIndex, columnIndex) {
    const size = cells.length;
    const moves = {
      ArrowUp: [rowIndex - 1, columnIndex],
      ArrowDown: [rowIndex + 1, columnIndex],
      ArrowLeft: [rowIndex, columnIndex - 1],
      ArrowRight: [rowIndex, columnIndex + 1],
      Home: [rowIndex, 0],
      End: [rowIndex, size - 1],
    };
    const target = moves[event.key];
    if (!target) return;
    event.preventDefault();
    const [r, c] = target.map((index) => Math.min(Math.max(index, 0), size - 1));
    moveTabStop(cells[r][c]);
    cells[r][c].focus();
  }

  function moveTabStop(cell) {
    if (cell === tabStop) return;
    if (tabStop) tabStop.tabIndex = -1;
    cell.tabIndex = 0;
    tabStop = cell;
  }

  // The numbers and their colours. Like setText, only a change is written:
  // rewriting 256 cells would make the browser restyle or lay the whole
  // table out again. The colour follows the number shown, so a cell changes
  // only when its two decimals do.
  function showNumbers(model, hiddenRows, askedRow) {
    model.weights.forEach((weightsOfRow, rowIndex) => {
      // Practice mode: the row of a query not yet predicted shows ?, and so
      // does the query's row while its weight box asks for one of it
      // (`askedRow`: the other weights and the sum would give it back).
      const notPredicted = hiddenRows.includes(rowIndex);
      const asked = askedRow !== null && rowIndex === askedRow.queryIndex;
      const hidden = notPredicted || asked;
      weightsOfRow.forEach((weight, columnIndex) => {
        const button = cells[rowIndex][columnIndex];
        // A key the causal mask hides is crossed out, not a bare 0.00.
        const masked = !hidden && model.masked[rowIndex][columnIndex];
        const text = hidden ? '?' : masked ? '×' : formatWeight(weight);
        const label = button.firstChild;
        if (label.data !== text) {
          label.data = text;
          button.classList.toggle('is-masked', masked);
          colourByWeight(button, masked || hidden ? 0 : roundedWeight(weight));
        }
        // The cell's name says which pair it is, and why a ? is there; its
        // text alone is a number. A ? may stay while its reason changes.
        const pair = { query: labels[rowIndex], key: labels[columnIndex], weight: text };
        if (asked) pair.target = labels[askedRow.keyIndex];
        const name = notPredicted
          ? 'cellNameHidden'
          : asked
            ? 'cellNameAsked'
            : masked
              ? 'cellNameMasked'
              : 'cellName';
        const accessibleName = t(`matrix.${name}`, pair);
        if (button.getAttribute('aria-label') !== accessibleName) {
          button.setAttribute('aria-label', accessibleName);
        }
      });
      setText(rowSumCells[rowIndex], hidden ? '?' : formatWeight(model.rowSums[rowIndex]));
    });
  }

  function markCell(cell, isFocused) {
    if (!cell) return;
    cell.classList.toggle('is-focused', isFocused);
    if (isFocused) cell.setAttribute('aria-current', 'true');
    else cell.removeAttribute('aria-current');
  }

  return {
    update(model, selection) {
      const { queryIndex, focusedKeyIndex, hiddenRows = [] } = selection;
      const renamed = changes.changed('words', model.words);
      if (renamed) {
        if (cells.length === model.labels.length) relabel(model.labels);
        else build(model.labels);
      }
      const { exerciseKeyIndex } = selection;
      const askedRow =
        hiddenNumbers(selection).weightSum && !hiddenRows.includes(queryIndex)
          ? { queryIndex, keyIndex: exerciseKeyIndex }
          : null;
      const asked = askedRow && [queryIndex, exerciseKeyIndex].join();
      const numbers = [...singleHeadParts(model), hiddenRows.join(), asked];
      // Other words: every cell's name is written again (its pair has new words).
      if (changes.changed('numbers', ...numbers) || renamed) {
        showNumbers(model, hiddenRows, askedRow);
      }
      // The marks are on the table's rows and cells, kept by a relabel.
      if (changes.changed('query row', rowElements, queryIndex)) {
        // The rows of a new table have no mark to take off.
        const [rows, previousQuery] = changes.previous('query row') ?? [];
        if (rows === rowElements) rowElements[previousQuery].classList.remove('is-query');
        rowElements[queryIndex].classList.add('is-query');
      }
      const focusedCell = cells[queryIndex][focusedKeyIndex];
      if (changes.changed('focused cell', cells, queryIndex, focusedKeyIndex)) {
        const [table, previousQuery, previousKey] = changes.previous('focused cell') ?? [];
        if (table === cells) markCell(cells[previousQuery][previousKey], false);
        markCell(focusedCell, true);
      }
      // The tab stop sits on the selected cell unless focus is inside the
      // matrix; after a click the clicked cell keeps it.
      const focusInside = table.contains(document.activeElement);
      moveTabStop(focusInside ? document.activeElement : focusedCell);
    },
  };
}
