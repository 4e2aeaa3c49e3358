// The Download figure fold beside a picture: its summary is there from the
// start, and its buttons (figure-download.js, with their styles and words)
// load when it is first opened, so the first screen does not fetch them.
import { el } from '../../dom/el.js';
import { t } from '../../text/text.js';
import { loadPartWords } from '../language/language.js';
import './figure-fold.css';

/**
 * @param {'matrix' | 'softmax' | 'plane' | 'lines'} kind
 * @param {() => { model: object, selection: object }} current  the state on screen
 */
export function createFigureFold(kind, current) {
  const element = el(
    'details',
    { className: 'figure-download', dataset: { figure: kind } },
    el('summary', { text: t('download.title') }),
  );
  element.addEventListener(
    'toggle',
    async () => {
      const [{ fillFigureDownload }] = await Promise.all([
        import('./figure-download.js'),
        loadPartWords('figures'),
      ]);
      fillFigureDownload(element, kind, current);
    },
    { once: true },
  );
  return element;
}
