// Motion in the end-to-end tests. An animation is checked where it starts,
// along its path and where it ends, at times the test sets (the animations
// held, then moved to each time), never by sampling frames against the
// clock: a loaded machine draws fewer frames, later, and the same test must
// pass on it.
import { mainThreadEvents } from './trace.js';

/**
 * Finishes what still moves, clicks `selector` in the page and holds every
 * animation the click started at its start: the page shows the click's
 * first frame until the test moves the animations on with `seekHeld`.
 * @param {import('playwright-core').Page} page
 * @param {string} selector
 * @returns {Promise<{ classes: string[], delay: number, duration: number, endTime: number }[]>}
 *   each held animation's element (its classes) and timing, in ms
 */
export function clickAndHold(page, selector) {
  return page.evaluate((selector) => {
    for (const animation of document.getAnimations()) animation.finish();
    document.querySelector(selector).click();
    window.heldAnimations = document.getAnimations();
    return window.heldAnimations.map((animation) => {
      animation.pause();
      const { delay, duration, endTime } = animation.effect.getComputedTiming();
      return { classes: [...animation.effect.target.classList], delay, duration, endTime };
    });
  }, selector);
}

/** Moves the animations `clickAndHold` holds to `ms` after their start. */
export function seekHeld(page, ms) {
  return page.evaluate((time) => {
    for (const animation of window.heldAnimations) animation.currentTime = time;
  }, ms);
}

/** Ends every animation of the page: the page at rest, without waiting for it. */
export function finishAnimations(page) {
  return page.evaluate(() => {
    for (const animation of document.getAnimations()) animation.finish();
  });
}

/**
 * How many frames the page's main thread renders in the next `ms`
 * milliseconds, from a trace (sampling requestAnimationFrame would itself ask
 * for frames).
 * @param {import('playwright-core').Browser} browser
 * @param {import('playwright-core').Page} page
 */
export async function renderedFrames(browser, page, ms) {
  const events = await mainThreadEvents(browser, page, ['cc'], () => page.waitForTimeout(ms));
  return events.filter((event) => event.name === 'ProxyMain::BeginMainFrame').length;
}
