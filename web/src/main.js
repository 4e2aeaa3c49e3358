// Wiring only: load the core, make the store and the views, send every input
// to the store as a new state (made by state/state.js), and render each
// change. The model is the store's; views compare what they get by identity.

// First, so that every view's own sheet comes after the shared one.
import './styles/base.css';
import { loadAttention } from '../lib/attention.js';
import { Player } from './animation.js';
import { createStore } from './model/store.js';
import { parsePageOptions, parseState, stateUrl, writeStateToUrl } from './state/url.js';
import {
  LAST_STEP,
  PRESETS,
  chapterPreset,
  stepBy,
  withEditedEntry,
  withNumbers,
  withPickedKey,
  withSelection,
  withSentence,
} from './state/state.js';
import { createControlsView, showLoadError } from './views/controls/controls.js';
import { createEditorView } from './views/editor/editor.js';
import { createHeadsView } from './views/heads/heads.js';
import { createLinesView } from './views/lines/lines.js';
import { createMatrixView } from './views/matrix/matrix.js';
import { createIdleWork, oncePerPaint, updateWhenSeen } from './schedule.js';
import { createPlaneView } from './views/plane/plane.js';
import { createSentenceView } from './views/sentence/sentence.js';
import { createShapesViewWhenOpened } from './views/shapes/shapes.js';
import { createShareView } from './views/share/share.js';
import { createStepsView } from './views/steps/step-pages.js';
import { createTokensView } from './views/tokens/tokens.js';
import { reportHeightToParent, showPageOptions } from './embed/embed.js';

// First: the lab has started, so the "has not started" message (fallback.css)
// never comes up while the core downloads.
document.body.classList.add('is-starting');

const byId = (id) => document.getElementById(id);

// A link that carries a sentence opens its fold, and the page takes on its
// embed mode, view and theme, straight away: before the core arrives, so
// the page does not move or change colour when it does.
byId('sentence-fold').open = new URLSearchParams(window.location.search).has('sentence');
showPageOptions(document, parsePageOptions(window.location.search));

async function start() {
  const attention = await loadAttention();
  const example = attention.chapterExample();
  const chapter = { chapterTokens: example.tokens, dim: example.dim };
  const store = createStore(attention, example, parseState(window.location.search, chapter));
  const set = (next) => store.set(next);
  const pickQuery = (queryIndex) => set((state) => withSelection(state, { queryIndex }));
  const pickKey = (keyIndex, changes) => set((state) => withPickedKey(state, keyIndex, changes));

  // Play walks the steps forward and stops at the last one.
  const player = new Player({
    onTick: () => {
      set((state) => stepBy(state, 1));
      if (store.state.selection.step === LAST_STEP) player.pause();
    },
    onChange: (playing) => controls.showPlaying(playing),
  });
  // From the last step, Play starts over.
  const togglePlay = () => {
    if (player.playing) return player.pause();
    if (store.state.selection.step === LAST_STEP) set((state) => withSelection(state, { step: 0 }));
    player.play();
  };
  // Stepping by hand stops Play.
  const stepTo = (next) => {
    player.pause();
    set(next);
  };

  const controls = createControlsView(document, {
    onSwitch: (field, on) => set((state) => withNumbers(state, { [field]: on })),
    onHeads: (heads) => set((state) => withNumbers(state, { heads })),
    onPrevious: () => stepTo((state) => stepBy(state, -1)),
    onNext: () => stepTo((state) => stepBy(state, 1)),
    onReset: () => stepTo((state) => withSelection(state, { step: 0 })),
    onPlay: togglePlay,
  });
  const tokensView = createTokensView(document.querySelector('.token-picker'), {
    onSelect: pickQuery,
  });
  const stepsView = createStepsView(document.querySelector('.step-list'), byId('step-panel'), {
    onGoToStep: (step) => stepTo((state) => withSelection(state, { step })),
    onFocusKey: pickKey,
  });
  // Views that can be out of sight (below the fold, or the matrix under a
  // long sentence's steps) are redrawn when the page is idle or comes near
  // them, not in the frame that answers an input.
  const matrixView = updateWhenSeen(byId('matrix-view'), (element) =>
    createMatrixView(element, { onSelect: (queryIndex, key) => pickKey(key, { queryIndex }) }),
  );
  const pictures = [
    updateWhenSeen(byId('lines-view'), (element) =>
      createLinesView(element, { onSelectQuery: pickQuery, onPickKey: pickKey }),
    ),
    updateWhenSeen(byId('plane-view'), createPlaneView),
  ];
  const sentenceView = createSentenceView(byId('sentence-view'), {
    chapterTokens: example.tokens,
    onApply: (sentence) => set((state) => withSentence(state, sentence)),
    onReset: () => set((state) => chapterPreset(state, example.tokens)),
  });
  const editorView = createEditorView(byId('editor'), byId('editor-view'), {
    onEdit: (entry, value) =>
      set((state) => {
        const original = store.model.baseMatrices[entry.matrix][entry.row][entry.column];
        return withEditedEntry(state, entry, value, original);
      }),
    onPreset: (name) => set((state) => PRESETS[name](state, example.tokens)),
  });
  const shareView = createShareView(byId('share-view'), () =>
    stateUrl(store.state, store.model.tokens),
  );
  createShapesViewWhenOpened(byId('shapes'), byId('shapes-view'), attention, example);

  // The URL (and an open embed snippet) wait until the answer to an input is
  // painted; inputs before then share one write of the latest state.
  function writeUrl() {
    writeStateToUrl(store.state, store.model.tokens);
    shareView.refresh();
  }
  const writeUrlAfterPaint = oncePerPaint(writeUrl);

  // Views drawn from the model and the selection alone.
  const headsView = createHeadsView(byId('heads-view'));
  const selectionViews = [editorView, tokensView, matrixView, stepsView, headsView, ...pictures];
  // While the page is idle, the views held back, the closed editor and the
  // other steps' pages are brought up to date, one piece per idle callback.
  const startIdleWork = createIdleWork();

  function render(state, model) {
    const { selection } = state;
    sentenceView.update(state);
    for (const view of selectionViews) view.update(model, selection);
    controls.update(model, state);
    startIdleWork([
      ...[matrixView, ...pictures].map((view) => view.catchUp),
      () => editorView.prepare(),
      () => stepsView.prepareAnotherStep(model, selection),
    ]);
  }

  store.subscribe((state, model) => {
    render(state, model);
    writeUrlAfterPaint();
  });
  render(store.state, store.model);
  writeUrl();
  document.body.classList.add('is-ready');
  reportHeightToParent();
}

start().catch(showLoadError);
