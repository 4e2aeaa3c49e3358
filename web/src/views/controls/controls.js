// The controls around the steps and the matrix that index.html provides:
// the switches, the head count (and its link to the heads' panel), the note
// on shared projections, the step buttons, the query's name in the heading,
// the row summary, chapter caption and notes under the matrix (with what the
// causal mask hides), the wide layout for long sentences, and the live region
// that announces each step.
import { el } from '../../dom/el.js';
import { patchChildren, setHidden, setText } from '../../dom/patch.js';
import { LAST_STEP } from '../../state/state.js';
import { describeStep } from '../steps/step-pages.js';
import { hiddenFavouriteSentence, maskedPatternSentence } from '../../text/masking.js';
import { rowSummary, selfAttentionNote, sentencePattern } from '../../text/wording.js';
import './controls.css';

/** Each switch in index.html and the field of state.numbers it shows. */
const SWITCHES = [
  ['scale-switch', 'scale'],
  ['projections-switch', 'separateProjections'],
  ['causal-switch', 'causal'],
];

/** Past the chapter's five words the matrix needs the full width, below the steps. */
const WIDE_LAYOUT_TOKENS = 5;

// With q = k = v: why a word may look at itself, and what the numbers say.
function sharedNote(model, queryIndex) {
  return el(
    'p',
    {},
    el('strong', { text: 'q = k = v.' }),
    ' Each word’s query is now its own embedding, and a vector tends to line up with itself better than with other words. ',
    selfAttentionNote(model, queryIndex),
    ' Separate projections (set by hand here; a real model learns them) let a word look for something other than its own reflection.',
  ).childNodes;
}

/**
 * @param {Document} page
 * @param {{
 *   onSwitch: (field: string, on: boolean) => void, onHeads: (heads: number) => void,
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
  const headsInputs = [...page.querySelectorAll('input[name="heads"]')];
  for (const input of headsInputs) {
    input.addEventListener('change', () => handlers.onHeads(Number(input.value)));
  }
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
        for (const input of headsInputs) input.checked = Number(input.value) === numbers.heads;
        // The heads' panel is under the matrix: a link beside the control leads there.
        setHidden(byId('heads-link'), numbers.heads === 1);
        setText(byId('heads-link-count'), `${numbers.heads} heads`);
        setHidden(byId('shared-note'), numbers.separateProjections);
        grid.classList.toggle('is-wide', model.tokens.length > WIDE_LAYOUT_TOKENS);
        // The pattern across the chapter's words, whatever the switches and
        // edits; with q = k = v the shared note beside it says it instead.
        const caption = model.isChapter
          ? [
              numbers.separateProjections ? sentencePattern(model) : '',
              maskedPatternSentence(model),
            ].filter(Boolean)
          : [];
        setHidden(byId('chapter-caption'), caption.length === 0);
        setText(byId('chapter-caption'), caption.join(' '));
        setHidden(byId('toy-note'), model.isChapter);
      }
      if (model === shown.model && selection === shown.selection) return;
      shown = { model, selection };
      if (!numbers.separateProjections) {
        patchChildren(byId('shared-note'), sharedNote(model, selection.queryIndex));
      }
      setText(byId('query-name'), `“${model.labels[selection.queryIndex]}”`);
      // aria-disabled rather than disabled: a disabled button would drop keyboard focus.
      buttons.previous.setAttribute('aria-disabled', String(selection.step === 0));
      buttons.next.setAttribute('aria-disabled', String(selection.step === LAST_STEP));
      const summary = [
        rowSummary(model, selection.queryIndex),
        hiddenFavouriteSentence(model, selection.queryIndex),
      ];
      setText(byId('row-summary'), summary.filter(Boolean).join(' '));
      // Announced on changes, not when the page opens.
      const announcement = describeStep(model, selection);
      if (!isFirst && announcer.textContent !== announcement) {
        announcer.textContent = announcement;
      }
    },
  };
}

/** Says, in place of the lab, that the core could not be loaded. */
export function showLoadError(error) {
  const message = document.createElement('p');
  message.className = 'load-error';
  message.setAttribute('role', 'alert');
  message.textContent = `The attention core could not be loaded: ${error.message}`;
  document.getElementById('lab').prepend(message);
  throw error;
}
