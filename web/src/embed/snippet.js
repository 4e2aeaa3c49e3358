// The snippet a course author pastes, its starting height by the parts it
// shows, and the lines that size it on the host page. Loaded with the embed
// panel (views/share/), not with the first screen.
import { t } from '../text/text.js';
import { HEIGHT_MESSAGE_TYPE } from './embed.js';
import { PARTS, shownParts } from './parts.js';

/**
 * Where each part of parts.js sits and about how tall it is, for the
 * snippet's starting height (kept here, with the embed panel, rather than
 * in the first screen's parts.js).
 * - place: beside the settings at the top (query), in the settings' column,
 *   in the folds' row, in the lab's grid, or under it (below);
 * - height: in a 1280 px frame on the tallest step (Scale & softmax) with the
 *   chapter's words, in CSS px; besideMatrix: the same in the grid's column
 *   beside the matrix; figureHeight: what its Download figure fold adds when
 *   `figures` is shown too.
 * @type {Record<string, { place: 'query' | 'settings' | 'folds' | 'grid' | 'below',
 *   height: number, besideMatrix?: number, figureHeight?: number }>}
 */
const PART_SIZES = {
  query: { place: 'query', height: 106 },
  scale: { place: 'settings', height: 35 },
  projections: { place: 'settings', height: 35 },
  causal: { place: 'settings', height: 35 },
  practice: { place: 'settings', height: 35 },
  heads: { place: 'settings', height: 35 },
  steps: { place: 'grid', height: 1890, besideMatrix: 2010, figureHeight: 30 },
  matrix: { place: 'grid', height: 500, figureHeight: 30 },
  pictures: { place: 'grid', height: 510, besideMatrix: 540, figureHeight: 30 },
  sentence: { place: 'folds', height: 47 },
  editor: { place: 'folds', height: 47 },
  shapes: { place: 'below', height: 82 },
};

// The boxes around the parts (layout.css): the lab's padding in an embed,
// the grid's top padding and its gaps.
const LAB_PADDING = 32;
const GRID_TOP = 24;
const GRID_GAP = 32;

/**
 * About how tall a frame showing `shown` is at 1280 px on the tallest step,
 * from the parts' heights and where they sit: the query words beside the
 * settings' column, the folds' row, the grid (the steps and the pictures
 * beside the matrix when both steps and matrix are there, else one column),
 * then what is below. A frame's starting height before the host's script
 * sizes it (see frameHeight).
 * @param {Set<string>} shown  from shownParts
 */
function partsHeight(shown) {
  const at = (place) =>
    PARTS.map((part) => ({ ...part, ...PART_SIZES[part.name] }))
      .filter((part) => part.place === place && shown.has(part.name))
      .map((part) =>
        // A part's figure fold, when it has one and figures are shown, makes it taller.
        shown.has('figures') && part.figureHeight
          ? {
              ...part,
              height: part.height + part.figureHeight,
              besideMatrix: part.besideMatrix && part.besideMatrix + part.figureHeight,
            }
          : part,
      );
  const heights = (parts) => parts.map((part) => part.height);
  const sum = (values) => values.reduce((total, value) => total + value, 0);
  const bar = Math.max(0, ...heights(at('query')), sum(heights(at('settings'))));
  const folds = Math.max(0, ...heights(at('folds')));
  const grid = at('grid');
  let gridHeight = 0;
  if (shown.has('steps') && shown.has('matrix')) {
    // The matrix spans the column's two rows, so their gap is there even
    // when the column holds the steps alone.
    const column = grid.filter((part) => part.name !== 'matrix');
    const columnHeight =
      sum(column.map((part) => part.besideMatrix ?? part.height)) +
      GRID_GAP * Math.max(1, column.length - 1);
    gridHeight =
      GRID_TOP + Math.max(columnHeight, grid.find((part) => part.name === 'matrix').height);
  } else if (grid.length > 0) {
    gridHeight = GRID_TOP + sum(heights(grid)) + GRID_GAP * (grid.length - 1);
  }
  return LAB_PADDING + bar + folds + gridHeight + sum(heights(at('below')));
}

