// The "Back to the course" link: a course author names the page to return to
// with `back=` in the lab's address. Only a plain web address is accepted, so
// a crafted link cannot turn the lab's own header into a `javascript:` trap.

/** Longest address accepted (a course page's URL, not a payload). */
const MAX_BACK_URL_LENGTH = 2048;

/**
 * The address the back link may point to, or null when `text` is not an
 * absolute http: or https: URL without credentials (relative, `javascript:`,
 * `data:`, malformed, too long, or missing).
 * @param {string | null | undefined} text  the `back` parameter as given
 * @returns {string | null}  the normalised URL
 */
export function safeBackUrl(text) {
  if (typeof text !== 'string' || text.length > MAX_BACK_URL_LENGTH) return null;
  let url;
  try {
    url = new URL(text); // no base: a relative address throws
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // "https://course.example.edu@evil.example/" reads as the course but is not.
  if (url.username !== '' || url.password !== '') return null;
  return url.href;
}
