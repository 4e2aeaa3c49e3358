// The page's model and store in Node, against the real WASM core: the model
// holds the core's numbers for every query (checked against an independent
// float64 reference), and the selection never calls the core.
import { beforeAll, describe, expect, test } from 'vitest';
import { loadAttention } from 'attention-lab';
import { referenceAttention } from './reference.js';
import { buildModel } from '../../web/src/model.js';
import { createStore } from '../../web/src/store.js';
import {
  PRESETS,
  defaultState,
  stepBy,
  withPickedKey,
  withEditedEntry,
  withNumbers,
  withSelection,
  withSentence,
} from '../../web/src/state/state.js';

let attention;
let example;
beforeAll(async () => {
  attention = await loadAttention();
  example = attention.chapterExample();
});

// The attention object with every call into the core counted by name.
function counted(core) {
  const calls = {};
  const wrapped = new Proxy(core, {
    get(target, name) {
      const member = target[name];
      if (typeof member !== 'function') return member;
      return (...args) => {
        calls[name] = (calls[name] ?? 0) + 1;
        return member.apply(target, args);
      };
    },
  });
  return { wrapped, calls };
}

const tensor = (rowsOfValues) => ({
  data: Float32Array.from(rowsOfValues.flat()),
  shape: [rowsOfValues.length, rowsOfValues[0].length],
});

describe('buildModel', () => {
  test('the chapter: flies puts 0.80 on arrow, and the rows are the core’s', () => {
    const model = buildModel(attention, example, defaultState(example.tokens).numbers);
    expect(model.labels).toEqual(example.tokens);
    expect(model.weights[1].map((w) => w.toFixed(2))).toEqual([
      '0.01',
      '0.18',
      '0.01',
      '0.01',
      '0.80',
    ]);
    expect(model.matrices.wk[0]).toEqual(Array.from(example.wk.data.slice(0, example.dim)));
    expect(model.isChapterExample).toBe(true);
  });

  test('weighted values for every query are w_ij · v_j, and add up to the output', () => {
    const numbers = withSentence(
      defaultState(example.tokens),
      'the cat sat on the warm mat',
    ).numbers;
    const model = buildModel(attention, example, numbers);
    const reference = referenceAttention(
      tensor(model.queries),
      tensor(model.keys),
      tensor(model.values),
    );
    const n = model.tokens.length;
    expect(model.weightedValues).toHaveLength(n);
    for (let i = 0; i < n; i++) {
      expect(model.weightedValues[i]).toHaveLength(n);
      for (let j = 0; j < n; j++) {
        const weight = reference.weights[i * n + j];
        model.weightedValues[i][j].forEach((entry, d) =>
          expect(entry).toBeCloseTo(weight * model.values[j][d], 5),
        );
      }
      const summed = model.values[0].map((_, d) =>
        model.weightedValues[i].reduce((sum, scaled) => sum + scaled[d], 0),
      );
      summed.forEach((entry, d) =>
        expect(entry).toBeCloseTo(reference.output[i * example.dim + d], 4),
      );
    }
    expect(model.labels[0]).toBe('the₁');
  });

  test('the plane: each output row, projected, is its row of weights applied to the projected values', () => {
    const numbers = withSentence(
      defaultState(example.tokens),
      'the quick brown fox jumps over the lazy dog and then time flies like an arrow',
    ).numbers;
    const { wrapped, calls } = counted(attention);
    const model = buildModel(wrapped, example, numbers);
    // One call projects the values and both scaling settings' outputs.
    expect(calls.principalPlane).toBe(1);
    const n = model.tokens.length;
    expect(model.plane.values).toHaveLength(n);
    for (const shown of [model, model.otherScale]) {
      expect(shown.planeOutputs).toHaveLength(n);
      for (let i = 0; i < n; i++) {
        for (const axis of [0, 1]) {
          const averaged = shown.weights[i].reduce(
            (sum, weight, j) => sum + weight * model.plane.values[j][axis],
            0,
          );
          expect(Math.abs(shown.planeOutputs[i][axis] - averaged)).toBeLessThan(1e-5);
        }
      }
    }
    // The two settings give different points (the test would not notice a mix-up otherwise).
    expect(model.planeOutputs[0]).not.toEqual(model.otherScale.planeOutputs[0]);
    expect(model.plane.retainedVariance).toBeGreaterThan(0);
    expect(model.plane.retainedVariance).toBeLessThanOrEqual(1);
  });

  test('edits are written into the matrices; the base keeps the originals', () => {
    const entry = { matrix: 'wk', row: 0, column: 1 };
    const state = withEditedEntry(defaultState(example.tokens), entry, 1, -2);
    const model = buildModel(attention, example, state.numbers);
    expect(model.baseMatrices.wk[0][1]).toBe(-2);
    expect(model.matrices.wk[0][1]).toBe(1);
    // k_time = [2, 3, 0, 1] now meets q_flies = [0, 3, 0, 0]: score 9.
    expect(model.scores[1][0]).toBe(9);
    expect(model.isChapterExample).toBe(false);
  });

  test('the same words keep the same words object (views rebuild only for new words)', () => {
    const first = buildModel(attention, example, defaultState(example.tokens).numbers);
    const scaled = buildModel(attention, example, { ...first.numbers, scale: false }, first);
    expect(scaled.words).toBe(first.words);
    const other = buildModel(
      attention,
      example,
      withSentence(defaultState(example.tokens), 'a b').numbers,
      first,
    );
    expect(other.words).not.toBe(first.words);
  });
});

