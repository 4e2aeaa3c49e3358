// "Your own sentence": a text box, Apply (or Enter) and a way back to the
// chapter's example. No <form>: a frame sandboxed without allow-forms drops
// a form's submission before its submit event, so Enter and Apply are
// handled here directly. Whatever is typed reaches the page only as text
// (input.value, textContent); the tokenizer decides what the words are, and
// every refusal or adjustment is said politely next to the box.
import { MAX_TOKENS } from '../../../lib/attention.js';
import { cleanSentence } from '../../../lib/tokenize.js';
import { changeTracker } from '../../changes.js';
import { el } from '../../dom/el.js';
import { MAX_WORD_LENGTH, readSentence } from '../../state/sentence.js';
import { t, tNodes } from '../../text/text.js';
import './sentence.css';

/**
 * Builds the box and its buttons into `container`, and opens `fold` when the
 * link carries a sentence. Before the core arrives: the entry script blocks
 * the first paint, so a shared link's fold opens with its full height and
 * the page does not move when the core comes.
 * @param {HTMLDetailsElement} fold  "Your own sentence"
 * @param {HTMLElement} container  the page's #sentence-view, in the fold
 * @param {string} search  the page's query string
 * @returns {object}  the box and its buttons, for createSentenceView
 */
export function buildSentenceForm(fold, container, search) {
  fold.open = new URLSearchParams(search).has('sentence');
  const input = el('input', {
    id: 'sentence-input',
    className: 'sentence-input',
    type: 'text',
    name: 'sentence',
    autocomplete: 'off',
    autocapitalize: 'off',
    spellcheck: 'false',
    dir: 'auto',
    'aria-describedby': 'sentence-hint sentence-status',
  });
  const button = (id, className, key) =>
    el('button', { id, type: 'button', className, text: t(key) });
  const applyButton = button('sentence-apply', 'button', 'sentence.apply');
  const resetButton = button('sentence-reset', 'button button-quiet', 'sentence.reset');
  const status = el('p', { id: 'sentence-status', className: 'sentence-status', role: 'status' });
  // The most words the core takes: its MAX_TOKENS.
  const count = el('span', { id: 'sentence-max-words', text: String(MAX_TOKENS) });
  container.append(
    el(
      'div',
      { className: 'sentence-form', role: 'group', 'aria-labelledby': 'sentence-label' },
      el('label', { id: 'sentence-label', for: 'sentence-input', text: t('sentence.label') }),
      el('div', { className: 'sentence-row' }, input, applyButton, resetButton),
      el(
        'p',
        { id: 'sentence-hint', className: 'sentence-hint' },
        ...tNodes('sentence.hint', { count }),
      ),
      status,
    ),
  );
  return { input, status, applyButton, resetButton };
}

/**
 * @param {ReturnType<typeof buildSentenceForm>} form
 * @param {{
 *   chapterTokens: string[],
 *   onApply: (sentence: string | null) => string | null,
 *   onReset: () => string | null,
 * }} handlers  onApply/onReset change the state and return an error message
 *   if the core refused the result (the state is then left as it was)
 */
export function createSentenceView(form, { chapterTokens, onApply, onReset }) {
  const chapterText = chapterTokens.join(' ');
  const { input, status, applyButton, resetButton } = form;
  const changes = changeTracker();

  const say = (message, { invalid = false } = {}) => {
    status.textContent = message;
    if (invalid) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };

  function apply() {
    // Refused or not, the box keeps no bidi control or stack of marks: what it
    // shows is what the lab read.
    input.value = cleanSentence(input.value);
    const read = readSentence(input.value, chapterTokens);
    if (read.problem === 'empty') {
      say(t('sentence.empty'), { invalid: true });
      return;
    }
    if (read.problem === 'no-words') {
      say(t('sentence.noWords'), { invalid: true });
      return;
    }
    if (read.problem === 'long-word') {
      say(t('sentence.longWord', { max: MAX_WORD_LENGTH }), { invalid: true });
      return;
    }
    const error = onApply(read.sentence);
    if (error !== null) {
      say(t('sentence.refused', { error }), { invalid: true });
      return;
    }
    // The box shows what is in use: the cleaned text (no bidi controls, marks capped).
    input.value = read.sentence ?? chapterText;
    const n = read.tokens.length;
    if (read.sentence === null) {
      say(t('sentence.chapter'));
    } else if (read.typedCount > MAX_TOKENS) {
      say(t('sentence.cut', { typed: read.typedCount, max: MAX_TOKENS, n }));
    } else {
      say(t(n === 1 ? 'sentence.usingOne' : 'sentence.usingMany', { n }));
    }
  }

  applyButton.addEventListener('click', apply);
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || event.isComposing) return;
    event.preventDefault();
    apply();
  });

  resetButton.addEventListener('click', () => {
    const error = onReset();
    if (error !== null) say(t('sentence.resetRefused', { error }), { invalid: true });
    else say(t('sentence.backToChapter', { sentence: chapterText }));
  });

  // Clear a complaint as soon as the reader starts fixing it.
  input.addEventListener('input', () => input.removeAttribute('aria-invalid'));

  return {
    /** Shows the state's sentence in the box when it changed (never while it is typed into). */
    update(model) {
      const { sentence } = model.numbers;
      if (changes.changed('sentence', sentence)) input.value = sentence ?? chapterText;
    },
  };
}
