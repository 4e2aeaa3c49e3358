// The Download figure control beside the matrix, the softmax bars, the
// weighted-average plane and the word-to-word lines: a fold with SVG and
// PNG buttons and a choice of dark colours (light by default, whatever the
// page's theme). It is small and on the first screen; the code that makes
// figures (figures/) loads the first time a button is pressed.
import { el } from '../../dom/el.js';
import { t } from '../../text/text.js';
import './figure-download.css';

const PICTURE_NAMES = {
  matrix: 'figures.matrixName',
  softmax: 'figures.softmaxName',
  plane: 'figures.planeName',
  lines: 'figures.linesName',
};

/**
 * @param {'matrix' | 'softmax' | 'plane' | 'lines'} kind
 * @param {() => { model: object, selection: object }} current  the state on screen
 */
export function createFigureDownload(kind, current) {
  const dark = el('input', { type: 'checkbox', className: 'figure-dark' });
  const status = el('p', { className: 'figure-status', 'aria-live': 'polite' });
  const button = (format, key) => {
    const element = el('button', {
      type: 'button',
      className: 'button figure-button',
      text: t(key),
      dataset: { format },
    });
    element.addEventListener('click', () => download(format));
    return element;
  };
  const element = el(
    'details',
    { className: 'figure-download', dataset: { figure: kind } },
    el('summary', { text: t('figures.download') }),
    el(
      'div',
      {
        className: 'figure-options',
        role: 'group',
        'aria-label': t('figures.downloadOf', { picture: t(PICTURE_NAMES[kind]) }),
      },
      button('svg', 'figures.svg'),
      button('png', 'figures.png'),
      el('label', { className: 'figure-theme' }, dark, t('figures.dark')),
    ),
    status,
  );

  async function download(format) {
    status.textContent = t('figures.saving');
    try {
      const { downloadFigure } = await import('../../figures/download.js');
      const { model, selection } = current();
      const file = await downloadFigure(kind, format, model, selection, {
        theme: dark.checked ? 'dark' : 'light',
      });
      status.textContent = t('figures.saved', { file });
    } catch (error) {
      status.textContent = t('figures.failed', { message: error?.message ?? String(error) });
    }
  }
  return element;
}
