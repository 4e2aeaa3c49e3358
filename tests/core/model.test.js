// The page's model and store in Node, against the real WASM core: the model
// holds the core's numbers for every query (checked against an independent
// float64 reference), the selection never calls the core, and a change of
// the numbers calls attention once per attention problem shown.
import { beforeAll, describe, expect, test } from 'vitest';
import { loadAttention } from 'attention-lab';
import { referenceAttention } from './reference.js';
import { buildModel, commonMistakesOf } from '../../web/src/model/model.js';
import { createStore } from '../../web/src/model/store.js';
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
    const models = [true, false].map((scale) => {
      const { wrapped, calls } = counted(attention);
      const model = buildModel(wrapped, example, { ...numbers, scale });
      // Not before it is read (the plane is below the fold); then one call
      // projects the values and the shown setting's outputs.
      expect(calls.principalPlane ?? 0).toBe(0);
      expect(model.plane).toBe(model.plane);
      expect(model.planeOutputs).toHaveLength(model.tokens.length);
      expect(calls.principalPlane).toBe(1);
      return model;
    });
    const n = models[0].tokens.length;
    for (const model of models) {
      expect(model.plane.values).toHaveLength(n);
      expect(model.planeOutputs).toHaveLength(n);
      for (let i = 0; i < n; i++) {
        for (const axis of [0, 1]) {
          const averaged = model.weights[i].reduce(
            (sum, weight, j) => sum + weight * model.plane.values[j][axis],
            0,
          );
          expect(Math.abs(model.planeOutputs[i][axis] - averaged)).toBeLessThan(1e-5);
        }
      }
      expect(model.plane.retainedVariance).toBeGreaterThan(0);
      expect(model.plane.retainedVariance).toBeLessThanOrEqual(1);
    }
    // The two settings give different points (the test would not notice a mix-up otherwise).
    expect(models[0].planeOutputs[0]).not.toEqual(models[1].planeOutputs[0]);
  });

  test('the other scaling’s weights are the core’s attention under that scaling', () => {
    for (const causal of [false, true]) {
      const numbers = { ...defaultState(example.tokens).numbers, causal };
      const [scaled, unscaled] = [true, false].map((scale) =>
        buildModel(attention, example, { ...numbers, scale }),
      );
      // Bit for bit: attentionWeights runs the row pass attention runs.
      expect(scaled.otherScale.weights).toEqual(unscaled.weights);
      expect(unscaled.otherScale.weights).toEqual(scaled.weights);
      // flies → arrow: 0.80 scaled, 0.95 without scaling (the chapter's two numbers).
      if (!causal) expect(scaled.otherScale.weights[1][4].toFixed(2)).toBe('0.95');
    }
  });

  test('a model built from the previous one holds what one built afresh holds', () => {
    let state = defaultState(example.tokens);
    let model = buildModel(attention, example, state.numbers);
    for (const change of [
      (s) => withNumbers(s, { scale: false }),
      (s) => withNumbers(s, { heads: 2 }),
      (s) => withNumbers(s, { causal: true }),
      (s) => withNumbers(s, { heads: 4 }),
      (s) => withNumbers(s, { separateProjections: false }),
      (s) => withNumbers(s, { scale: true }),
      (s) => withEditedEntry(s, { matrix: 'x', row: 0, column: 1 }, 1, 0),
      (s) => withNumbers(s, { separateProjections: true, heads: 1 }),
      (s) => withSentence(s, 'the cat sat on the warm mat'),
      (s) => withNumbers(s, { causal: false }),
    ]) {
      state = change(state);
      model = buildModel(attention, example, state.numbers, model);
      const { parts: _chained, ...chained } = model;
      const { parts: _fresh, ...fresh } = buildModel(attention, example, state.numbers);
      expect(chained).toEqual(fresh);
    }
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

describe('commonMistakesOf', () => {
  test('one core call per set of numbers, for the Q, K, V and switches shown', () => {
    const { wrapped, calls } = counted(attention);
    const numbers = defaultState(example.tokens).numbers;
    const model = buildModel(wrapped, example, numbers);
    expect(calls.commonMistakes).toBeUndefined(); // not built with the model
    const mistakes = commonMistakesOf(wrapped, model);
    // A selection change keeps the model's parts: the same answers, no call.
    expect(commonMistakesOf(wrapped, buildModel(wrapped, example, numbers, model))).toBe(mistakes);
    expect(calls.commonMistakes).toBe(1);
    const direct = attention.commonMistakes(example.query, example.key, example.value);
    expect(mistakes.swappedScores.data).toEqual(direct.swappedScores.data);
    // The causal switch: new answers, masked as the model is.
    const causal = buildModel(wrapped, example, { ...numbers, causal: true }, model);
    const masked = commonMistakesOf(wrapped, causal);
    expect(calls.commonMistakes).toBe(2);
    const { query, key, value } = example;
    expect(masked.columnWeights.data).toEqual(
      attention.commonMistakes(query, key, value, { causal: true }).columnWeights.data,
    );
  });
});

describe('the store', () => {
  test('the selection never calls the core; with one head each switch calls attention once', () => {
    const { wrapped, calls } = counted(attention);
    const store = createStore(wrapped, example, defaultState(example.tokens));
    // Opening: one attention, and the other scaling's weights from its scores.
    expect(calls.scaledDotProductAttention).toBe(1);
    expect(calls.attentionWeights).toBe(1);
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
    // No call of any core method.
    expect(calls).toEqual({});
    expect(store.model).toBe(model);

    // Each switch (and an edit) computes the one attention problem shown once,
    // and the other scaling's weights from its scores.
    for (const change of [
      (state) => withNumbers(state, { scale: false }),
      (state) => withNumbers(state, { scale: true }),
      (state) => withNumbers(state, { separateProjections: false }),
      (state) => withNumbers(state, { separateProjections: true }),
      (state) => withNumbers(state, { causal: true }),
      (state) => withNumbers(state, { causal: false }),
      (state) => withEditedEntry(state, { matrix: 'wk', row: 0, column: 1 }, 1, -2),
    ]) {
      const before = { ...calls };
      store.set(change);
      expect(calls.scaledDotProductAttention - (before.scaledDotProductAttention ?? 0)).toBe(1);
      expect(calls.attentionWeights - (before.attentionWeights ?? 0)).toBe(1);
    }
    // The scale switch recomputes attention: what was the other scaling's
    // weights is now shown, from the core's attention under it.
    const scaled = store.model;
    store.set((state) => withNumbers(state, { scale: false }));
    expect(store.model.weights).toEqual(scaled.otherScale.weights);
    expect(store.model.otherScale.weights).toEqual(scaled.weights);
  });

  test('heads: 1 → 2 → 4 compute only the multi-head attention; with heads, each switch calls attention twice', () => {
    const { wrapped, calls } = counted(attention);
    const store = createStore(wrapped, example, defaultState(example.tokens));
    const callsOf = (change) => {
      const before = { ...calls };
      store.set(change);
      return Object.fromEntries(
        Object.entries(calls)
          .map(([name, count]) => [name, count - (before[name] ?? 0)])
          .filter(([, count]) => count > 0),
      );
    };
    // More heads: the heads' own Q, K, V (three projections) and one 4-D
    // call for the heads panel; the steps' single-head attention, their
    // projections and the plane are reused.
    const single = store.model;
    expect(callsOf((state) => withNumbers(state, { heads: 2 }))).toEqual({
      project: 3,
      scaledDotProductAttention: 1,
    });
    expect(store.model.multiHead.heads).toHaveLength(2);
    expect(store.model.weights).toBe(single.weights);
    expect(callsOf((state) => withNumbers(state, { heads: 4 }))).toEqual({
      project: 3,
      scaledDotProductAttention: 1,
    });
    expect(store.model.multiHead.heads).toHaveLength(4);
    expect(store.model.weights).toBe(single.weights);

    // With heads > 1 two attention problems are shown: the steps' single
    // head and the heads panel's multi-head, so each switch calls twice.
    for (const change of [
      (state) => withNumbers(state, { scale: false }),
      (state) => withNumbers(state, { causal: true }),
      (state) => withNumbers(state, { separateProjections: false }),
    ]) {
      expect(callsOf(change).scaledDotProductAttention).toBe(2);
    }
    const model = store.model;
    for (let change = 0; change < 30; change++) {
      const picks = [
        (state) => withSelection(state, { queryIndex: change % 5 }),
        (state) => withPickedKey(state, (change * 3) % 5),
        (state) => stepBy(state, change % 4 === 3 ? -3 : 1),
      ];
      expect(callsOf(picks[change % 3])).toEqual({});
    }
    expect(store.model).toBe(model);
    // Back to one head: nothing to compute, the heads panel goes.
    expect(callsOf((state) => withNumbers(state, { heads: 1 }))).toEqual({});
    expect(store.model.multiHead).toBeNull();
    expect(store.model.weights).toBe(model.weights);
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
