// Support for course authors who embed the lab in an <iframe>: the lab shows
// the parts a link asks for and tells its host how tall its content is. (The
// snippet to paste is snippet.js's, loaded with the embed panel.)
import { showParts, shownParts } from './parts.js';

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
 * introduction or footer), the parts it shows (`show`, and its shorthands
 * `view` and `controls`; see parts.js), and the link back to the course
 * page, which an embed never shows (its host page is the course).
 * @param {Document} document
 * @param {import('../state/url.js').LabState['page']} page
 */
export function showPageOptions(document, page) {
  const { embed, theme, back } = page;
  const { body } = document;
  // Read by styles.css: a fixed theme overrides the device's light or dark.
  if (theme === 'auto') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
  body.classList.toggle('embed', embed);
  showParts(document, shownParts(page));
  const backLink = document.getElementById('back-link');
  if (backLink && back !== null && !embed) {
    backLink.href = back;
    backLink.hidden = false;
  }
}
