// Drives Play/Pause: calls `onTick` at a steady pace until stopped. The
// caller decides what a tick means and when the run is over.
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
