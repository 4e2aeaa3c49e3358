// What the Download figure fold beside the matrix, the softmax bars, the
// weighted-average plane and the word-to-word lines holds: SVG and PNG
// buttons and a choice of dark colours (light by default, whatever the
// page's theme). It loads when a fold is first opened (figure-fold.js), with
// its words and the figures' (text/<lang>/figures.js); the code that makes
// figures (figures/) loads the first time a button is pressed.
import { el } from '../../dom/el.js';
import { t } from '../../text/text.js';
import './figure-download.css';

/**
 * Fills a Download figure fold (figure-fold.js built it and its summary).
 * @param {HTMLDetailsElement} element
 * @param {'matrix' | 'softmax' | 'plane' | 'lines'} kind
 * @param {() => { model: object, selection: object }} current  the state on screen
 */
export function fillFigureDownload(element, kind, current) {
  const dark = el('input', { type: 'checkbox', className: 'figure-dark' });
  const status = el('p', { className: 'figure-status', 'aria-live': 'polite' });
  const button = (format, key) => {
    const control = el('button', {
      type: 'button',
      className: 'button figure-button',
      text: t(key),
      dataset: { format },
    });
    control.addEventListener('click', () => download(format));
    return control;
  };
  element.append(
    el(
      'div',
      {
        className: 'figure-options',
        role: 'group',
        'aria-label': t('figures.of', { picture: t(`figures.${kind}`) }),
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
      // The figure code and its words (in the shown language) load on first use.
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
}
