// The embed panel, folded under the lab: index.html has its summary, and
// what it holds (share.js, with its styles and words) loads when it is first
// opened, so the first screen does not fetch it.
import { loadPartWords } from '../language/language.js';
import './share-fold.css';

/**
 * @param {HTMLElement} container  holds the panel's <details>
 * @param {() => string} currentUrl  the lab's URL for its current state
 * @returns {{ refresh(): void }}  writes the snippet again, once loaded and open
 */
export function createShareFold(container, currentUrl) {
  const details = container.querySelector('details');
  let view = null;
  details.addEventListener(
    'toggle',
    async () => {
      const [{ createShareView }] = await Promise.all([
        import('./share.js'),
        loadPartWords('share'),
      ]);
      view = createShareView(details, currentUrl);
    },
    { once: true },
  );
  return { refresh: () => view?.refresh() };
}
