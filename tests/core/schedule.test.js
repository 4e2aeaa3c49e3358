// updateWhenSeen (web/src/schedule.js) in Node, with a stand-in
// IntersectionObserver: a view far from the viewport is updated at idle time
// or when it comes near, with the latest arguments only; near the viewport it
// is updated at once.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { updateWhenSeen } from '../../web/src/schedule.js';

let observers;
beforeEach(() => {
  observers = [];
  globalThis.IntersectionObserver = class {
    constructor(callback, options) {
      this.callback = callback;
      this.options = options;
      observers.push(this);
    }
    observe(element) {
      this.element = element;
    }
  };
});
afterEach(() => {
  delete globalThis.IntersectionObserver;
});

/** Reports the observed element as near the viewport or not. */
const report = (isIntersecting) =>
  observers.forEach((observer) => observer.callback([{ isIntersecting }]));

function recordingView() {
  const updates = [];
  // The attribute calls of an element, enough to see the aria-busy mark.
  const attributes = new Map();
  const element = {
    id: 'picture',
    setAttribute: (name, value) => attributes.set(name, value),
    removeAttribute: (name) => attributes.delete(name),
    get busy() {
      return attributes.get('aria-busy') === 'true';
    },
  };
  const view = updateWhenSeen(element, (container) => {
    expect(container).toBe(element);
    return { update: (...args) => updates.push(args) };
  });
  return { view, updates, element };
}

test('before the first observation and near the viewport, updates are drawn at once', () => {
  const { view, updates, element } = recordingView();
  expect(observers[0].element).toBe(element);
  view.update('model 1', 'selection 1');
  report(true);
  view.update('model 2', 'selection 2');
  expect(element.busy).toBe(false);
  expect(updates).toEqual([
    ['model 1', 'selection 1'],
    ['model 2', 'selection 2'],
  ]);
  // Nothing held back: idle time draws nothing again.
  view.catchUp();
  expect(updates).toHaveLength(2);
});

test('off screen, only the latest update is drawn, at idle time; aria-busy until then', () => {
  const { view, updates, element } = recordingView();
  report(false);
  view.update('model 1', 'selection 1');
  view.update('model 2', 'selection 2');
  expect(updates).toEqual([]);
  expect(element.busy).toBe(true);
  view.catchUp();
  expect(updates).toEqual([['model 2', 'selection 2']]);
  expect(element.busy).toBe(false);
  view.catchUp();
  expect(updates).toHaveLength(1);
});

test('off screen, coming near the viewport draws what was held back', () => {
  const { view, updates, element } = recordingView();
  report(false);
  view.update('model 3', 'selection 3');
  expect(element.busy).toBe(true);
  report(true);
  expect(updates).toEqual([['model 3', 'selection 3']]);
  expect(element.busy).toBe(false);
  report(true);
  expect(updates).toHaveLength(1);
});
