// The one way to decide whether something must be drawn or computed again:
// it names the inputs it comes from, and is redone only when one of them is
// a different value (by identity: the store makes a new model or selection
// object for every change, and keeps the old ones otherwise; the model's
// tensors and edits are replaced, never changed in place). Views ask a
// changeTracker; the model, which keeps its parts in the model value
// itself, asks keptOrComputed.

// Whether `inputs` are the ones recorded in `before` (undefined: none yet).
function sameInputs(before, inputs) {
  return (
    before !== undefined &&
    before.length === inputs.length &&
    before.every((input, index) => Object.is(input, inputs[index]))
  );
}

/**
 * @returns {{
 *   changed(part: string, ...inputs: unknown[]): boolean,
 *   previous(part: string): unknown[] | undefined,
 *   forget(): void,
 * }}
 *   `changed` is true the first time a part is asked about and whenever an
 *   input differs from the last call for that part (which it then records);
 *   `previous` gives the inputs the part was drawn from before that;
 *   `forget` makes every part count as changed next time.
 */
export function changeTracker() {
  const current = new Map();
  const before = new Map();
  return {
    changed(part, ...inputs) {
      const last = current.get(part);
      if (sameInputs(last, inputs)) return false;
      before.set(part, last);
      current.set(part, inputs);
      return true;
    },
    previous: (part) => before.get(part),
    forget() {
      current.clear();
      before.clear();
    },
  };
}

/**
 * A value computed from `inputs`, kept with them: `kept` itself when its
 * inputs are the same as these (compared as changed() compares them), else
 * `{ inputs, result: compute() }`. For values that keep what they were made
 * from inside themselves (the model's parts), where a tracker would keep it
 * in a closure.
 * @template T
 * @param {{ inputs: unknown[], result: T } | undefined} kept
 * @param {unknown[]} inputs
 * @param {() => T} compute
 * @returns {{ inputs: unknown[], result: T }}
 */
export function keptOrComputed(kept, inputs, compute) {
  return sameInputs(kept?.inputs, inputs) ? kept : { inputs, result: compute() };
}
