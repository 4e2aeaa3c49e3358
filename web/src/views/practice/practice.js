// "Try it yourself": the learner first predicts which word the query
// attends to most (its weights stay hidden until then: state.js
// withWithheld, base.css), hears whether that was right and why, from the
// core's numbers; then each step from Score on asks for one number of the
// focused pair (./exercises.js). A strip shows what is done for this
// sentence and these settings (./progress.js), and "Start over" clears it.
import { prefersReducedMotion } from '../../animation.js';
import { el } from '../../dom/el.js';
import { setHidden, setText } from '../../dom/patch.js';
import { changeTracker } from '../../changes.js';
import { onScreen } from '../../schedule.js';
import { OPENING_QUERY, PRACTICE_QUERY, STEP_NAMES } from '../../state/lab.js';
import { hiddenNumbers, sameScore } from '../../state/state.js';
import { formatNumber, formatWeight } from '../../text/numbers.js';
import { sentences as paragraph, t } from '../../text/text.js';
import { listed, quoted } from '../../text/wording.js';
import { EXERCISES, createProgress, settingsKey } from './progress.js';
import {
  STEP_EXERCISES,
  boxLabel,
  checkAnswer,
  pairWords,
  toleranceNote,
  truthOf,
  working,
} from './exercises.js';
import './practice.css';

const SCORE_STEP = STEP_NAMES.indexOf('score');

// The box whose number an exercise's working starts from.
const BOX_BEFORE = { weight: 'score', output: 'weight' };

/**
 * What the query's numbers say about a prediction of key `guess`: whether it
 * is right (any key tied at the largest score is: softmax gives tied scores
 * the same weight) and the sentence that says why. It names no number a box
 * still asks for: the scores only once `scoresKnown` (the score box is done),
 * never a weight.
 */
export function predictionVerdict(model, queryIndex, guess, scoresKnown = false) {
  const scores = model.scores[queryIndex];
  const visible = scores.flatMap((_, j) => (model.masked[queryIndex][j] ? [] : [j]));
  const largest = Math.max(...visible.map((j) => scores[j]));
  const top = visible.filter((j) => sameScore(scores[j], largest));
  const others = visible.filter((j) => !top.includes(j));
  const correct = top.includes(guess);
  const words = {
    token: quoted(model.labels[queryIndex]),
    keys: listed(top.map((j) => quoted(model.labels[j]))),
    guess: quoted(model.labels[guess]),
    count: top.length,
    score: formatNumber(largest),
    guessScore: formatNumber(scores[guess]),
    other: others.length ? formatNumber(Math.max(...others.map((j) => scores[j]))) : '',
  };
  const tie = top.length > 1;
  let name;
  if (visible.length === 1) name = 'predictOnly';
  else if (others.length === 0) name = 'predictEven';
  else if (correct) name = tie ? 'predictRightTie' : 'predictRight';
  else name = tie ? 'predictWrongTie' : 'predictWrong';
  const sentences = [t(`practice.${name}`, words)];
  if (scoresKnown && others.length > 0) {
    sentences.push(t(correct ? 'practice.predictScores' : 'practice.predictScoresWrong', words));
  }
  return { correct, text: paragraph(sentences) };
}

// Room kept between the screen's edge and what is brought into view, in px.
const EDGE = 16;

/**
 * Practice just switched on from its switch: the question comes into view,
 * as far as the switch, which keeps the focus, stays in view too (on a phone
 * the question is more than a screen below it). Once the page is laid out;
 * not on a page that opens in practice mode, nor inside a frame, whose host
 * page is not the lab's to scroll.
 */
