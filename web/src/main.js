// Wiring only: build what must be there at the first paint, load the core,
// make the store and the views, send every input to the store as a new
// state (made by state/state.js), and render each change. The model is the
// store's; every view has one signature, update(model, selection), and
// compares what it gets by identity (changes.js) to decide what to redraw.

// First, so that every view's own sheet comes after the shared one.
import './styles/base.css';
import { loadAttention } from '../lib/attention.js';
import { createStore } from './model/store.js';
import {
  parsePageOptions,
  parseState,
  startSearch,
  stateUrl,
  writeStateToUrl,
} from './state/url.js';
import {
  PRESETS,
  STEP_NAMES,
  awayFromWorkedExample,
  chapterPreset,
  withEditedEntry,
  withNumbers,
  withPickedCell,
  withPickedKey,
  withSelection,
  withSentence,
  withWithheld,
} from './state/state.js';
import { pageLanguage } from './text/languages.js';
import { availableLanguages } from './text/locales.js';
import {
  createLanguagePicker,
  loadLanguage,
  loadPartWords,
  useLanguage,
  whenLanguageChosen,
} from './views/language/language.js';
import {
  buildControls,
  createControlsView,
  createStepping,
  showLoadError,
} from './views/controls/controls.js';
import { createMatrixView } from './views/matrix/matrix.js';
import {
  createIdleWork,
  nextTask,
  oncePerIdle,
  updateWhenSeen,
  whenFirstNeeded,
} from './schedule.js';
import { buildSentenceForm, createSentenceView } from './views/sentence/sentence.js';
import { KEY_DIMS, SAMPLING } from './views/scaling/sampling.js';
import { createShareFold } from './views/share/share-fold.js';
import { createStepsView } from './views/steps/step-pages.js';
import { createTokensView } from './views/tokens/tokens.js';
import { createFigureFold } from './views/figures/figure-fold.js';
import { createPrintButton, setUpPrinting } from './views/print/print-handout.js';
import { reportHeightToParent, showPageOptions } from './embed/embed.js';
import { setHidden } from './dom/patch.js';

// First: the lab has started, so the "has not started" message (fallback.css)
// never comes up while the core downloads.
document.body.classList.add('is-starting');

const byId = (id) => document.getElementById(id);

/** A lazily loaded view's module, once its words in the shown language are there too. */
const withWords = async (part, loading) => (await Promise.all([loading, loadPartWords(part)]))[0];

// The core downloads while the words do.
const attentionLoaded = loadAttention();

// The lab's part of the shell as built, views not yet in it: a language
// switch puts it back and builds the lab again in the new words.
const builtShell = ['lab', 'share-view'].map((id) => [byId(id), byId(id).innerHTML]);

// The link's language, else the browser's: its words (one chunk) load
// beside the core. Until they are there and the controls are built with
// them, the page is not shown (base.css), so it appears whole, not in two
// goes; the link's page options are on it already.
document.documentElement.classList.add('is-loading-words');
showPageOptions(document, parsePageOptions(startSearch(document)));
const language = pageLanguage(parsePageOptions(startSearch(document)).lang, navigator.languages);
const wordsShown = useLanguage(document, language);

// The core's statistics for the d_k slider, drawn once for the page (a
// language switch keeps them): a few samples per idle moment, so that no
// task of the page's load is long on a slow phone, or all at once if the
// panel is shown first.
const scaling = { steps: null, statistics: null };
/** Draws the next samples; true while more remain. */
function drawScalingStatistics(attention) {
  if (scaling.statistics) return false;
  scaling.steps ??= attention.scalingStatisticsInSteps(
    { keyDims: KEY_DIMS, ...SAMPLING },
    { samplesPerStep: 8 },
  );
  const { done, value } = scaling.steps.next();
  if (done) scaling.statistics = value;
  return !done;
}

/**
 * Builds the lab for the address's state (or `state`, which a language
 * switch carries over whole): first what the first paint shows, then the
 * rest once the core is there. Resolves to a function that stops it.
 */
function openLab(state = null) {
  // Before the core arrives: the controls and the sentence box, its fold
  // opened if the link carries a sentence, so the page does not move when
  // the core comes.
  const controlsMarkup = buildControls(document);
  const sentenceForm = buildSentenceForm(
    byId('sentence-fold'),
    byId('sentence-view'),
    startSearch(document),
  );
  showPageOptions(document, parsePageOptions(startSearch(document)));
  document.documentElement.classList.remove('is-loading-words');
  return start(controlsMarkup, sentenceForm, state);
}

