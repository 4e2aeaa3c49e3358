// The one place the state changes. A new state is a value made by the pure
// functions in state/state.js; the store computes the model only when the
// state's numbers are a new object, then tells its listener. Views compare
// the model and the selection they get by identity with what they show.
import { buildModel } from './model.js';
import { defaultState, withFollowedKey } from '../state/state.js';

/**
 * @param {import('../../lib/attention').Attention} attention
 * @param {import('../../lib/attention').ChapterExample} example
 * @param {import('../state/url.js').LabState} initial  e.g. from the URL
 * @param {(state: object, model: object) => object} [settle]  applied to every
 *   state after its focused key is filled in (practice mode's withheld weights)
 */
export function createStore(attention, example, initial, settle = (state) => state) {
  let state = initial;
  let model;
  try {
    model = buildModel(attention, example, state.numbers);
  } catch (error) {
    // A link whose numbers the core refuses opens on the chapter's example.
    console.warn(error);
    state = { ...defaultState(example.tokens), page: state.page };
    model = buildModel(attention, example, state.numbers);
  }
  // Every state the views see has its focused key filled in.
  state = settle(withFollowedKey(state, model.weights), model);
  /** @type {((state: object, model: object, previous: object) => void)[]} */
  const listeners = [];

  return {
    get state() {
      return state;
    },
    get model() {
      return model;
    },
    /** Calls `listener(state, model, previousState)` after every change. */
    subscribe(listener) {
      listeners.push(listener);
    },
    /**
     * Moves to `next` (a function of the current state, or a state). If the
     * core refuses its numbers (AttentionInputError), the state stays and
     * the core's message is returned for the caller to show; otherwise null.
     */
    set(next) {
      const wanted = typeof next === 'function' ? next(state) : next;
      if (wanted === state) return null;
      let nextModel = model;
      if (wanted.numbers !== state.numbers) {
        try {
          nextModel = buildModel(attention, example, wanted.numbers, model);
        } catch (error) {
          console.warn(error);
          return error.message;
        }
      }
      const previous = state;
      state = settle(withFollowedKey(wanted, nextModel.weights), nextModel);
      model = nextModel;
      for (const listener of listeners) listener(state, model, previous);
      return null;
    },
  };
}