function bringQuestionIntoView(question) {
  const toggle = document.activeElement;
  if (!toggle?.closest('.switches') || window.self !== window.top) return;
  const stop = onScreen(
    question,
    (entry) => {
      stop();
      const below = entry.boundingClientRect.bottom + EDGE - window.innerHeight;
      const by = Math.min(below, toggle.getBoundingClientRect().top - EDGE);
      if (by <= 0) return;
      window.scrollBy({ top: by, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    },
    { threshold: 1 },
  );
}

/**
 * @typedef {object} Answer  one check, for a course page that asks (report=)
 * @property {'predict' | 'score' | 'weight' | 'output'} exercise
 * @property {boolean} correct
 * @property {string | null} mistake  diagnose.js's key of the likely mistake
 * @property {number} attempt  1 for the first check of this exercise, then 2, …
 */

/**
 * @param {HTMLElement} container  #practice-view
 * @param {{
 *   attention: import('../../../lib/attention').Attention,
 *   onProgress: (selectionChanges?: object) => void,
 *   onAnswer?: (answer: Answer) => void,
 * }} handlers  onProgress: something was done or cleared (with a change of
 *   step, say); onAnswer: after each check of a number or a prediction
 */
export function createPracticeView(container, { attention, onProgress, onAnswer = () => {} }) {
  const progress = createProgress();
  const title = el('h3', { id: 'practice-title', text: t('practice.title') });
  // Why practice opened on another word than the lab (awayFromWorkedExample).
  const away = el('p', { className: 'practice-hint practice-away', hidden: true });
  const strip = el('ul', { className: 'practice-progress' });
  const count = el('p', { className: 'practice-count' });
  // Named by what it clears, under what it clears; it asks before it does.
  const startOver = el('button', {
    type: 'button',
    className: 'button practice-start-over',
    text: t('practice.startOver'),
    'aria-expanded': 'false',
  });
  const clearQuestion = el('p', { id: 'practice-clear-question' });
  const clearYes = el('button', {
    type: 'button',
    className: 'button',
    text: t('practice.clearYes'),
  });
  const clearCancel = el('button', {
    type: 'button',
    className: 'button',
    text: t('practice.clearCancel'),
  });
  const clearAsk = el(
    'div',
    {
      className: 'practice-clear',
      role: 'group',
      'aria-labelledby': 'practice-clear-question',
      hidden: true,
    },
    clearQuestion,
    el('div', { className: 'answer-row' }, clearYes, clearCancel),
  );
  const predict = el('div', { className: 'practice-predict' });
  const exerciseArea = el('div', { className: 'practice-exercise' });
  // Every result is said here too, for a screen reader.
  const status = el('p', { className: 'visually-hidden', role: 'status' });
  container.setAttribute('role', 'region');
  container.setAttribute('aria-labelledby', 'practice-title');
  container.append(
    el('header', { className: 'practice-header' }, title),
    away,
    el('div', { className: 'practice-strip' }, strip, count, startOver, clearAsk),
    predict,
    exerciseArea,
    status,
  );
  // Checks so far of each exercise, for onAnswer's attempt.
  const attempts = new Map();
  function answered(numbers, queryIndex, exercise, correct, mistake) {
    const key = `${settingsKey(numbers)}|${queryIndex}|${exercise}`;
    const attempt = (attempts.get(key) ?? 0) + 1;
    attempts.set(key, attempt);
    onAnswer({ exercise, correct, mistake, attempt });
  }

  const changes = changeTracker();
  // Bumped by every answer and by Start over: what depends on the progress redraws.
  let done = 0;
  let latest = null;
  // Whether practice was on at the last update: switched on, the question comes into view.
  let wasOn = false;
  // The verdict to bring into view once it is drawn.
  let justAnswered = false;
  // "On to step …" was used: its box takes the focus once it is drawn.
  let focusNextBox = false;

  const say = (text) => {
    status.textContent = text;
  };
  // The lab's own live region, which says the step shown (controls.js).
  const stepAnnouncer = () => document.getElementById('announcer');
  // A prediction's verdict, and what the step announcer said before it.
  let verdictToSay = null;
  // Two live regions changed at once cut each other off: the verdict, then
  // the step it moved to, are said here as one, and the step announcer keeps
  // quiet this once (emptied before anything is read out).
  function sayVerdict() {
    const { text, stepBefore } = verdictToSay;
    verdictToSay = null;
    const announcer = stepAnnouncer();
    const step = announcer.textContent === stepBefore ? '' : announcer.textContent;
    if (step) announcer.textContent = '';
    say(paragraph([text, step]));
  }

  function askToClear(open) {
    setHidden(clearAsk, !open);
    startOver.setAttribute('aria-expanded', String(open));
  }
  startOver.addEventListener('click', () => {
    if (!progress.hasAny(latest.model.numbers)) return;
    setText(clearQuestion, t('practice.clearQuestion', { words: latest.model.labels.length }));
    askToClear(true);
    // The safe answer first: Enter pressed twice clears nothing.
    clearCancel.focus();
  });
  clearYes.addEventListener('click', () => {
    askToClear(false);
    startOver.focus();
    progress.clear(latest.model.numbers);
    done++;
    say(t('practice.startedOver'));
    onProgress();
  });
  const keepProgress = () => {
    askToClear(false);
    startOver.focus();
    say(t('practice.clearCancelled'));
  };
  clearCancel.addEventListener('click', keepProgress);
  clearAsk.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') keepProgress();
  });

  function predictionForm(model, queryIndex) {
    const legend = el('legend', {
      id: 'practice-question',
      text: t('practice.predictQuestion', { token: quoted(model.labels[queryIndex]) }),
    });
    const choices = model.labels.map((label, j) => {
      const masked = model.masked[queryIndex][j];
      return el(
        'label',
        { className: masked ? 'key-choice is-disabled' : 'key-choice' },
        el('input', {
          type: 'radio',
          name: 'practice-predict',
          value: String(j),
          disabled: masked,
        }),
        el('span', { text: label, dir: 'auto' }),
        masked ? el('span', { className: 'key-choice-note', text: t('practice.masked') }) : null,
      );
    });
    const hint = el('p', { className: 'practice-hint', role: 'alert', hidden: true });
    const form = el(
      'form',
      { className: 'practice-form' },
      el(
        'fieldset',
        { role: 'radiogroup', 'aria-labelledby': 'practice-question' },
        legend,
        el('div', { className: 'key-choices' }, ...choices),
      ),
      el('button', {
        type: 'submit',
        className: 'button button-primary',
        text: t('practice.predictButton'),
      }),
      hint,
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const picked = form.querySelector('input:checked');
      if (!picked) {
        setHidden(hint, false);
        setText(hint, t('practice.pickFirst'));
        return;
      }
      const guess = Number(picked.value);
      const { correct, text } = predictionVerdict(
        model,
        queryIndex,
        guess,
        scoresKnown(model, queryIndex),
      );
      progress.mark(model.numbers, queryIndex, 'predict', correct ? 'right' : 'wrong', guess);
      done++;
      justAnswered = true;
      // Said with the step it moves to, once that is drawn (update).
      verdictToSay = { text, stepBefore: stepAnnouncer().textContent };
      answered(model.numbers, queryIndex, 'predict', correct, null);
      // The exercises start at the Score step, now that they ask about a key.
      onProgress({ step: SCORE_STEP });
    });
    return form;
  }

  function showPrediction(model, selection) {
    const { queryIndex } = selection;
    const guess = progress.prediction(model.numbers, queryIndex);
    if (guess === undefined) {
      predict.replaceChildren(predictionForm(model, queryIndex));
      return;
    }
    const { correct, text } = predictionVerdict(
      model,
      queryIndex,
      guess,
      scoresKnown(model, queryIndex),
    );
    const verdict = el('p', {
      className: `practice-verdict ${correct ? 'is-right' : 'is-wrong'}`,
      tabindex: '-1',
    });
    verdict.append(
      el('span', { className: 'verdict-mark', 'aria-hidden': 'true', text: correct ? '✓' : '✗' }),
      el('span', { text }),
    );
    predict.replaceChildren(verdict);
    if (justAnswered) {
      justAnswered = false;
      // Focus follows the form it replaces; the verdict comes before the bars.
      verdict.focus({ preventScroll: true });
      verdict.scrollIntoView({ block: 'nearest' });
    }
  }

  // Whether the query's score box is done: then its scores may be quoted.
  const scoresKnown = (model, queryIndex) =>
    outcomeOf(model.numbers, queryIndex, 'score') !== undefined;
  const outcomeOf = (numbers, queryIndex, exercise) =>
    progress.outcome(numbers, queryIndex, exercise);

  // Each outcome's mark and words in the strip.
  const OUTCOMES = {
    right: { mark: '✓', text: 'practice.outcomeRight' },
    wrong: { mark: '✗', text: 'practice.outcomeWrong' },
    shown: { mark: '•', text: 'practice.outcomeShown' },
    none: { mark: '○', text: 'practice.outcomeNone' },
  };

  function showProgress(model, { queryIndex }) {
    const token = quoted(model.labels[queryIndex]);
    strip.setAttribute('aria-label', t('practice.progressFor', { token }));
    strip.replaceChildren(
      ...EXERCISES.map((exercise) => {
        const outcome = outcomeOf(model.numbers, queryIndex, exercise) ?? 'none';
        return el(
          'li',
          { className: `is-${outcome}` },
          el('span', {
            className: 'done-mark',
            'aria-hidden': 'true',
            text: OUTCOMES[outcome].mark,
          }),
          el('span', {
            text: t(OUTCOMES[outcome].text, { exercise: t(`practice.${exercise}Name`) }),
          }),
        );
      }),
    );
    const words = model.labels.length;
    setText(
      count,
      t('practice.count', {
        right: progress.rightCount(model.numbers),
        total: words * EXERCISES.length,
        each: EXERCISES.length,
        words,
      }),
    );
    startOver.setAttribute('aria-disabled', String(!progress.hasAny(model.numbers)));
  }

  // The tolerance; after the prediction, what the box asks about (the pair,
  // or for x′ the query alone); and while the number an earlier box asks for
  // shows ? here too, where to find it.
  function boxNote(exercise, model, selection) {
    const needs =
      (exercise === 'weight' && selection.scoreUnchecked && 'practice.weightNeedsScore') ||
      (exercise === 'output' && selection.weightUnchecked && 'practice.outputNeedsWeight');
    const words = pairWords(model, selection.queryIndex, selection.exerciseKeyIndex);
    return paragraph([
      toleranceNote(exercise),
      !selection.withheld &&
        t(exercise === 'output' ? 'practice.aboutOutput' : 'practice.aboutTarget', words),
      needs && t(needs, words),
    ]);
  }

  // The box of the step's exercise, for the pair it asks about.
  function answerForm(exercise, model, selection) {
    const { queryIndex: i, exerciseKeyIndex: j } = selection;
    const words = pairWords(model, i, j);
    const input = el('input', {
      id: 'practice-answer',
      type: 'text',
      // Weights are never negative; scores and x′ may be, and many phones'
      // decimal keypads have no minus key: those boxes get the full keyboard.
      inputmode: exercise === 'weight' ? 'decimal' : 'text',
      autocomplete: 'off',
      spellcheck: 'false',
      className: 'number-box practice-box',
      'aria-describedby': 'practice-tolerance practice-result',
    });
    const result = el('p', { id: 'practice-result', className: 'practice-result' });
    // Once right, the way on to the next step (the last step has none).
    const next = selection.step + 1;
    const onward =
      next < STEP_NAMES.length
        ? el('button', {
            type: 'button',
            className: 'button button-primary practice-onward',
            hidden: true,
            text: t('practice.onward', {
              number: next + 1,
              title: t(`steps.${STEP_NAMES[next]}Title`),
            }),
          })
        : null;
    onward?.addEventListener('click', () => {
      // The button hides itself: focus goes on to the next step's box once drawn.
      focusNextBox = true;
      onProgress({ step: next });
    });
    // After the last box, done (right or its working shown): on to another
    // query word, in the picker at the top.
    const lastBoxText = onward ? '' : t('practice.lastBox', { token: words.token });
    const pickAnother = el('button', {
      type: 'button',
      className: 'button',
      text: t('practice.pickAnotherWord'),
    });
    pickAnother.addEventListener('click', () => {
      // The whole picker in view, its legend too; focus on the query's chip.
      const picker = document.querySelector('.token-picker');
      picker.querySelector('input:checked')?.focus({ preventScroll: true });
      picker.scrollIntoView({ block: 'nearest' });
    });
    const lastBoxHint = el('p', { className: 'practice-hint', text: lastBoxText });
    const lastBox = onward
      ? null
      : el('div', { className: 'practice-last-box', hidden: true }, lastBoxHint, pickAnother);
    // Shown once the box is done; its words are the verdict's when that is right.
    const showLastBox = (inVerdict) => {
      if (!lastBox) return;
      setHidden(lastBox, outcomeOf(model.numbers, i, exercise) === undefined);
      setHidden(lastBoxHint, inVerdict);
    };
    const workingText = el('p', { className: 'working-text', dir: 'auto' });
    const workingFold = el(
      'details',
      { className: 'practice-working', hidden: true },
      el('summary', { text: t('practice.showWorking') }),
      workingText,
    );
    const form = el(
      'form',
      { className: 'practice-answer' },
      el('label', { for: 'practice-answer', text: boxLabel(exercise, words) }),
      el(
        'div',
        { className: 'answer-row' },
        input,
        el('button', { type: 'submit', className: 'button', text: t('practice.check') }),
      ),
      el('p', {
        id: 'practice-tolerance',
        className: 'practice-hint',
        text: boxNote(exercise, model, selection),
      }),
      result,
      workingFold,
      onward ?? lastBox,
    );
    const showResult = (checked) => {
      result.className = `practice-result is-${checked.kind}`;
      // Wrong or not a number: invalid until it is right or edited.
      if (checked.kind === 'right') input.removeAttribute('aria-invalid');
      else input.setAttribute('aria-invalid', 'true');
      const mark = { right: '✓', wrong: '✗', 'not-a-number': '?' }[checked.kind];
      const right = checked.kind === 'right';
      const message = paragraph([checked.message, right && lastBoxText]);
      result.replaceChildren(
        el('span', { className: 'verdict-mark', 'aria-hidden': 'true', text: mark }),
        el('span', { text: message }),
      );
      if (onward) setHidden(onward, !right);
      showLastBox(right);
      return message;
    };
    // Answered right before (a reload, another step): shown as done, with
    // the number as the table writes it.
    if (outcomeOf(model.numbers, i, exercise) === 'right') {
      const shown = exercise === 'weight' ? formatWeight : formatNumber;
      input.value = shown(truthOf(exercise, model, i, j));
      showResult(checkAnswer(attention, exercise, input.value, model, i, j));
    }
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      // Only a number the page shows now (not ?) may be named as another key's.
      const hidden = hiddenNumbers(latest.selection);
      const isShown = (key) =>
        !latest.selection.withheld &&
        !(exercise === 'score' ? hidden.score(key) : hidden.weight(key));
      const checked = checkAnswer(attention, exercise, input.value, model, i, j, isShown);
      // Not a number: said, and nothing else changes.
      if (checked.kind === 'not-a-number') {
        say(showResult(checked));
        return;
      }
      // After a wrong answer the working is there to ask for.
      setHidden(workingFold, checked.correct);
      workingFold.open = false;
      answered(model.numbers, i, exercise, checked.correct, checked.mistake);
      // Right after the working was shown still counts as shown.
      const newlyRight = checked.correct && outcomeOf(model.numbers, i, exercise) === undefined;
      if (newlyRight) progress.mark(model.numbers, i, exercise, 'right');
      say(showResult(checked));
      if (newlyRight) {
        done++;
        onProgress();
      }
      // The verdict and the way on, below the box, in view (on a phone they
      // can be under the fold).
      if (checked.correct) (onward ?? lastBox).scrollIntoView({ block: 'nearest' });
    });
    input.addEventListener('input', () => input.removeAttribute('aria-invalid'));
    // Asking for the working shows its number, in the box's words and on
    // the page. The working starts from the number the box before asks for
    // (the weight's from the score, x′'s from the weights): that number is
    // shown too, and that box counts as shown as well, not as answered.
    workingFold.addEventListener('toggle', () => {
      if (!workingFold.open) return;
      const firstShown = [BOX_BEFORE[exercise], exercise].filter(
        (shown) => shown && outcomeOf(model.numbers, i, shown) === undefined,
      );
      for (const shown of firstShown) progress.mark(model.numbers, i, shown, 'shown');
      const text = working(exercise, model, i, j);
      setText(workingText, text);
      showLastBox(false);
      if (firstShown.length === 0) return;
      done++;
      say(paragraph([text, lastBoxText]));
      onProgress();
    });
    return form;
  }

  function showExercise(model, selection) {
    const exercise = STEP_EXERCISES[selection.step];
    const hint = (text) => el('p', { className: 'practice-hint', text });
    if (exercise === null) {
      exerciseArea.replaceChildren(
        hint(t('practice.startsAtScore', { scoreStep: t('steps.scoreTitle') })),
      );
    } else if (selection.withheld) {
      // Every box waits for the prediction: only then is the key it asks about known.
      const token = quoted(model.labels[selection.queryIndex]);
      exerciseArea.replaceChildren(hint(t('practice.predictFirst', { token })));
    } else {
      exerciseArea.replaceChildren(answerForm(exercise, model, selection));
    }
    if (focusNextBox) {
      focusNextBox = false;
      const box = document.getElementById('practice-answer');
      box?.focus({ preventScroll: true });
      box?.scrollIntoView({ block: 'nearest' });
    }
  }

  // Why the matrix and the pictures are not there (shown while withheld),
  // and, after the prediction, which box the pictures wait for.
  function showWithheldNotes(model, { queryIndex, hiddenRows, withheld, weightUnchecked }) {
    const token = quoted(model.labels[queryIndex]);
    setText(document.getElementById('matrix-withheld'), t('practice.matrixWithheld', { token }));
    setText(
      document.getElementById('rows-withheld'),
      t('practice.rowsWithheld', { hidden: hiddenRows.length, total: model.labels.length }),
    );
    setText(
      document.getElementById('pictures-withheld'),
      t(
        withheld
          ? 'practice.picturesWithheld'
          : weightUnchecked
            ? 'practice.picturesWaitWeight'
            : 'practice.picturesWaitOutput',
        { token, softmaxStep: t('steps.softmaxTitle'), sumStep: t('steps.sumTitle') },
      ),
    );
  }

  return {
    /** The key predicted for query `queryIndex`, if it was (for withWithheld). */
    predictionOf: (state, queryIndex) => progress.prediction(state.numbers, queryIndex),
    /**
     * Whether the `exercise` of the query (the selected one by default) was
     * answered right or its working shown (for withWithheld).
     */
    isChecked: (state, exercise, queryIndex = state.selection.queryIndex) =>
      outcomeOf(state.numbers, queryIndex, exercise) !== undefined,

    update(model, selection) {
      latest = { model, selection };
      setHidden(container, !selection.practice);
      const switchedOn = selection.practice && !wasOn;
      wasOn = selection.practice;
      if (!selection.practice) return;
      const { queryIndex, withheld } = selection;
      // New numbers or words: what was said about the old ones is gone.
      if (changes.changed('numbers', model)) {
        say('');
        askToClear(false);
      }
      if (verdictToSay) sayVerdict();
      if (
        changes.changed('query', model, queryIndex, withheld, done, selection.hiddenRows.length)
      ) {
        const moved =
          selection.awayFromExample &&
          model.numbers.sentence === null &&
          model.labels[queryIndex] === PRACTICE_QUERY;
        setHidden(away, !moved);
        if (moved) {
          setText(
            away,
            t('practice.awayFromExample', {
              token: quoted(PRACTICE_QUERY),
              example: quoted(OPENING_QUERY),
            }),
          );
        }
        showPrediction(model, selection);
        showProgress(model, selection);
        showWithheldNotes(model, selection);
      }
      // Its box stays (with what was typed) while the pair and step stay.
      const { step, exerciseKeyIndex } = selection;
      const exercise = STEP_EXERCISES[step];
      if (changes.changed('exercise', model, queryIndex, exerciseKeyIndex, step, withheld)) {
        showExercise(model, selection);
      } else if (exercise !== null) {
        // An earlier box answered: its number no longer needs finding.
        const note = document.getElementById('practice-tolerance');
        if (note) setText(note, boxNote(exercise, model, selection));
      }
      if (switchedOn) {
        const question = predict.querySelector('.practice-form');
        if (question) bringQuestionIntoView(question);
      }
    },

    prepare: () => false,
  };
}
