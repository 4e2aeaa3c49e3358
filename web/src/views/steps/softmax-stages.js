// The softmax step's stages: scores → eˢ → weights, at the learner's pace.
// The page's data-softmax-stage attribute says which stage is shown
// (softmax.css draws the bars and reveals the rows for it); a slider and a
// Replay button move between the stages, and on entry they play once on
// their own, starting only when the bars are wholly in view and the page has
// stopped scrolling, so nothing scrolls while the bars move.
import { bringMomentIntoView, travelBetweenStages } from '../../animation.js';
import { TIMING, whenInViewAndStill } from '../../schedule.js';
import { STAGES } from './softmax-bars.js';

const LAST = STAGES.length - 1;

// The stage on screen. There is one softmax page, and its build reads this
// so that a patched page keeps the slider's words for the stage it shows.
let shown = LAST;

/** The stage the softmax page shows (an index into STAGES). */
export const shownStage = () => shown;

// Each page's pending run of the stages (its cancel), and whether its
// controls are wired.
const runs = new WeakMap();
const wired = new WeakSet();

function stopRun(page) {
  runs.get(page)?.();
  runs.delete(page);
}

/**
 * Shows stage `stage` on `page`: the bars travel there from the stage shown
 * (or jump, with `travel` false or reduced motion) and the slider follows.
 * @param {(stage: number) => string} describe  the slider's words for a stage
 */
function showStage(page, stage, { travel, describe }) {
  const from = shown;
  shown = stage;
  page.dataset.softmaxStage = STAGES[stage];
  const slider = page.querySelector('.stage-slider');
  if (slider) {
    slider.value = String(stage);
    slider.setAttribute('aria-valuetext', describe(stage));
  }
  const announcer = page.querySelector('.stage-announcer');
  const caption = page.querySelector(`.stage-caption > .for-${STAGES[stage]}`);
  // Announced only when the stage changes while the page is in use: the
  // caption's sentences, not the legend of the dashed marks after them.
  if (announcer && travel) announcer.textContent = caption?.firstChild?.textContent ?? '';
  const bars = Array.from(page.querySelectorAll('.softmax-table .bar'));
  const height = (bar, at) => Number(bar.style.getPropertyValue(`--at-${STAGES[at]}`));
  travelBetweenStages(
    bars.map((bar) => [bar, travel ? height(bar, from) : height(bar, stage), height(bar, stage)]),
    (value) => ({ transform: `scaleY(${value})` }),
  );
}

// The stages one after the other from the first, each held for
// TIMING.softmaxHoldMs, once the bars are in view and still.
function runStages(page, describe) {
  stopRun(page);
  showStage(page, 0, { travel: false, describe });
  const bars = page.querySelector('.softmax-table .bar-row');
  if (!bars) return;
  let timer = 0;
  const next = (stage) => {
    timer = setTimeout(
      () => {
        showStage(page, stage, { travel: true, describe });
        if (stage < LAST) next(stage + 1);
        else runs.delete(page);
      },
      TIMING.softmaxHoldMs + (stage > 1 ? TIMING.softmaxTravelMs : 0),
    );
  };
  const stopWaiting = whenInViewAndStill(bars, () => next(1));
  runs.set(page, () => {
    stopWaiting();
    clearTimeout(timer);
  });
}

// The slider and Replay, through the page: a patched page keeps its nodes,
// and this listens once, whatever nodes they are.
function wire(page, describe) {
  if (wired.has(page)) return;
  wired.add(page);
  page.addEventListener('input', (event) => {
    if (!event.target.matches('.stage-slider')) return;
    stopRun(page);
    showStage(page, Number(event.target.value), { travel: true, describe: describe.current });
  });
  page.addEventListener('click', (event) => {
    if (!event.target.closest('.stage-replay')) return;
    runStages(page, describe.current);
  });
}

const describers = new WeakMap();

/**
 * Plays the stages on `page` from the first (on entry, for new numbers, on
 * Replay). On entry by the learner's own action the bars are first brought
 * into view.
 * @param {(stage: number) => string} describe  the slider's words for a stage
 */
export function playStages(page, describe, { entered }) {
  if (!describers.has(page)) describers.set(page, { current: describe });
  describers.get(page).current = describe;
  wire(page, describers.get(page));
  const table = page.querySelector('.softmax');
  if (entered && table) bringMomentIntoView(table);
  runStages(page, describe);
}
