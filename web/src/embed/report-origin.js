// Which course page may hear practice answers: `report=ORIGIN` in the lab's
// address names it. Only an origin the lab can trust to be a real page is
// accepted, so a crafted link cannot send answers to `*` (anyone) or a
// `javascript:` address.

// Plain http only for a page on this machine, for testing a course page.
const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

/** Longest text read (an origin, not a payload). */
const MAX_ORIGIN_LENGTH = 256;

/**
 * The origin `text` names, if the lab may report to it: an https: origin,
 * or http://localhost or http://127.0.0.1 (any port), written as an origin
 * alone ("https://example.edu", a trailing "/" allowed; no path, query,
 * user or default port). Anything else (`*`, `javascript:…`, a page's
 * address, missing) gives null.
 * @param {string | null | undefined} text  the `report` parameter as given
 * @returns {string | null}
 */
export function readReportOrigin(text) {
  if (typeof text !== 'string' || text.length > MAX_ORIGIN_LENGTH) return null;
  let url;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const secure = url.protocol === 'https:';
  const local = url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname);
  const isOrigin = text === url.origin || text === `${url.origin}/`;
  return (secure || local) && isOrigin ? url.origin : null;
}
