// Support for course authors who embed the lab in an <iframe>: the lab tells
// its host how tall its content is, and offers the snippet to paste.

/** `event.data.type` of the message the lab posts to its parent window. */
export const HEIGHT_MESSAGE_TYPE = 'attention-lab:height';

/**
 * Posts `{ type: 'attention-lab:height', height }` (CSS pixels) to the parent
 * window whenever the content's height changes, so the host can size the
 * frame without scrollbars. Does nothing when the lab is not framed.
 */
export function reportHeightToParent() {
  if (window.parent === window) return;
  let lastHeight = 0;
  const post = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    // The height is not secret, and the host's origin is unknown in advance.
    window.parent.postMessage({ type: HEIGHT_MESSAGE_TYPE, height }, '*');
  };
  new ResizeObserver(post).observe(document.documentElement);
  post();
}

/**
 * The iframe snippet that embeds the lab at `pageUrl` in embed mode.
 * @param {string} pageUrl  the lab's current address (it carries the state)
 */
export function embedSnippet(pageUrl) {
  const url = new URL(pageUrl);
  url.hash = '';
  url.searchParams.set('embed', '1');
  const src = url.href.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return (
    `<iframe src="${src}" title="Attention Lab: scaled dot-product self-attention"` +
    ` width="100%" height="900" style="border:0" loading="lazy"` +
    ` sandbox="allow-scripts allow-same-origin"></iframe>`
  );
}
