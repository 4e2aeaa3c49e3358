// The controls around the steps and the matrix: the switches and the head
// count (with its link to the heads' panel), which this module builds; the
// step buttons and Play's speed, and what they do; and, in index.html's own
// elements, the query's name in the heading, the row summary, chapter caption and notes
// under the matrix (with what the causal mask hides), the wide layout for
// long sentences, and the live region that announces each step.
import { Player } from '../../animation.js';
import { changeTracker } from '../../changes.js';
import { el } from '../../dom/el.js';
import { patchChildren, setHidden, setText } from '../../dom/patch.js';
import { HEAD_COUNTS, STEP_NAMES } from '../../state/lab.js';
import { LAST_STEP, hiddenNumbers, stepBy, withSelection } from '../../state/state.js';
import { describeStep } from '../steps/step-pages.js';
import { hiddenFavouriteSentence, maskedPatternSentence } from '../../text/masking.js';
import { sentences, t, tNodes } from '../../text/text.js';
import { isolated, rowSummary, selfAttentionNote, sentencePattern } from '../../text/wording.js';
import './controls.css';

// √d_k, as the scale switch writes it.
function sqrtDk() {
  const symbol = document.createDocumentFragment();
  symbol.append('√', el('var', { text: 'd' }), el('sub', { text: 'k' }));
  return symbol;
}

/**
 * Each switch: its id, the part of the state (numbers unless said) and the
 * field in it that it shows, its words.
 */
const SWITCHES = [
  {
    id: 'scale-switch',
    field: 'scale',
    text: () => tNodes('controls.scale', { sqrtDk: sqrtDk() }),
    name: () => t('controls.scaleName'),
  },
  {
    id: 'projections-switch',
    field: 'separateProjections',
    text: () => [t('controls.projections')],
  },
  { id: 'causal-switch', field: 'causal', text: () => [t('controls.causal')] },
  // Practice mode changes what is shown, not the numbers.
  {
    id: 'practice-switch',
    part: 'selection',
    field: 'practice',
    text: () => [t('controls.practice')],
  },
];

/** The step buttons: the name each is known by here, its id, its look, its words. */
const STEP_BUTTONS = [
  ['previous', 'previous-step', 'button', 'controls.previous'],
  ['play', 'play', 'button button-primary', 'controls.play'],
  ['next', 'next-step', 'button', 'controls.next'],
  ['reset', 'reset', 'button button-quiet', 'controls.reset'],
];

const SOFTMAX_STEP = STEP_NAMES.indexOf('softmax');

/** Play's speeds, as factors of its reading pace (1 is TIMING's). */
const PLAY_SPEEDS = [0.5, 1, 2];

/** Past the chapter's five words the matrix needs the full width, below the steps. */
const WIDE_LAYOUT_TOKENS = 5;

function buildSwitch({ id, text, name }) {
  const label = el('span', { className: 'switch-text' }, ...text());
  // One text node for "Scale by √", as a page's own markup would have.
  label.normalize();
  return el(
    'label',
    { className: 'switch' },
    el('input', { id, type: 'checkbox', role: 'switch', 'aria-label': name?.() }),
    el('span', { className: 'switch-track', 'aria-hidden': 'true' }),
    label,
  );
}

// "See the 4 heads under the matrix": the words around the count are boxed,
// so a phone can leave out where the heads are (see .heads-link-where).
function buildHeadsLink(count) {
  let isAfter = false;
  const parts = tNodes('controls.headsLink', { heads: count }).map((part) => {
    if (part !== count) {
      return el('span', { className: isAfter ? 'heads-link-where' : 'heads-link-see', text: part });
    }
    isAfter = true;
    return part;
  });
  return el(
    'a',
    { id: 'heads-link', className: 'heads-link', href: '#heads-view', hidden: true },
    ...parts,
  );
}

/**
 * Builds the switches, the heads picker and the step buttons into the page's
 * .switches and .player, before the core arrives: the entry script blocks
 * the first paint, so they are there from the start and nothing moves.
 * @param {Document} page
 * @returns {object}  the controls, for createControlsView
 */
export function buildControls(page) {
  const headsInputs = HEAD_COUNTS.map((count) =>
    el('input', { type: 'radio', name: 'heads', value: String(count) }),
  );
  const headsCount = el('span', { id: 'heads-link-count' });
  const headsLink = buildHeadsLink(headsCount);
  page.querySelector('.switches').append(
    ...SWITCHES.map(buildSwitch),
    el(
      'fieldset',
      { className: 'heads-picker' },
      el('legend', { text: t('controls.heads') }),
      ...headsInputs.map((input) => el('label', {}, input, el('span', { text: input.value }))),
      // Shown with more than one head: the panel sits under the matrix, off the first screen.
      headsLink,
    ),
  );
  const buttons = Object.fromEntries(
    STEP_BUTTONS.map(([name, id, className, key]) => [
      name,
      el('button', { type: 'button', id, className, text: t(key) }),
    ]),
  );
  const speed = el(
    'select',
    { id: 'play-speed' },
    ...PLAY_SPEEDS.map((value) =>
      el('option', {
        value,
        selected: value === 1,
        text: t('controls.speedValue', { speed: value }),
      }),
    ),
  );
  const { previous, play, next, reset } = buttons;
  page.querySelector('.player').append(
    previous,
    play,
    next,
    // Beside Next; on a phone, on the next line with Reset.
    el(
      'span',
      { className: 'speed-picker' },
      el('label', { for: 'play-speed', text: t('controls.speed') }),
      speed,
    ),
    reset,
  );
  const switches = SWITCHES.map(({ id, part = 'numbers', field }) => ({
    input: page.getElementById(id),
    part,
    field,
  }));
  return { page, switches, headsInputs, headsLink, headsCount, buttons, speed };
}

