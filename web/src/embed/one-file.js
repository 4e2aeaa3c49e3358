// "Download as one file": the single-file build (vite build --mode single,
// shipped beside index.html as attention-lab.html) with the author's start
// state written into its head, so it opens there from disk, offline.
// Loaded with the set-up panel.

/** The single file's name, in dist/ and as it is saved. */
export const ONE_FILE_NAME = 'attention-lab.html';

const escapeAttribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The one file with `search` as the state it starts at when its address
 * has none (startSearch in state/url.js reads it).
 * @param {string} single  the single-file build's HTML
 * @param {string} search  e.g. "?token=like&show=matrix"
 */
export function withStartState(single, search) {
  const meta = `<meta name="attention-lab-start" content="${escapeAttribute(search.replace(/^\?/, ''))}">`;
  // Any start state it had gives way to this one.
  const without = single.replace(/<meta name="attention-lab-start"[^>]*>/g, '');
  return without.replace(/<head>/i, `<head>${meta}`);
}

/**
 * Fetches the single file from beside the page and gives it `search` as
 * its start state.
 * @param {string} search
 * @returns {Promise<Blob>}
 */
export async function oneFile(search) {
  const response = await fetch(new URL(ONE_FILE_NAME, document.baseURI));
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return new Blob([withStartState(await response.text(), search)], { type: 'text/html' });
}
