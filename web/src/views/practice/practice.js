// "Try it yourself": the learner first predicts which word the query
// attends to most (its weights stay hidden until then: state.js
// withWithheld, base.css), hears whether that was right and why, from the
// core's numbers; then each step from Score on asks for one number of the
// focused pair (./exercises.js). A strip shows what is done for this
// sentence and these settings (./progress.js), and "Start over" clears it.
import { el } from '../../dom/el.js';
import { setHidden, setText } from '../../dom/patch.js';
import { changeTracker } from '../../changes.js';
import { STEP_NAMES } from '../../state/lab.js';
import { indexOfLargest } from '../../state/state.js';
import { formatNumber, formatWeight } from '../../text/numbers.js';
import { t } from '../../text/text.js';
import { quoted } from '../../text/wording.js';
import { EXERCISES, createProgress, settingsKey } from './progress.js';
import { STEP_EXERCISES, boxLabel, checkAnswer, pairWords, toleranceNote } from './exercises.js';
import './practice.css';

const SOFTMAX_STEP = STEP_NAMES.indexOf('softmax');

/**
 * What the query's numbers say about a prediction of key `guess`: whether it
 * is right (a key tied at the largest weight is) and the sentence that says
 * why, from the scores q·k the weights follow.
 */
export function predictionVerdict(model, queryIndex, guess) {
  const weights = model.weights[queryIndex];
  const scores = model.scores[queryIndex];
  const visible = weights.flatMap((_, j) => (model.masked[queryIndex][j] ? [] : [j]));
  const most = indexOfLargest(weights);
  const correct = weights[guess] === weights[most];
  const key = correct ? guess : most;
  const others = visible.filter((j) => weights[j] !== weights[most]);
  const words = {
    token: quoted(model.labels[queryIndex]),
    key: quoted(model.labels[key]),
    guess: quoted(model.labels[guess]),
    score: formatNumber(scores[key]),
    guessScore: formatNumber(scores[guess]),
    other: formatNumber(Math.max(...others.map((j) => scores[j]))),
    weight: formatWeight(weights[key]),
  };
  if (!correct) return { correct, text: t('practice.predictWrong', words) };
  if (visible.length === 1) return { correct, text: t('practice.predictOnly', words) };
  if (others.length === 0) return { correct, text: t('practice.predictEven', words) };
  return { correct, text: t('practice.predictRight', words) };
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
  const strip = el('ul', { className: 'practice-progress' });
  const count = el('p', { className: 'practice-count' });
  const startOver = el('button', {
    type: 'button',
    className: 'button button-quiet',
    text: t('practice.startOver'),
  });
  const predict = el('div', { className: 'practice-predict' });
  const exerciseArea = el('div', { className: 'practice-exercise' });
  // Every result is said here too, for a screen reader.
  const status = el('p', { className: 'visually-hidden', role: 'status' });
  container.setAttribute('role', 'region');
  container.setAttribute('aria-labelledby', 'practice-title');
  container.append(
    el('header', { className: 'practice-header' }, title, startOver),
    el('div', { className: 'practice-strip' }, strip, count),
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
  // The verdict to bring into view once it is drawn.
  let justAnswered = false;

  const say = (text) => {
    status.textContent = text;
  };

  startOver.addEventListener('click', () => {
    if (progress.doneCount(latest.model.numbers) === 0) return;
    progress.clear(latest.model.numbers);
    done++;
    say(t('practice.startedOver'));
    onProgress();
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
      progress.mark(model.numbers, queryIndex, 'predict', guess);
      done++;
      justAnswered = true;
      const { correct, text } = predictionVerdict(model, queryIndex, guess);
      say(text);
      answered(model.numbers, queryIndex, 'predict', correct, null);
      // The weights come with the softmax's stages.
      onProgress({ step: SOFTMAX_STEP });
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
    const { correct, text } = predictionVerdict(model, queryIndex, guess);
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

  function showProgress(model, { queryIndex }) {
    const token = quoted(model.labels[queryIndex]);
    strip.setAttribute('aria-label', t('practice.progressFor', { token }));
    strip.replaceChildren(
      ...EXERCISES.map((exercise) => {
        const isDone = progress.isDone(model.numbers, queryIndex, exercise);
        return el(
          'li',
          { className: isDone ? 'is-done' : undefined },
          el('span', { className: 'done-mark', 'aria-hidden': 'true', text: isDone ? '✓' : '○' }),
          el('span', {
            text: t(isDone ? 'practice.done' : 'practice.notDone', {
              exercise: t(`practice.${exercise}Name`),
            }),
          }),
        );
      }),
    );
    const doneHere = progress.doneCount(model.numbers);
    setText(
      count,
      t('practice.count', { done: doneHere, total: model.labels.length * EXERCISES.length }),
    );
    startOver.setAttribute('aria-disabled', String(doneHere === 0));
  }

  // The box of the step's exercise, for the focused pair.
  function answerForm(exercise, model, { queryIndex: i, focusedKeyIndex: j }) {
    const words = pairWords(model, i, j);
    const input = el('input', {
      id: 'practice-answer',
      type: 'text',
      inputmode: 'decimal',
      autocomplete: 'off',
      spellcheck: 'false',
      className: 'number-box practice-box',
      'aria-describedby': 'practice-tolerance practice-result',
    });
    const result = el('p', { id: 'practice-result', className: 'practice-result' });
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
        text: toleranceNote(exercise),
      }),
      result,
      workingFold,
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const checked = checkAnswer(attention, exercise, input.value, model, i, j);
      result.className = `practice-result is-${checked.kind}`;
      const mark = { right: '✓', wrong: '✗', 'not-a-number': '?' }[checked.kind];
      result.replaceChildren(
        el('span', { className: 'verdict-mark', 'aria-hidden': 'true', text: mark }),
        el('span', { text: checked.message }),
      );
      say(checked.message);
      // Not a number: said, and nothing else changes.
      if (checked.kind === 'not-a-number') return;
      setHidden(workingFold, checked.working === null);
      setText(workingText, checked.working ?? '');
      workingFold.open = false;
      answered(model.numbers, i, exercise, checked.correct, checked.mistake);
      if (checked.correct && !progress.isDone(model.numbers, i, exercise)) {
        progress.mark(model.numbers, i, exercise);
        done++;
        onProgress();
      }
    });
    return form;
  }

  function showExercise(model, selection) {
    const exercise = STEP_EXERCISES[selection.step];
    // The weight and x′ wait for the prediction, like the weights.
    const waits = selection.withheld && exercise !== 'score';
    if (exercise === null) {
      exerciseArea.replaceChildren(
        el('p', { className: 'practice-hint', text: t('practice.startsAtScore') }),
      );
    } else {
      exerciseArea.replaceChildren(...(waits ? [] : [answerForm(exercise, model, selection)]));
    }
  }

  // Why the matrix and the pictures are not there (shown while withheld).
  function showWithheldNotes(model, { queryIndex, hiddenRows }) {
    const token = quoted(model.labels[queryIndex]);
    setText(document.getElementById('matrix-withheld'), t('practice.matrixWithheld', { token }));
    setText(
      document.getElementById('rows-withheld'),
      t('practice.rowsWithheld', { hidden: hiddenRows.length, total: model.labels.length }),
    );
    setText(
      document.getElementById('pictures-withheld'),
      t('practice.picturesWithheld', { token }),
    );
  }

  return {
    /** Whether query `queryIndex` has been predicted (for withWithheld). */
    isPredicted: (state, queryIndex) =>
      progress.prediction(state.numbers, queryIndex) !== undefined,
    /** Whether the query's `exercise` was answered right (for withWithheld). */
    isChecked: (state, exercise) =>
      progress.isDone(state.numbers, state.selection.queryIndex, exercise),

    update(model, selection) {
      latest = { model, selection };
      setHidden(container, !selection.practice);
      if (!selection.practice) return;
      const { queryIndex, withheld } = selection;
      // New numbers or words: what was said about the old ones is gone.
      if (changes.changed('numbers', model)) say('');
      if (
        changes.changed('query', model, queryIndex, withheld, done, selection.hiddenRows.length)
      ) {
        showPrediction(model, selection);
        showProgress(model, selection);
        showWithheldNotes(model, selection);
      }
      // Its box stays (with what was typed) while the pair and step stay.
      const { step, focusedKeyIndex } = selection;
      if (changes.changed('exercise', model, queryIndex, focusedKeyIndex, step, withheld)) {
        showExercise(model, selection);
      }
    },

    prepare: () => false,
  };
}
