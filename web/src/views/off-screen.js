// Views the learner cannot see right now (below the fold, in a closed or
// hidden part) do not take part in the frame that answers an input: their
// update waits for the page's next idle moment, or for the view coming near
// the viewport, whichever is first. The answer to a click is then only what
// is on screen, and the rest is up to date a few milliseconds later. Until
// then the view is marked aria-busy: what it shows is not the latest state.

/**
 * @template {{ update(...args: any[]): void }} View
 * @param {HTMLElement} element  the view's container: it must be near the
 *   viewport for an update to be drawn at once
 * @param {(element: HTMLElement) => View} createView
 * @returns {{ update: View['update'], catchUp(): boolean }}  `catchUp` is idle work
 *   (see idle.js): it applies the latest update held back, and is then done
 */
export function updateWhenSeen(element, createView) {
  const view = createView(element);
  // Until the first observation, after the first layout: updates go through.
  let near = true;
  let heldBack = null;
  const draw = (args) => {
    if (heldBack) element.removeAttribute('aria-busy');
    heldBack = null;
    view.update(...args);
  };
  const catchUp = () => {
    if (heldBack) draw(heldBack);
    return false;
  };
  // A quarter of the viewport's height ahead, so a view scrolled into sight
  // is usually drawn before it gets there.
  new IntersectionObserver(
    (entries) => {
      near = entries.at(-1).isIntersecting;
      if (near) catchUp();
    },
    { rootMargin: '25% 0px' },
  ).observe(element);
  return {
    update(...args) {
      if (near) draw(args);
      else {
        if (!heldBack) element.setAttribute('aria-busy', 'true');
        heldBack = args;
      }
    },
    catchUp,
  };
}
