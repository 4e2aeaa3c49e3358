// The four steps of scaled dot-product attention for the chosen query: the
// step list, and one page per step (its explanation, formula with the
// query's numbers, and a picture of the core's numbers). This module keeps
// the pages: builds them, patches them, prepares hidden ones while the page
// is idle, and animates a step's entry; a step with a `play` (the softmax
// bars) plays it on every entry and whenever what its `playsFor` lists
// changes. What each step shows is its own module.
import { el } from '../../dom/el.js';
import { endStepEntry, enterStep } from '../../animation.js';
import { changeTracker } from '../../changes.js';
import { singleHeadParts } from '../../model/model.js';
import { TIMING } from '../../schedule.js';
import { t } from '../../text/text.js';
import { patchChildren } from '../../dom/patch.js';
import * as math from '../../dom/formula.js';
import { quoted } from '../../text/wording.js';
import { hiddenNumbers } from '../../state/state.js';
import { explanation, tabStopWhileScrolling } from './html.js';
import { projectStep } from './project-step.js';
import { scoreStep } from './score-step.js';
import { softmaxStep } from './softmax-step.js';
import { sumStep } from './sum-step.js';
import './steps.css';

/** The steps, in order (state.selection.step indexes this). */
export const STEPS = [projectStep, scoreStep, softmaxStep, sumStep];

// A step that moves says for how long, `animationMs`: Play waits that out
// on top of its reading time. A step whose page shows less than the whole
// single-head model says what it shows, `numbersOf(model)`: its page is
// built again only when one of those changes.

/** How long Play stays on a step whose explanation has `words` words. */
export function dwellMs(step, words) {
  const readingMs = (words / TIMING.playWordsPerMinute) * 60_000;
  return Math.max(TIMING.playMinimumMs, readingMs) + (STEPS[step].animationMs ?? 0);
}

/**
 * Whether step `step` shows the weights of a query whose weights practice
 * mode withholds: then its page only says so (see withWithheld).
 */
const withholds = (step, selection) => Boolean(selection.withheld && STEPS[step].showsWeights);

/** A one-line summary of the current step, for the live region. */
export function describeStep(model, selection) {
  const step = STEPS[selection.step];
  return t('steps.announcement', {
    ...stepNumber(selection.step),
    title: step.title,
    summary: withholds(selection.step, selection)
      ? withheldSentence(model, selection)
      : step.describe(model, selection),
  });
}

const withheldSentence = (model, { queryIndex }) =>
  t('steps.withheld', { token: quoted(model.labels[queryIndex]) });

/** The numbers in "Step 2 of 4". */
const stepNumber = (step) => ({ number: step + 1, count: STEPS.length });

/**
 * @param {HTMLOListElement} list  the <ol aria-label="Steps">
 * @param {HTMLElement} panel
 * @param {{ onGoToStep: (step: number) => void, onFocusKey: (index: number) => void }} handlers
 */