/**
 * The frame's height before the host's script sizes it (or without one), by
 * the parts it shows (partsHeight: about their height in a
 * 1280 px page on the tallest step, Scale & softmax with its "Why divide by
 * √dₖ?" panel, with the chapter's words), with some room to spare and
 * rounded up, so nothing is cut off there (checked in tests/e2e/share.test.js).
 * Narrower screens stack the parts and need the script.
 * @param {Set<string>} shown  from shownParts
 */
export function frameHeight(shown) {
  return Math.ceil((partsHeight(shown) + 30) / 50) * 50;
}

/**
 * The lines a host page runs to size each lab frame (class attention-lab) to
 * the height the lab reports, taking messages only from the lab's origin.
 * The height is set through the CSSOM, which a strict style-src allows.
 * @param {string} pageUrl  the lab's address
 */
export function hostListenerScript(pageUrl) {
  const { origin } = new URL(pageUrl);
  return [
    '<script>',
    "addEventListener('message', (event) => {",
    `  if (event.origin !== '${origin}' || event.data?.type !== '${HEIGHT_MESSAGE_TYPE}') return;`,
    "  for (const frame of document.querySelectorAll('iframe.attention-lab'))",
    "    if (frame.contentWindow === event.source) frame.style.height = event.data.height + 'px';",
    '});',
    '</script>',
  ].join('\n');
}

/**
 * The lab's address as the set-up panel configures it: the state of
 * `pageUrl` (the lab on screen) with the parts, colours, practice mode and
 * language chosen there, each only when it differs from the default. The
 * older view= and controls= go: `show` says it all.
 * @param {string} pageUrl  the lab's current address (it carries the state)
 * @param {{ show?: string[] | null, theme?: 'auto' | 'light' | 'dark',
 *   practice?: boolean, lang?: string | null }} options
 */
export function setupLink(pageUrl, { show = null, theme = 'auto', practice = false, lang = null }) {
  const url = new URL(pageUrl);
  url.hash = '';
  for (const name of ['view', 'controls', 'embed', 'back']) url.searchParams.delete(name);
  setOrDelete(url, 'show', show?.join(','), show === null);
  setOrDelete(url, 'theme', theme, theme === 'auto');
  setOrDelete(url, 'practice', '1', !practice);
  setOrDelete(url, 'lang', lang, lang === null);
  return url.href;
}

/** Sets a URL parameter, or leaves it out when it has its default. */
function setOrDelete(url, name, value, isDefault) {
  if (isDefault) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
}

/** The address a frame opens: the lab's, in embed mode, never with back=. */
export function embedUrl(pageUrl) {
  const url = new URL(pageUrl);
  url.hash = '';
  url.searchParams.set('embed', '1');
  // The course page is the host itself: an embed never shows the way back.
  url.searchParams.delete('back');
  return url.href;
}

/**
 * What a lab frame lets the lab do: run (allow-scripts), load its own
 * script and .wasm (allow-same-origin) and save a figure (allow-downloads).
 * No allow-forms: no control submits a form.
 */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-downloads';

/**
 * The iframe snippet that embeds the lab at `pageUrl` in embed mode. It has
 * no style attribute, which a host page's `style-src 'self'` would block: the
 * class lets the host style the frame (e.g. its border) from its own sheet.
 * @param {string} pageUrl  the lab's address (it carries the state)
 * @param {{ show?: string[] | null, view?: 'all' | 'steps' | 'matrix', controls?: boolean,
 *   theme?: 'auto' | 'light' | 'dark' }} [options]  the embed's own parts and
 *   colours (see the `show`, `view`, `controls` and `theme` URL parameters)
 */
export function embedSnippet(
  pageUrl,
  { show = null, view = 'all', controls = true, theme = 'auto' } = {},
) {
  const url = new URL(embedUrl(pageUrl));
  // Each option only when it differs from the default.
  setOrDelete(url, 'show', show?.join(','), show === null);
  setOrDelete(url, 'view', view, view === 'all');
  setOrDelete(url, 'controls', '0', controls);
  setOrDelete(url, 'theme', theme, theme === 'auto');
  const attribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return (
    `<iframe class="attention-lab" src="${attribute(url.href)}"` +
    ` title="${attribute(t('share.frameTitle'))}"` +
    ` width="100%" height="${frameHeight(shownParts({ show, view, controls }))}"` +
    // frameborder: no border without a style attribute (or style the class).
    ` frameborder="0" loading="lazy"` +
    ` sandbox="${FRAME_SANDBOX}"></iframe>`
  );
}
