// Support for course authors who embed the lab in an <iframe>: the lab tells
// its host how tall its content is, and offers the snippet to paste.
import { t } from '../text/text.js';

/** `event.data.type` of the message the lab posts to its parent window. */
export const HEIGHT_MESSAGE_TYPE = 'attention-lab:height';

/**
 * The origin to address the parent with: its own where the browser reveals it
 * (`location.ancestorOrigins`, Chromium and Safari), otherwise '*'. An opaque
 * parent (a sandboxed page, file://) has no origin a message could name.
 * @param {Location} location
 */
export function parentOrigin(location) {
  const origin = location.ancestorOrigins?.[0];
  return origin && /^https?:\/\//.test(origin) ? origin : '*';
}

/**
 * In embed mode only, posts `{ type: 'attention-lab:height', height }` (CSS
 * pixels) to the parent window whenever the content's height changes, so the
 * host can size the frame without scrollbars. Outside embed mode, or when the
 * lab is not framed, nothing is sent: a page that merely frames the lab learns
 * nothing about how the reader uses it.
 * @param {{ embed?: boolean }} [options]  embed mode; read from `body.embed` when left out
 */
export function reportHeightToParent({ embed = document.body.classList.contains('embed') } = {}) {
  if (!embed || window.parent === window) return;
  const targetOrigin = parentOrigin(window.location);
  let lastHeight = 0;
  const post = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    window.parent.postMessage({ type: HEIGHT_MESSAGE_TYPE, height }, targetOrigin);
  };
  new ResizeObserver(post).observe(document.documentElement);
  post();
}

/**
 * Shows the page the way its state's `page` part asks: embed mode (no title,
 * introduction or footer), what it shows (`view`), whether the editing panels
 * are there (`controls`), and the link back to the course page, which an
 * embed never shows (its host page is the course).
 * @param {Document} document
 * @param {import('../state/url.js').LabState['page']} page
 */
export function showPageOptions(document, { embed, view, controls, theme, back }) {
  const { body } = document;
  // Read by styles.css: a fixed theme overrides the device's light or dark.
  if (theme === 'auto') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
  body.classList.toggle('embed', embed);
  body.classList.toggle('without-controls', !controls);
  body.dataset.view = view;
  const backLink = document.getElementById('back-link');
  if (backLink && back !== null && !embed) {
    backLink.href = back;
    backLink.hidden = false;
  }
}

/**
 * The frame's height before the host's script sizes it (or without one), by
 * what it shows: the embed's height in a 1280 px page on its tallest step
 * (Scale & softmax, with its "Why divide by √dₖ?" panel) with the
 * chapter's words, rounded up, so nothing is cut
 * off there (checked in tests/e2e/share.test.js). Narrower screens
 * stack the parts and need the script.
 */
const FRAME_HEIGHTS = {
  all: { controls: 3000, without: 2900 },
  steps: { controls: 2850, without: 2760 },
  matrix: { controls: 950, without: 850 },
};

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
 * The iframe snippet that embeds the lab at `pageUrl` in embed mode. It has
 * no style attribute, which a host page's `style-src 'self'` would block: the
 * class lets the host style the frame (e.g. its border) from its own sheet.
 * @param {string} pageUrl  the lab's current address (it carries the state)
 * @param {{ view?: 'all' | 'steps' | 'matrix', controls?: boolean,
 *   theme?: 'auto' | 'light' | 'dark' }} [options]  the embed's own trimming and
 *   colours (see the `view`, `controls` and `theme` URL parameters)
 */
export function embedSnippet(pageUrl, { view = 'all', controls = true, theme = 'auto' } = {}) {
  const url = new URL(pageUrl);
  url.hash = '';
  url.searchParams.set('embed', '1');
  // The course page is the host itself: an embed never shows the way back.
  url.searchParams.delete('back');
  if (view === 'all') url.searchParams.delete('view');
  else url.searchParams.set('view', view);
  if (controls) url.searchParams.delete('controls');
  else url.searchParams.set('controls', '0');
  if (theme === 'auto') url.searchParams.delete('theme');
  else url.searchParams.set('theme', theme);
  const attribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return (
    `<iframe class="attention-lab" src="${attribute(url.href)}"` +
    ` title="${attribute(t('share.frameTitle'))}"` +
    ` width="100%" height="${FRAME_HEIGHTS[view][controls ? 'controls' : 'without']}"` +
    // frameborder: no border without a style attribute (or style the class).
    ` frameborder="0" loading="lazy"` +
    ` sandbox="allow-scripts allow-same-origin"></iframe>`
  );
}
