// The one way a view decides whether to redraw: it names each part it draws
// and the inputs that part is drawn from, and redraws the part only when one
// of them is a different value (by identity: the store makes a new model or
// selection object for every change, and keeps the old ones otherwise).

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
      const same =
        last !== undefined &&
        last.length === inputs.length &&
        last.every((input, index) => Object.is(input, inputs[index]));
      if (same) return false;
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