describe('the store', () => {
  test('query, key, step and scale changes call the core 0 times; the projections switch twice', () => {
    const { wrapped, calls } = counted(attention);
    const store = createStore(wrapped, example, defaultState(example.tokens));
    // Opening: attention with and without scaling, once each.
    expect(calls.scaledDotProductAttention).toBe(2);
    const model = store.model;
    for (const name of Object.keys(calls)) delete calls[name];

    for (let change = 0; change < 50; change++) {
      const picks = [
        (state) => withSelection(state, { queryIndex: change % 5 }),
        (state) => withPickedKey(state, (change * 3) % 5),
        (state) => stepBy(state, change % 4 === 3 ? -3 : 1),
      ];
      expect(store.set(picks[change % 3])).toBeNull();
    }
    expect(calls).toEqual({});
    expect(store.model).toBe(model);

    // The scale switch picks which of the two computed results is shown: a
    // new model object (the views redraw), no call into the core.
    store.set((state) => withNumbers(state, { scale: false }));
    expect(calls).toEqual({});
    expect(store.model).not.toBe(model);
    expect(store.model.weights).toBe(model.otherScale.weights);
    expect(store.model.otherScale.weights).toBe(model.weights);
    store.set((state) => withNumbers(state, { scale: true }));
    expect(calls).toEqual({});
    expect(store.model.weights).toBe(model.weights);

    // Any other change of the numbers computes attention for both settings,
    // so the next scale change is free again: 2 calls each.
    for (const change of [
      (state) => withNumbers(state, { separateProjections: !state.numbers.separateProjections }),
      (state) => withNumbers(state, { separateProjections: !state.numbers.separateProjections }),
      (state) => withEditedEntry(state, { matrix: 'wk', row: 0, column: 1 }, 1, -2),
    ]) {
      const before = calls.scaledDotProductAttention ?? 0;
      store.set(change);
      expect(calls.scaledDotProductAttention).toBe(before + 2);
    }
  });

  test('causal and heads: the switches call the core, the selection and scale never do', () => {
    const { wrapped, calls } = counted(attention);
    const store = createStore(wrapped, example, defaultState(example.tokens));
    const attentionCalls = () => calls.scaledDotProductAttention ?? 0;
    const countCalls = (change) => {
      const before = attentionCalls();
      store.set(change);
      return attentionCalls() - before;
    };
    // The causal switch: both scalings again, with the mask.
    expect(countCalls((state) => withNumbers(state, { causal: true }))).toBe(2);
    // Two heads: both scalings for one head and for two (one 4-D call each).
    expect(countCalls((state) => withNumbers(state, { heads: 2 }))).toBe(4);
    const model = store.model;
    expect(model.multiHead.heads).toHaveLength(2);
    for (let change = 0; change < 30; change++) {
      const picks = [
        (state) => withSelection(state, { queryIndex: change % 5 }),
        (state) => withPickedKey(state, (change * 3) % 5),
        (state) => stepBy(state, change % 4 === 3 ? -3 : 1),
      ];
      expect(countCalls(picks[change % 3])).toBe(0);
    }
    expect(store.model).toBe(model);
    expect(countCalls((state) => withNumbers(state, { scale: false }))).toBe(0);
    expect(store.model.multiHead).toBe(model.otherScale.multiHead);
    expect(countCalls((state) => withNumbers(state, { heads: 1 }))).toBe(2);
    expect(store.model.multiHead).toBeNull();
  });

  test('the focused key follows the query’s largest weight until one is picked', () => {
    const store = createStore(attention, example, defaultState(example.tokens));
    const focused = () => store.model.labels[store.state.selection.focusedKeyIndex];
    // The chapter opens on "flies", whose largest weight (0.80) is on "arrow".
    expect(store.model.labels[store.state.selection.queryIndex]).toBe('flies');
    expect(focused()).toBe('arrow');
    // "time" puts its largest weight on "flies" (0.41, by hand: scores 2 4 1 1 3 ÷ 2).
    store.set((state) => withSelection(state, { queryIndex: 0 }));
    expect(focused()).toBe('flies');
    // Back on "flies", the edit that makes flies attend to time moves the focus too.
    store.set((state) => PRESETS['flies-to-time'](state, example.tokens));
    expect(focused()).toBe('time');
    // A picked key stays through query and number changes.
    store.set((state) => withPickedKey(state, 2));
    store.set((state) => withSelection(state, { queryIndex: 4 }));
    store.set((state) => withNumbers(state, { separateProjections: false }));
    expect(focused()).toBe('like');
  });

  test('listeners get the new state and model, with the previous state', () => {
    const store = createStore(attention, example, defaultState(example.tokens));
    const seen = [];
    store.subscribe((state, model, previous) => seen.push({ state, model, previous }));
    const start = store.state;
    store.set((state) => withSelection(state, { queryIndex: 2 }));
    store.set((state) => state); // no change, no call
    expect(seen).toHaveLength(1);
    expect(seen[0].previous).toBe(start);
    expect(seen[0].state.selection.queryIndex).toBe(2);
    expect(seen[0].model).toBe(store.model);
  });

  test('numbers the core refuses leave the state as it was and return its message', () => {
    const store = createStore(attention, example, defaultState(example.tokens));
    const before = store.state;
    const huge = withEditedEntry(before, { matrix: 'x', row: 1, column: 1 }, 3e38, 1);
    const overflow = withEditedEntry(huge, { matrix: 'wq', row: 1, column: 1 }, 1e6, 3);
    const message = store.set(overflow);
    expect(message).toMatch(/overflow|finite|float32/i);
    expect(store.state).toBe(before);
  });

  test('a state whose numbers the core refuses opens on the chapter, keeping embed', () => {
    const refused = withEditedEntry(
      { ...defaultState(example.tokens), page: { embed: true } },
      { matrix: 'x', row: 1, column: 1 },
      3e38,
      1,
    );
    const store = createStore(attention, example, refused);
    expect(store.state.numbers).toEqual(defaultState(example.tokens).numbers);
    expect(store.state.page.embed).toBe(true);
  });

  test('presets go through the store like any change', () => {
    const store = createStore(attention, example, defaultState(example.tokens));
    store.set((state) => PRESETS['flies-to-time'](state, example.tokens));
    const flies = store.model.weights[1];
    expect(flies.indexOf(Math.max(...flies))).toBe(0);
    expect(store.state.selection.step).toBe(2);
  });
});
