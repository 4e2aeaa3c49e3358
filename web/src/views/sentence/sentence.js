// "Your own sentence": a text box, Apply (or Enter) and a way back to the
// chapter's example. No <form>: a frame sandboxed without allow-forms drops
// a form's submission before its submit event, so Enter and Apply are
// handled here directly. Whatever is typed reaches the page only as text
// (input.value, textContent); the tokenizer decides what the words are, and
// every refusal or adjustment is said politely next to the box.
import { MAX_TOKENS } from '../../../lib/attention.js';
import { cleanSentence } from '../../../lib/tokenize.js';
import { MAX_WORD_LENGTH, readSentence } from '../../state/sentence.js';
import './sentence.css';

const wordCount = (count) => `${count} ${count === 1 ? 'word' : 'words'}`;

/**
 * @param {HTMLElement} container  the page's #sentence-view, with the box and
 *   its buttons already in it (index.html)
 * @param {{
 *   chapterTokens: string[],
 *   onApply: (sentence: string | null) => string | null,
 *   onReset: () => string | null,
 * }} handlers  onApply/onReset change the state and return an error message
 *   if the core refused the result (the state is then left as it was)
 */
export function createSentenceView(container, { chapterTokens, onApply, onReset }) {
  const chapterText = chapterTokens.join(' ');
  const find = (selector) => container.querySelector(selector);
  const input = find('#sentence-input');
  const status = find('#sentence-status');
  const applyButton = find('#sentence-apply');
  const resetButton = find('#sentence-reset');
  find('#sentence-max-words').textContent = String(MAX_TOKENS);

  let shownSentence;

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
      say('Please type at least one word. The sentence above is still in use.', { invalid: true });
      return;
    }
    if (read.problem === 'no-words') {
      say(
        'There is no word in that, only punctuation or symbols. Words are made of letters, digits or emoji; the previous sentence is still in use.',
        { invalid: true },
      );
      return;
    }
    if (read.problem === 'long-word') {
      say(
        `One of those words is longer than ${MAX_WORD_LENGTH} characters, too long to draw. Please shorten it; the previous sentence is still in use.`,
        { invalid: true },
      );
      return;
    }
    const error = onApply(read.sentence);
    if (error !== null) {
      say(`The lab could not use that sentence: ${error}`, { invalid: true });
      return;
    }
    // The box shows what is in use: the cleaned text (no bidi controls, marks capped).
    input.value = read.sentence ?? chapterText;
    const n = read.tokens.length;
    if (read.sentence === null) {
      say('That is the chapter’s own sentence, so the lab shows its own numbers.');
    } else if (read.typedCount > MAX_TOKENS) {
      say(
        `That has ${read.typedCount} words; the lab takes up to ${MAX_TOKENS}, so it is using the first ${MAX_TOKENS}. The weight matrix is now ${n} × ${n}.`,
      );
    } else {
      say(`Now using your ${wordCount(n)}: the weight matrix is ${n} × ${n}.`);
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
    if (error !== null) say(`The lab could not go back: ${error}`, { invalid: true });
    else say(`Back to the chapter’s example, “${chapterText}”, with its own numbers.`);
  });

  // Clear a complaint as soon as the reader starts fixing it.
  input.addEventListener('input', () => input.removeAttribute('aria-invalid'));

  return {
    /** Shows the state's sentence in the box when it changed (never while it is typed into). */
    update({ numbers: { sentence } }) {
      if (sentence === shownSentence) return;
      shownSentence = sentence;
      input.value = sentence ?? chapterText;
    },
  };
}