async function start(controlsMarkup, sentenceForm, initialState) {
  // Each part of the start in a task of its own (nextTask), so that none is
  // long on a slow phone: the core's first calls, the model, the views.
  const attention = await attentionLoaded;
  await nextTask();
  const example = attention.chapterExample();
  await nextTask();
  const chapter = { chapterTokens: example.tokens, dim: example.dim };
  // Practice mode withholds a query's weights until it has been predicted;
  // until the practice view has read what was done, nothing has.
  let predictionOf = () => undefined;
  let isChecked = () => false;
  const store = createStore(
    attention,
    example,
    initialState ?? parseState(startSearch(document), chapter),
    (state, model) => withWithheld(state, predictionOf, model, isChecked),
  );
  await nextTask();
  // After a language switch this lab is gone: nothing it still has running
  // (Play, a view loading) may change the state or the address.
  let stopped = false;
  const set = (next) => (stopped ? undefined : store.set(next));
  // Whether the query was chosen, by the link (token=), by the learner, or
  // before a language switch: practice mode leaves a chosen one where it is.
  let queryChosen =
    initialState !== null || new URLSearchParams(startSearch(document)).has('token');
  const pickQuery = (queryIndex) => set((state) => withSelection(state, { queryIndex }));
  const pickKey = (keyIndex, changes) => set((state) => withPickedKey(state, keyIndex, changes));

  // "Try it yourself" loads when it is first switched on.
  const practiceView = whenFirstNeeded(
    () => store.state.selection.practice,
    async () => {
      const [{ createPracticeView }, { reportAnswer }] = await Promise.all([
        withWords('practice', import('./views/practice/practice.js')),
        import('./views/practice/report.js'),
      ]);
      const view = createPracticeView(byId('practice-view'), {
        attention,
        // To the course page, only if its address asked (report=).
        onAnswer: (answer) => reportAnswer(store.state.page.report, answer),
        // Something done or cleared: a new state object, which the store
        // settles again (withWithheld) with what the learner has now done.
        onProgress: (changes = {}) => set((state) => ({ ...withSelection(state, changes) })),
      });
      predictionOf = view.predictionOf;
      isChecked = view.isChecked;
      set((state) => ({ ...state }));
      return view;
    },
  );
  // While the weights are withheld, what shows them is out of sight (base.css).
  const withholding = {
    update(model, selection) {
      byId('lab').classList.toggle('is-withholding', Boolean(selection.withheld));
      // The query is predicted, other rows are not: the matrix shows them as ?.
      const rowsHidden = !selection.withheld && (selection.hiddenRows?.length ?? 0) > 0;
      byId('lab').classList.toggle('is-withholding-rows', rowsHidden);
      // A box still asks for a number: the figures to download, drawn with it, wait.
      const { scoreUnchecked, weightUnchecked, outputUnchecked } = selection;
      const concealing = Boolean(scoreUnchecked || weightUnchecked || outputUnchecked);
      byId('lab').classList.toggle('is-concealing', concealing);
      // The pictures draw the weights, the plane x′ too: they wait for those boxes.
      const weightAsked = Boolean(selection.withheld || weightUnchecked);
      byId('lab').classList.toggle('is-withholding-lines', weightAsked);
      byId('lab').classList.toggle('is-withholding-plane', weightAsked || Boolean(outputUnchecked));
      // A weight box is open: what quotes every row's weights waits.
      byId('lab').classList.toggle('is-pending-weights', Boolean(selection.weightsPending));
    },
  };

  const stepping = createStepping(
    store,
    (playing) => controls.showPlaying(playing),
    (step) => stepsView.dwellMs(step),
  );
  const controls = createControlsView(controlsMarkup, {
    onSwitch: (part, field, on) =>
      set((state) => {
        const next = (part === 'selection' ? withSelection : withNumbers)(state, { [field]: on });
        return field === 'practice' && !queryChosen
          ? awayFromWorkedExample(next, example.tokens)
          : next;
      }),
    onHeads: (heads) => set((state) => withNumbers(state, { heads })),
    ...stepping,
  });
  const sentenceView = createSentenceView(sentenceForm, {
    chapterTokens: example.tokens,
    onApply: (sentence) => set((state) => withSentence(state, sentence)),
    onReset: () => set((state) => chapterPreset(state, example.tokens)),
  });
  // "Edit the numbers" is folded: its module loads when it is first opened.
  const editorPanel = byId('editor');
  const editorView = whenFirstNeeded(
    () => editorPanel.open,
    async () =>
      (await withWords('editor', import('./views/editor/editor.js'))).createEditorView(
        editorPanel,
        byId('editor-view'),
        {
          onEdit: (entry, value, original) =>
            set((state) => withEditedEntry(state, entry, value, original)),
          onPreset: (name) => set((state) => PRESETS[name](state, example.tokens)),
        },
      ),
  );
  editorPanel.addEventListener('toggle', () => editorView.retry());
  const tokensView = createTokensView(document.querySelector('.token-picker'), {
    onSelect: pickQuery,
  });
  const stepsView = createStepsView(document.querySelector('.step-list'), byId('step-panel'), {
    onGoToStep: stepping.onGoToStep,
    onFocusKey: pickKey,
  });
  // Views that can be out of sight (below the fold, or the matrix under a
  // long sentence's steps) are redrawn when the page is idle or comes near
  // them, not in the frame that answers an input.
  const matrixView = updateWhenSeen(byId('matrix-view'), (element) =>
    createMatrixView(element, {
      onSelect: (queryIndex, key) => set((state) => withPickedCell(state, queryIndex, key)),
    }),
  );
  // The pictures below the fold load when they first come near the viewport.
  const pictures = [
    updateWhenSeen(
      byId('lines-view'),
      async (element) => {
        const { createLinesView } = await withWords('lines', import('./views/lines/lines.js'));
        return createLinesView(element, { onSelectQuery: pickQuery, onPickKey: pickKey });
      },
      { lazy: true },
    ),
    updateWhenSeen(
      byId('plane-view'),
      async (element) => {
        const { createPlaneView } = await withWords('plane', import('./views/plane/plane.js'));
        return createPlaneView(element);
      },
      { lazy: true },
    ),
  ];
  // The heads' panel sits under the matrix, off a phone's first screen: it
  // shows or goes with the input, and is drawn once it is near the viewport
  // (or the page is idle). Its module loads when Heads is first above 1, so
  // that the link beside Heads can draw the panel before scrolling to it.
  const headsPanel = byId('heads-view');
  let headsModule = null;
  const loadHeads = () => (headsModule ??= withWords('heads', import('./views/heads/heads.js')));
  const headsShown = {
    update(model) {
      setHidden(headsPanel, model.multiHead === null);
      if (model.multiHead !== null) loadHeads();
    },
  };
  const headsView = updateWhenSeen(headsPanel, (element) =>
    whenFirstNeeded(
      (model) => model.multiHead !== null,
      async () => (await loadHeads()).createHeadsView(element),
    ),
  );
  controlsMarkup.headsLink.addEventListener('click', () => headsView.catchUp());
  const scalingStatistics = () => {
    while (drawScalingStatistics(attention));
    return scaling.statistics;
  };
  // "Why divide by √dₖ?" shows with the Scale & softmax step, below its
  // explanation: its module and words load when it first comes into sight.
  const scalingPanel = byId('scaling-view');
  const scalingShown = {
    update(model, selection) {
      setHidden(scalingPanel, STEP_NAMES[selection.step] !== 'softmax');
    },
  };
  const scalingView = updateWhenSeen(
    scalingPanel,
    async (element) => {
      const { createScalingView } = await withWords(
        'scaling',
        import('./views/scaling/scaling.js'),
      );
      return createScalingView(element, { statistics: scalingStatistics });
    },
    { lazy: true },
  );
  const shareView = createShareFold(byId('share-view'), () =>
    stateUrl(store.state, store.model.tokens),
  );
  // "Follow the shapes" is folded: its module and styles load when it is first opened.
  byId('shapes').addEventListener(
    'toggle',
    async () => {
      const { createShapesView } = await withWords('shapes', import('./views/shapes/shapes.js'));
      createShapesView(byId('shapes-view'), attention, example, {
        // Why √dₖ has one home, under Scale & softmax: the link goes to that step.
        showScaling: () => {
          set((state) => withSelection(state, { step: STEP_NAMES.indexOf('softmax') }));
          // Shown by the step change; the reader (and the keyboard focus) goes there.
          requestAnimationFrame(() => {
            scalingPanel.scrollIntoView({ block: 'start' });
            scalingPanel.focus({ preventScroll: true });
          });
        },
      });
    },
    { once: true },
  );

  // Download figure, beside each picture; the softmax bars' control shows with their step.
  const figureSlots = document.querySelectorAll('.figure-slot');
  for (const slot of figureSlots) {
    slot.append(
      createFigureFold(slot.dataset.figure, () => ({
        model: store.model,
        selection: store.state.selection,
      })),
    );
  }
  // Print handout, at the end of the lab; Ctrl+P and the browser's menu print it too.
  byId('lab').append(createPrintButton());
  setUpPrinting(() => ({
    model: store.model,
    selection: store.state.selection,
    address: stateUrl(store.state, store.model.tokens),
  }));
  const softmaxFigureSlot = document.querySelector('.figure-slot[data-figure="softmax"]');
  const figureControls = {
    update(model, selection) {
      setHidden(softmaxFigureSlot, STEP_NAMES[selection.step] !== 'softmax');
    },
  };

  // The URL (and an open embed snippet) wait until the page is idle after
  // the answer to an input: history.replaceState took up to 40 ms at 4× CPU
  // throttling, and inputs before then share one write of the latest state. A
  // stopped lab has handed its state on (a language switch wrote it).
  function writeUrl() {
    if (stopped) return;
    writeStateToUrl(store.state, store.model.tokens);
    shareView.refresh();
  }
  const writeUrlWhenIdle = oncePerIdle(writeUrl);

  const views = [
    withholding,
    sentenceView,
    editorView,
    tokensView,
    matrixView,
    stepsView,
    scalingShown,
    scalingView,
    headsShown,
    headsView,
    ...pictures,
    figureControls,
    controls,
    practiceView,
  ];
  // While the page is idle, the views held back, the closed editor and the
  // other steps' pages are brought up to date, one piece per idle callback.
  const startIdleRun = createIdleWork();

  function render(model, selection) {
    for (const view of views) view.update(model, selection);
    startIdleWork(model, selection);
  }
  function startIdleWork(model, selection) {
    startIdleRun([
      ...[matrixView, scalingView, headsView, ...pictures].map((view) => view.catchUp),
      () => editorView.prepare(),
      () => stepsView.prepareAnotherStep(model, selection),
      () => drawScalingStatistics(attention),
    ]);
  }

  store.subscribe((state, model, previous) => {
    if (stopped) return;
    if (state.selection.queryIndex !== previous.selection.queryIndex) queryChosen = true;
    render(model, state.selection);
    writeUrlWhenIdle();
  });
  // The first render in pieces, a task each, the first screen's first: on a
  // slow phone the whole of it is one long task. Each piece draws the latest
  // state (an input may come between them), and the page is ready once all
  // are drawn and the address is written.
  const firstScreen = [withholding, sentenceView, editorView, tokensView, controls];
  const steps = [stepsView, scalingShown, figureControls];
  const pieces = [
    firstScreen,
    steps,
    [matrixView],
    views.filter((view) => ![...firstScreen, ...steps, matrixView].includes(view)),
  ];
  for (const piece of pieces) {
    await nextTask();
    for (const view of piece) view.update(store.model, store.state.selection);
  }
  // A link with heads= opens with the panel drawn, wherever it is.
  headsView.catchUp();
  await nextTask();
  startIdleWork(store.model, store.state.selection);
  writeUrl();
  document.body.classList.add('is-ready');

  // Stops this lab for a new one in `lang`: the state it hands on, with the language chosen.
  return (lang) => {
    stopped = true;
    stepping.pause();
    startIdleRun([]);
    const state = { ...store.state, page: { ...store.state.page, lang } };
    writeStateToUrl(state, store.model.tokens);
    return state;
  };
}

