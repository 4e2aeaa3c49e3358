// The controls around the steps and the matrix that index.html provides:
// the switches and their note, the step buttons, the query's name in the
// heading, the row summary and chapter caption under the matrix, the wide
// layout for long sentences, and the live region that announces each step.
import { formatWeight } from '../format.js';
import { setHidden, setText } from '../patch.js';
import { LAST_STEP } from '../state/state.js';
import { describeStep } from './steps/step-pages.js';

/** Each switch in index.html and the field of state.numbers it shows. */
const SWITCHES = [
  ['scale-switch', 'scale'],
  ['projections-switch', 'separateProjections'],
];

/** Past this many words the matrix takes the full width, below the steps. */
const WIDE_LAYOUT_TOKENS = 7;

// One sentence on the selected row: does the word focus or spread out?
function summariseRow(model, queryIndex) {
  const weights = model.weights[queryIndex];
  const largest = Math.max(...weights);
  const strongest = model.labels[weights.indexOf(largest)];
  const token = model.labels[queryIndex];
  return largest >= 0.5
    ? `“${token}” concentrates on “${strongest}” (${formatWeight(largest)}).`
    : `“${token}” spreads its attention: no key gets more than ${formatWeight(largest)}.`;
}

/**
 * @param {Document} page
 * @param {{
 *   onSwitch: (field: string, on: boolean) => void,
 *   onPrevious: () => void, onNext: () => void, onPlay: () => void, onReset: () => void,
 * }} handlers
 */
export function createControlsView(page, handlers) {
  const byId = (id) => page.getElementById(id);
  const switches = SWITCHES.map(([id, field]) => {
    const input = byId(id);
    input.addEventListener('change', () => handlers.onSwitch(field, input.checked));
    return { input, field };
  });
  const buttons = {
    previous: byId('previous-step'),
    next: byId('next-step'),
    play: byId('play'),
    reset: byId('reset'),
  };
  buttons.previous.addEventListener('click', handlers.onPrevious);
  buttons.next.addEventListener('click', handlers.onNext);
  buttons.play.addEventListener('click', handlers.onPlay);
  buttons.reset.addEventListener('click', handlers.onReset);
  const announcer = byId('announcer');
  const grid = page.querySelector('.lab-grid');

  let shown = { model: null, selection: null };

  return {
    /** Play becomes Pause while playing. */
    showPlaying(playing) {
      buttons.play.textContent = playing ? 'Pause' : 'Play';
    },

    update(model, { numbers, selection }) {
      const isFirst = shown.model === null;
      if (model !== shown.model) {
        for (const { input, field } of switches) input.checked = numbers[field];
        setHidden(byId('shared-note'), numbers.separateProjections);
        grid.classList.toggle('is-wide', model.tokens.length > WIDE_LAYOUT_TOKENS);
        // This caption describes the chapter's numbers, so it shows only with them.
        setHidden(
          byId('chapter-caption'),
          !(model.isChapterExample && numbers.separateProjections),
        );
      }
      if (model === shown.model && selection === shown.selection) return;
      shown = { model, selection };
      setText(byId('query-name'), `“${model.labels[selection.queryIndex]}”`);
      // aria-disabled rather than disabled: a disabled button would drop keyboard focus.
      buttons.previous.setAttribute('aria-disabled', String(selection.step === 0));
      buttons.next.setAttribute('aria-disabled', String(selection.step === LAST_STEP));
      setText(byId('row-summary'), summariseRow(model, selection.queryIndex));
      // Announced on changes, not when the page opens.
      const announcement = describeStep(model, selection);
      if (!isFirst && announcer.textContent !== announcement) {
        announcer.textContent = announcement;
      }
    },
  };
}
