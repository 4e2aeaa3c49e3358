// The embed panel, folded under the lab: its summary is there from the
// start, and what it holds (share.js, with its styles) loads when it is
// first opened, so the first screen does not fetch it.
import { el } from '../../dom/el.js';
import { t } from '../../text/text.js';
import './share-fold.css';

/**
 * @param {HTMLElement} container
 * @param {() => string} currentUrl  the lab's URL for its current state
 * @returns {{ refresh(): void }}  writes the snippet again, once loaded and open
 */
export function createShareFold(container, currentUrl) {
  const details = el(
    'details',
    { className: 'share' },
    el('summary', { text: t('share.summary') }),
  );
  container.append(details);
  let view = null;
  details.addEventListener(
    'toggle',
    async () => {
      const { createShareView } = await import('./share.js');
      view = createShareView(details, currentUrl);
    },
    { once: true },
  );
  return { refresh: () => view?.refresh() };
}