let stopLab = null;
wordsShown
  .then(() => {
    showLanguagePicker();
    return openLab();
  })
  .then(
    (stop) => {
      stopLab = stop;
      reportHeightToParent();
    },
    (error) => {
      document.documentElement.classList.remove('is-loading-words');
      showLoadError(error);
    },
  );

// A picker's choice: the new words first, then the lab built again in them,
// with the same state, the same folds open, the focus on the same control
// and the page where it was.
let switching = Promise.resolve();
whenLanguageChosen((lang) => {
  switching = switching.then(async () => {
    if (!stopLab) return;
    const open = [...document.querySelectorAll('details[id]')].filter((fold) => fold.open);
    const focused = document.activeElement?.id;
    const { scrollX, scrollY } = window;
    try {
      await loadLanguage(lang);
    } catch (error) {
      // Offline, say: the lab stays as it is, in its language.
      console.error(error);
      showLanguagePicker();
      return;
    }
    const state = stopLab(lang);
    // Ready again once the lab is built in the new words.
    document.body.classList.remove('is-ready');
    for (const [element, html] of builtShell) element.innerHTML = html;
    await useLanguage(document, lang);
    showLanguagePicker();
    stopLab = await openLab(state);
    for (const { id } of open) byId(id)?.setAttribute('open', '');
    if (focused) byId(focused)?.focus();
    window.scrollTo(scrollX, scrollY);
  });
});

// In the footer, where a page without the lab's own title and footer (embed=1) has none.
function showLanguagePicker() {
  byId('language-choice')?.remove();
  if (availableLanguages().length < 2) return;
  const picker = createLanguagePicker('language-select');
  picker.id = 'language-choice';
  document.querySelector('.page-footer .footer-row').prepend(picker);
}