export function createStepsView(list, panel, handlers) {
  const items = STEPS.map((step, index) => {
    const button = el(
      'button',
      { type: 'button', className: 'step-link' },
      el('span', { className: 'step-number', text: String(index + 1) }),
      el('span', { className: 'step-title', text: step.title }),
    );
    button.addEventListener('click', () => handlers.onGoToStep(index));
    const item = el('li', {}, button);
    list.append(item);
    return item;
  });

  // One page per step, built the first time its step is shown and then kept.
  // The pages not shown skip style, layout and paint (content-visibility:
  // hidden) yet keep their layout, so stepping back and forth costs the
  // browser a repaint instead of laying a new page out. A page shown with
  // other numbers than its own is patched, which costs less than a new one.
  // Each page has its own tracker: its numbers, and what its play is for.
  // And the number of words its explanation shows, for Play.
  /** @type {{ element: HTMLElement, changes: ReturnType<typeof changeTracker>, words?: number }[]} */
  const pages = [];
  // The whole view's: the model and selection, and the step shown.
  const view = changeTracker();
  // A hidden page brought up to date in idle time, to be laid out in the next.
  let unlaidPage = null;

  function pageFor(step) {
    if (!pages[step]) {
      const element = el('div', { className: 'step-page' });
      panel.append(element);
      pages[step] = { element, changes: changeTracker() };
    }
    return pages[step];
  }

  // Patches a step's page unless it already shows these numbers; true if it
  // did. A step with `showSelection` writes a new query or focused key into
  // its page in place when no number it shows changed.
  function bringUpToDate(step, model, selection) {
    const page = pageFor(step);
    const numbersChanged = page.changes.changed(
      'numbers',
      ...(STEPS[step].numbersOf ?? singleHeadParts)(model),
      // Practice mode: what the pages show as ? (hiddenNumbers).
      hiddenNumbers(selection).key,
    );
    const focusedKey = STEPS[step].showsFocusedKey ? selection.focusedKeyIndex : null;
    const selectionChanged = page.changes.changed('selection', selection.queryIndex, focusedKey);
    if (!numbersChanged && !selectionChanged) return false;
    const inPlace =
      !numbersChanged &&
      !withholds(step, selection) &&
      STEPS[step].showSelection?.(page.element, model, selection);
    page.words = inPlace
      ? wordCount(page.element.querySelector('.step-explanation'))
      : fillPage(page.element, step, model, selection);
    return true;
  }

  // Fills a step's page; returns how many words its explanation shows.
  function fillPage(element, stepIndex, model, selection) {
    // Replaced nodes drop focus; remember which key button had it.
    const focusedKey = element.contains(document.activeElement)
      ? document.activeElement.dataset.focusKey
      : undefined;

    const header = el(
      'header',
      { className: 'panel-header' },
      el('p', { className: 'eyebrow', text: t('steps.eyebrow', stepNumber(stepIndex)) }),
      el('h3', { text: STEPS[stepIndex].title }),
    );
    if (withholds(stepIndex, selection)) {
      const text = explanation(withheldSentence(model, selection));
      text.classList.add('withheld-step');
      patchChildren(element, [header, text]);
      return wordCount(text);
    }
    const step = STEPS[stepIndex].build(model, selection, handlers);
    const formula = el('div', {
      className: 'formula step-enters',
      role: 'group',
      'aria-label': t('steps.formula'),
    });
    math.renderFormula(formula, step.math);
    // What fades in when the step is entered (see enter below).
    for (const part of [step.text, step.picture]) part.classList.add('step-enters');
    // New numbers are patched into the page's nodes, which costs the browser a
    // fraction of laying out fresh ones.
    patchChildren(element, [
      header,
      step.text,
      // The softmax's stages are the step's moment: they come before the formula.
      ...(STEPS[stepIndex].pictureFirst ? [step.picture, formula] : [formula, step.picture]),
    ]);
    tabStopWhileScrolling(element.querySelector(':scope > .formula'));

    if (focusedKey !== undefined && !element.contains(document.activeElement)) {
      element.querySelector(`[data-focus-key="${focusedKey}"]`)?.focus();
    }
    return wordCount(step.text);
  }

  return {
    /** How long Play stays on the step shown, at 1× (see dwellMs). */
    dwellMs: (step) => dwellMs(step, pages[step].words),

    /**
     * Shows the selection's step for `model`; a new step enters with an
     * animation unless it is the first render.
     */
    update(model, selection) {
      if (!view.changed('update', model, selection)) return;
      const { step } = selection;
      items.forEach((item, index) => {
        if (index === step) item.setAttribute('aria-current', 'step');
        else item.removeAttribute('aria-current');
        item.classList.toggle('is-done', index < step);
      });

      const page = pageFor(step);
      const isNewStep = view.changed('step', step);
      // The step left, undefined on the first render (which does not animate).
      const [stepLeft] = (isNewStep && view.previous('step')) || [];
      if (isNewStep) {
        if (stepLeft !== undefined) setShown(pages[stepLeft].element, false);
        setShown(page.element, true);
      }
      bringUpToDate(step, model, selection);

      if (stepLeft !== undefined) enterStep(page.element);
      // Weights just revealed (a prediction made): the stages play where
      // they are; the practice panel brings its verdict into view first.
      const revealed =
        view.changed('withheld', Boolean(selection.withheld)) &&
        view.previous('withheld')?.[0] === true;
      playIfDue(STEPS[step], page, model, selection, isNewStep && !revealed);
    },

    /**
     * Brings one page of another step up to date, and in the next call lays
     * it out, while it is hidden, so that showing it later costs only its
     * paint. For idle time, in pieces short enough for a slow phone: returns
     * false once there is nothing left to do.
     */
    prepareAnotherStep(model, selection) {
      if (unlaidPage) {
        // A layout query inside a content-visibility: hidden subtree lays
        // it out, and Chromium keeps that layout for when it is shown.
        unlaidPage.element.firstElementChild.getBoundingClientRect();
        unlaidPage = null;
        return true;
      }
      // update() showed this selection's step before the idle work was
      // started, and a newer update ends this idle work (createIdleWork).
      for (let step = 0; step < STEPS.length; step++) {
        if (step === selection.step) continue;
        if (bringUpToDate(step, model, selection)) {
          unlaidPage = pages[step];
          return true;
        }
      }
      return false;
    },
  };
}

const wordCount = (element) => element.textContent.split(/\s+/).filter(Boolean).length;

// Only the shown page is rendered, focusable and in the accessibility tree:
// content-visibility: hidden (or display: none without it) takes the others
// out of all three. (Toggling inert as well made the browser recompute the
// style of the whole page entered: up to a millisecond a step.)
function setShown(element, shown) {
  element.classList.toggle('is-current', shown);
  if (!shown) endStepEntry(element);
}

// A step's own motion runs when the step is entered (the first render
// included: a link to a step opens on its moment) and when anything it plays
// for changes while it is shown.
// A withheld page has nothing to play; it plays once its weights show.
function playIfDue(step, page, model, selection, entered) {
  if (!step.play) return;
  const withheld = Boolean(selection.withheld && step.showsWeights);
  const changed = page.changes.changed('play', withheld, ...step.playsFor(model, selection));
  if (withheld) return;
  if (entered || changed) step.play(page.element, model, selection, { entered });
}