/**
 * What the step buttons do to the store: Play walks the steps forward, each
 * shown for `dwellMs(step)` divided by the speed, and stops at the last one
 * (from which it starts over); a step chosen by hand stops it.
 * @param {{ state: import('../../state/url.js').LabState, set: (next: Function) => unknown }} store
 * @param {(playing: boolean) => void} onPlaying  Play has started or stopped
 * @param {(step: number) => number} dwellMs  how long Play stays on a step at 1×
 */
export function createStepping(store, onPlaying, dwellMs) {
  // Where Play stops: the last step, or the softmax while practice mode
  // waits for the query's prediction there.
  const lastPlayed = () => (store.state.selection.withheld ? SOFTMAX_STEP : LAST_STEP);
  const player = new Player({
    onTick: () => {
      store.set((state) => stepBy(state, 1));
      if (store.state.selection.step >= lastPlayed()) player.pause();
    },
    onChange: onPlaying,
    dwellMs: () => dwellMs(store.state.selection.step),
  });
  const stepTo = (next) => {
    player.pause();
    store.set(next);
  };
  return {
    onPlay() {
      if (player.playing) return player.pause();
      if (store.state.selection.step >= lastPlayed()) {
        store.set((state) => withSelection(state, { step: 0 }));
      }
      player.play();
    },
    onPrevious: () => stepTo((state) => stepBy(state, -1)),
    onNext: () => stepTo((state) => stepBy(state, 1)),
    onReset: () => stepTo((state) => withSelection(state, { step: 0 })),
    onGoToStep: (step) => stepTo((state) => withSelection(state, { step })),
    onSpeed: (speed) => (player.speed = speed),
    // For a lab being replaced (a language switch).
    pause: () => player.pause(),
  };
}

// With q = k = v: why a word may look at itself, and what the numbers say.
function sharedNote(model, queryIndex) {
  return tNodes('controls.sharedNote', {
    equation: el('strong', { text: 'q = k = v.' }),
    selfAttention: selfAttentionNote(model, queryIndex),
  });
}

/**
 * @param {ReturnType<typeof buildControls>} controls
 * @param {{
 *   onSwitch: (part: 'numbers' | 'selection', field: string, on: boolean) => void,
 *   onHeads: (heads: number) => void,
 *   onPrevious: () => void, onNext: () => void, onPlay: () => void, onReset: () => void,
 *   onSpeed: (speed: number) => void,
 * }} handlers
 */
export function createControlsView(controls, handlers) {
  const { page, switches, headsInputs, headsLink, headsCount, buttons, speed } = controls;
  const byId = (id) => page.getElementById(id);
  for (const { input, part, field } of switches) {
    input.addEventListener('change', () => handlers.onSwitch(part, field, input.checked));
  }
  for (const input of headsInputs) {
    input.addEventListener('change', () => handlers.onHeads(Number(input.value)));
  }
  buttons.previous.addEventListener('click', handlers.onPrevious);
  buttons.next.addEventListener('click', handlers.onNext);
  buttons.play.addEventListener('click', handlers.onPlay);
  buttons.reset.addEventListener('click', handlers.onReset);
  speed.addEventListener('change', () => handlers.onSpeed(Number(speed.value)));
  const announcer = byId('announcer');
  const grid = page.querySelector('.lab-grid');
  const changes = changeTracker();

  function showNumbers(model) {
    const { numbers } = model;
    for (const { input, part, field } of switches) {
      if (part === 'numbers') input.checked = numbers[field];
    }
    for (const input of headsInputs) input.checked = Number(input.value) === numbers.heads;
    // The heads' panel is under the matrix: a link beside the control leads there.
    setHidden(headsLink, numbers.heads === 1);
    setText(headsCount, t('controls.headsCount', { count: numbers.heads }));
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
    setText(byId('chapter-caption'), sentences(caption));
    setHidden(byId('toy-note'), model.isChapter);
  }

  return {
    /** Play becomes Pause while playing. */
    showPlaying(playing) {
      buttons.play.textContent = t(playing ? 'controls.pause' : 'controls.play');
    },

    update(model, selection) {
      if (changes.changed('model', model)) showNumbers(model);
      if (!changes.changed('selection', model, selection)) return;
      for (const { input, part, field } of switches) {
        if (part === 'selection') input.checked = selection[field];
      }
      if (!model.numbers.separateProjections) {
        patchChildren(byId('shared-note'), sharedNote(model, selection.queryIndex));
      }
      setText(
        byId('query-name'),
        t('controls.queryName', { word: isolated(model.labels[selection.queryIndex]) }),
      );
      // aria-disabled rather than disabled: a disabled button would drop keyboard focus.
      buttons.previous.setAttribute('aria-disabled', String(selection.step === 0));
      buttons.next.setAttribute('aria-disabled', String(selection.step === LAST_STEP));
      const summary = [
        rowSummary(model, selection.queryIndex, hiddenNumbers(selection).weight),
        hiddenFavouriteSentence(model, selection.queryIndex),
      ];
      setText(byId('row-summary'), sentences(summary));
      // Announced on changes, not when the page opens.
      const announcement = describeStep(model, selection);
      if (changes.previous('selection') !== undefined && announcer.textContent !== announcement) {
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
  message.textContent = t('controls.loadError', { message: error.message });
  document.getElementById('lab').prepend(message);
  throw error;
}
