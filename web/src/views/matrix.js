// The n × n weight matrix: rows are queries, columns are keys, every cell a
// button coloured by its weight. One roving tab stop; arrow keys move within
// the matrix and Enter/Space picks a cell (query = its row, key = its column).
import { colourByWeight, viridisGradient } from '../colour.js';
import { el, formatWeight } from '../format.js';
import { setText } from '../patch.js';

/**
 * @param {HTMLElement} container
 * @param {{ onSelect: (queryIndex: number, keyIndex: number) => void }} handlers
 */
export function createMatrixView(container, { onSelect }) {
  const table = el('table', { className: 'weight-matrix', 'aria-labelledby': 'matrix-title' });
  const head = el('thead');
  const body = el('tbody');
  table.append(head, body);
  const legend = el(
    'div',
    { className: 'legend' },
    el('span', { className: 'legend-label', text: '0' }),
    el('span', {
      className: 'legend-ramp',
      role: 'img',
      'aria-label':
        'Colour scale from dark purple for weight 0 through teal to yellow for weight 1',
    }),
    el('span', { className: 'legend-label', text: '1' }),
  );
  legend.querySelector('.legend-ramp').style.backgroundImage = viridisGradient();
  container.append(el('div', { className: 'matrix-scroll' }, table), legend);

  /** @type {HTMLButtonElement[][]} */
  let cells = [];
  let rowSumCells = [];
  let rowElements = [];
  let built = '';
  // Each cell's colour level (null: none yet).
  let shownLevels = [];

  function build(tokens) {
    // Many columns: smaller cells (see .weight-matrix.is-large).
    table.classList.toggle('is-large', tokens.length > 8);
    const corner = el(
      'td',
      { className: 'matrix-corner' },
      el('span', { text: 'query ↓' }),
      el('span', { text: 'key →' }),
    );
    head.replaceChildren(
      el(
        'tr',
        {},
        corner,
        ...tokens.map((token) => el('th', { scope: 'col', text: token, dir: 'auto' })),
        el('th', { scope: 'col', className: 'row-sum', text: 'Sum' }),
      ),
    );
    cells = [];
    rowSumCells = [];
    shownLevels = tokens.map(() => tokens.map(() => null));
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
    cells[rowIndex][columnIndex].tabIndex = -1;
    cells[r][c].tabIndex = 0;
    cells[r][c].focus();
  }

  // Like setText, only a change is written: rewriting 256 cells would make
  // the browser restyle or lay the whole table out again.
  const setTabIndex = (button, value) => {
    if (button.tabIndex !== value) button.tabIndex = value;
  };

  return {
    update(model, state) {
      const shape = model.labels.join('\u0000');
      if (shape !== built) {
        built = shape;
        build(model.labels);
      }
      const focusInside = table.contains(document.activeElement);
      model.weights.forEach((weightsOfRow, rowIndex) => {
        const isQuery = rowIndex === state.queryIndex;
        rowElements[rowIndex].classList.toggle('is-query', isQuery);
        weightsOfRow.forEach((weight, columnIndex) => {
          const button = cells[rowIndex][columnIndex];
          // The colour follows the number shown, so a cell changes only when
          // its two decimals do (a 16-token sentence has 256 cells).
          const text = formatWeight(weight);
          const label = button.firstChild;
          if (label.data !== text) {
            label.data = text;
            shownLevels[rowIndex][columnIndex] = colourByWeight(
              button,
              Number(text),
              shownLevels[rowIndex][columnIndex],
            );
          }
          const isFocused = isQuery && columnIndex === state.focusedKeyIndex;
          if (button.classList.contains('is-focused') !== isFocused) {
            button.classList.toggle('is-focused', isFocused);
            if (isFocused) button.setAttribute('aria-current', 'true');
            else button.removeAttribute('aria-current');
          }
          // Keep the tab stop on the selected cell unless focus is inside the matrix;
          // after a click the clicked cell keeps the single tab stop.
          setTabIndex(
            button,
            (focusInside ? button === document.activeElement : isFocused) ? 0 : -1,
          );
        });
        setText(rowSumCells[rowIndex], formatWeight(model.rowSums[rowIndex]));
      });
    },
  };
}
