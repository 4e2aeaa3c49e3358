// Wiring: load the core, build the views once, and send every change through
// one path — update the state, then render(state).
import { loadAttention } from '../lib/attention.js';
import { buildModel, baseNumbers } from './model.js';
import { Player } from './player.js';
import {
  STEP_NAMES,
  defaultState,
  parseState,
  projectionEdits,
  stateUrl,
  writeStateToUrl,
} from './state.js';
import { createMatrixView } from './views/matrix.js';
import { createStepsView, describeStep } from './views/steps.js';
import { createTokensView } from './views/tokens.js';
import { createShapesView } from './views/shapes.js';
import { createShareView } from './views/share.js';
import { createSentenceView } from './views/sentence.js';
import { FLIES_TO_TIME, createEditorView } from './views/editor.js';
import { reportHeightToParent } from './embed.js';
import { formatWeight } from './format.js';
import { setHidden, setText } from './patch.js';
import './styles.css';

const LAST_STEP = STEP_NAMES.length - 1;
const PLAY_INTERVAL_MS = 2800;

const byId = (id) => document.getElementById(id);

async function start() {
  const attention = await loadAttention();
  const example = attention.chapterExample();
  let state = parseState(window.location.search, example.tokens);
  document.body.classList.toggle('embed', state.embed);
  let model;
  try {
    model = buildModel(attention, example, state);
  } catch (error) {
    // A link whose numbers the core refuses opens on the chapter's example.
    console.warn(error);
    state = { ...defaultState(), embed: state.embed };
    model = buildModel(attention, example, state);
  }

  const scaleSwitch = byId('scale-switch');
  const projectionsSwitch = byId('projections-switch');
  const playButton = byId('play');
  const announcer = byId('announcer');

  const tokensView = createTokensView(document.querySelector('.token-picker'), {
    onSelect: (queryIndex) => update({ queryIndex }),
  });
  const stepsView = createStepsView(document.querySelector('.step-list'), byId('step-panel'), {
    onGoToStep: (step) => {
      player.pause();
      update({ step });
    },
    onFocusKey: (focusedKeyIndex) => update({ focusedKeyIndex }),
  });
  const matrixView = createMatrixView(byId('matrix-view'), {
    onSelect: (queryIndex, focusedKeyIndex) => update({ queryIndex, focusedKeyIndex }),
  });

  const chapterState = () => ({
    sentence: null,
    edits: {},
    scale: true,
    separateProjections: true,
    queryIndex: state.queryIndex < example.tokens.length ? state.queryIndex : 0,
    focusedKeyIndex: state.focusedKeyIndex < example.tokens.length ? state.focusedKeyIndex : 0,
  });
  const sentenceView = createSentenceView(byId('sentence-view'), {
    chapterTokens: example.tokens,
    onApply: (sentence) =>
      tryUpdate({
        sentence,
        // W_Q, W_K, W_V edits carry over; embedding edits belonged to the old words.
        edits: projectionEdits(state.edits),
        queryIndex: 0,
        focusedKeyIndex: 0,
      }),
    onReset: () => tryUpdate(chapterState()),
  });

  const editorView = createEditorView(byId('editor-view'), {
    onEdit: (key, value) => {
      const [matrix, rowIndex, columnIndex] = key
        .split('.')
        .map((part, index) => (index === 0 ? part : Number(part)));
      // An entry put back to where it started is no longer an edit.
      const base = baseNumbers(attention, example, state)[matrix];
      const original = base.data[rowIndex * base.shape[1] + columnIndex];
      const edits = { ...state.edits };
      if (Math.fround(value) === original) delete edits[key];
      else edits[key] = value;
      return tryUpdate({ edits });
    },
    onPreset: (name) => {
      if (name === 'chapter') return tryUpdate(chapterState());
      if (name === 'shared') return tryUpdate({ separateProjections: false });
      // Make flies attend to time: the chapter's sentence, one changed weight,
      // and "flies" at the softmax step, where the move shows.
      return tryUpdate({
        ...chapterState(),
        edits: { ...FLIES_TO_TIME.edits },
        queryIndex: example.tokens.indexOf('flies'),
        step: STEP_NAMES.indexOf('softmax'),
      });
    },
  });

  const editorPanel = byId('editor');
  editorPanel.addEventListener('toggle', () => {
    if (editorPanel.open) editorView.update(model, state);
  });
  // While the page is idle, the closed editor (its hundred-odd number boxes)
  // and the pages of the other steps are built for the current numbers, and
  // laid out, one piece per idle callback: opening the editor or going to
  // another step then costs little more than a paint. A newer state starts
  // its own run and ends the older one.
  let idleRun = 0;
  function prepareWhenIdle() {
    const run = ++idleRun;
    const prepareSteps = () => {
      if (run === idleRun && stepsView.prepareAnotherStep(model, state)) whenIdle(prepareSteps);
    };
    whenIdle(() => {
      if (run !== idleRun) return;
      if (!editorPanel.open) editorView.update(model, state);
      prepareSteps();
    });
  }

  const shareView = createShareView(byId('share-view'), () => stateUrl(state, model.tokens));
  // The 768-dimensional walk-through is computed the first time it is opened.
  const shapesPanel = byId('shapes');
  shapesPanel.addEventListener(
    'toggle',
    () => createShapesView(byId('shapes-view'), attention, example),
    { once: true },
  );

  const player = new Player({
    interval: PLAY_INTERVAL_MS,
    onTick: () => {
      update({ step: Math.min(state.step + 1, LAST_STEP) });
      if (state.step === LAST_STEP) player.pause();
    },
    onChange: (playing) => {
      playButton.textContent = playing ? 'Pause' : 'Play';
    },
  });

  scaleSwitch.addEventListener('change', () => update({ scale: scaleSwitch.checked }));
  projectionsSwitch.addEventListener('change', () =>
    update({ separateProjections: projectionsSwitch.checked }),
  );
  byId('previous-step').addEventListener('click', () => {
    player.pause();
    update({ step: Math.max(state.step - 1, 0) });
  });
  byId('next-step').addEventListener('click', () => {
    player.pause();
    update({ step: Math.min(state.step + 1, LAST_STEP) });
  });
  playButton.addEventListener('click', () => {
    if (player.playing) {
      player.pause();
      return;
    }
    // Playing from the end starts over.
    if (state.step === LAST_STEP) update({ step: 0 });
    player.play();
  });
  byId('reset').addEventListener('click', () => {
    player.pause();
    update({ step: 0 });
  });

  let previous = null;
  let urlWritePending = false;
  function writeUrl() {
    urlWritePending = false;
    writeStateToUrl(state, model.tokens);
    shareView.refresh();
  }

  // The model for a state: the last one when the numbers it depends on are the
  // same (a step or a key focus changes no number), so views can tell by
  // identity that their data did not change.
  let modelKey = modelKeyOf(state);
  function modelFor(next) {
    const key = modelKeyOf(next);
    if (key === modelKey) return model;
    const built = buildModel(attention, example, next);
    modelKey = key;
    return built;
  }

  // Every change goes through here. If the core refuses the numbers (it
  // throws AttentionInputError), the page keeps the state it had and the
  // caller gets the core's message to show.
  function tryUpdate(changes) {
    const next = { ...state, ...changes };
    try {
      model = modelFor(next);
    } catch (error) {
      console.warn(error);
      return error.message;
    }
    state = next;
    render(state);
    return null;
  }

  function update(changes) {
    tryUpdate(changes);
  }

  function render(current) {
    const token = model.labels[current.queryIndex];
    // The URL (and an open embed snippet) wait until the answer to an input
    // is painted; inputs before then share one write of the latest state.
    if (previous === null) writeUrl();
    else if (!urlWritePending) {
      urlWritePending = true;
      afterNextPaint(writeUrl);
    }

    sentenceView.update(model, current);
    if (editorPanel.open) editorView.update(model, current);
    tokensView.update(model, current);
    matrixView.update(model, current);
    // A new step enters with an animation; other changes update it in place.
    const animate = previous !== null && previous.step !== current.step;
    stepsView.update(model, current, { animate });

    scaleSwitch.checked = current.scale;
    projectionsSwitch.checked = current.separateProjections;
    setHidden(byId('shared-note'), current.separateProjections);
    setText(byId('query-name'), `“${token}”`);
    // aria-disabled rather than disabled: a disabled button would drop keyboard focus.
    byId('previous-step').setAttribute('aria-disabled', String(current.step === 0));
    byId('next-step').setAttribute('aria-disabled', String(current.step === LAST_STEP));
    setText(byId('row-summary'), summariseRow(model, current.queryIndex));
    // A long sentence's matrix needs the full width, below the steps.
    document.querySelector('.lab-grid').classList.toggle('is-wide', model.tokens.length > 7);
    // This caption describes the chapter's numbers, so it shows only with them.
    setHidden(byId('chapter-caption'), !(model.isChapterExample && current.separateProjections));

    prepareWhenIdle();

    const announcement = describeStep(model, current);
    if (previous !== null && announcer.textContent !== announcement) {
      announcer.textContent = announcement;
    }
    previous = current;
  }

  render(state);
  document.body.classList.add('is-ready');
  reportHeightToParent();
}

// Runs `task` when the main thread has nothing else to do (or after a second).
function whenIdle(task) {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 200);
}

// Runs `task` once the frame that answers the current input is painted
// (rAF, then a task); the timeout covers hidden frames, which get no rAF.
function afterNextPaint(task) {
  let done = false;
  const runOnce = () => {
    if (!done) {
      done = true;
      task();
    }
  };
  requestAnimationFrame(() => setTimeout(runOnce));
  setTimeout(runOnce, 250);
}

// The parts of a state the model depends on.
function modelKeyOf(state) {
  return JSON.stringify([
    state.sentence,
    state.edits,
    state.scale,
    state.separateProjections,
    state.queryIndex,
  ]);
}

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

start().catch((error) => {
  const message = document.createElement('p');
  message.className = 'load-error';
  message.setAttribute('role', 'alert');
  message.textContent = `The attention core could not be loaded: ${error.message}`;
  byId('lab').prepend(message);
  throw error;
});
