// Support for course authors who embed the lab in an <iframe>: the lab tells
// its host how tall its content is, and offers the snippet to paste.

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
 * The iframe snippet that embeds the lab at `pageUrl` in embed mode. It has
 * no style attribute, which a host page's `style-src 'self'` would block: the
 * class lets the host style the frame (e.g. its border) from its own sheet.
 * @param {string} pageUrl  the lab's current address (it carries the state)
 */
export function embedSnippet(pageUrl) {
  const url = new URL(pageUrl);
  url.hash = '';
  url.searchParams.set('embed', '1');
  const src = url.href.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return (
    `<iframe class="attention-lab" src="${src}"` +
    ` title="Attention Lab: scaled dot-product self-attention"` +
    ` width="100%" height="900" loading="lazy"` +
    ` sandbox="allow-scripts allow-same-origin"></iframe>`
  );
}
