// The Download figure control beside the matrix, the softmax bars, the
// weighted-average plane and the word-to-word lines: a fold with SVG and
// PNG buttons and a choice of dark colours (light by default, whatever the
// page's theme). It is small and on the first screen (words: text/<lang>/
// download.js); the code that makes figures (figures/) and its words
// (figures.js) load the first time a button is pressed.
import { el } from '../../dom/el.js';
import { t } from '../../text/text.js';
import { loadPartWords } from '../language/language.js';
import './figure-download.css';

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
    el('summary', { text: t('download.title') }),
    el(
      'div',
      {
        className: 'figure-options',
        role: 'group',
        'aria-label': t('download.of', { picture: t(`download.${kind}`) }),
      },
      button('svg', 'download.svg'),
      button('png', 'download.png'),
      el('label', { className: 'figure-theme' }, dark, t('download.dark')),
    ),
    status,
  );

  async function download(format) {
    status.textContent = t('download.saving');
    try {
      // The figure code and its words (in the shown language) load on first use.
      const [{ downloadFigure }] = await Promise.all([
        import('../../figures/download.js'),
        loadPartWords('figures'),
      ]);
      const { model, selection } = current();
      const file = await downloadFigure(kind, format, model, selection, {
        theme: dark.checked ? 'dark' : 'light',
      });
      status.textContent = t('download.saved', { file });
    } catch (error) {
      status.textContent = t('download.failed', { message: error?.message ?? String(error) });
    }
  }
  return element;
}
