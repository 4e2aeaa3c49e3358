// Drives Play/Pause: calls `onTick` at a steady pace until stopped. The
// caller decides what a tick means and when the run is over.
import { LAST_STEP, stepBy, withSelection } from './state/state.js';

export class Player {
  #timer = null;
  #interval;
  #onTick;
  #onChange;

  /**
   * @param {{ interval: number, onTick: () => void, onChange: (playing: boolean) => void }} options
   */
  constructor({ interval, onTick, onChange }) {
    this.#interval = interval;
    this.#onTick = onTick;
    this.#onChange = onChange;
  }

  get playing() {
    return this.#timer !== null;
  }

  play() {
    if (this.playing) return;
    this.#timer = setInterval(() => this.#onTick(), this.#interval);
    this.#onChange(true);
  }

  pause() {
    if (!this.playing) return;
    clearInterval(this.#timer);
    this.#timer = null;
    this.#onChange(false);
  }
}

/** A Player that walks the store's steps forward and stops at the last one, with `toggle()`. */
export function createStepPlayer(store, { interval, onChange }) {
  const player = new Player({
    interval,
    onTick: () => {
      store.set((state) => stepBy(state, 1));
      if (store.state.selection.step === LAST_STEP) player.pause();
    },
    onChange,
  });
  /** The Play/Pause button: pauses a run, or plays; from the last step it starts over. */
  player.toggle = () => {
    if (player.playing) return player.pause();
    if (store.state.selection.step === LAST_STEP) {
      store.set((state) => withSelection(state, { step: 0 }));
    }
    player.play();
  };
  return player;
}
