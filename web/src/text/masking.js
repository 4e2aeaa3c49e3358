// The causal mask as the views show it: before the softmax a hidden key's
// score is −∞, after it the cell is crossed out and named "masked" instead
// of showing a bare 0.00; and sentences that say what the mask took away.
// Which cells are masked is the model's (the core's −∞ scaled scores).
import { el } from '../dom/el.js';
import { formatNumber } from './numbers.js';
import { indexOfLargest } from '../state/state.js';
import { listed } from './wording.js';

export const MASKED = 'masked';

const quoted = (label) => `“${label}”`;

/** A scaled score as text: −∞ where the mask hid the key. */
export const formatScaledScore = (value) => (value === -Infinity ? '−∞' : formatNumber(value));

/** What a masked weight cell holds: a cross to see, "masked" to hear. */
export const maskedWeight = () => [
  el('span', { className: 'masked-cross', 'aria-hidden': 'true', text: '×' }),
  el('span', { className: 'visually-hidden', text: MASKED }),
];

/** The keys the mask hides from query `i`, by label. */
const hiddenKeys = (model, i) => model.labels.filter((_, j) => model.masked[i][j]);

/**
 * Why some of query `i`'s keys are missing, for a step's text; empty without
 * the causal mask.
 * @param {'score' | 'softmax'} step
 */
export function maskSentence(model, i, step) {
  if (!model.numbers.causal) return '';
  const token = quoted(model.labels[i]);
  const hidden = hiddenKeys(model, i);
  if (hidden.length === 0) {
    return `The causal mask hides only later words, and ${token} comes last: it sees every word.`;
  }
  const names = listed(hidden.map(quoted));
  return step === 'score'
    ? `The causal mask lets ${token} look only at itself and earlier words, as a text generator must: ${names} ${hidden.length === 1 ? 'comes' : 'come'} later, so ${hidden.length === 1 ? 'its score becomes' : 'their scores become'} −∞ before the softmax.`
    : `Under the causal mask ${names} ${hidden.length === 1 ? 'has' : 'have'} score −∞, and e to the power −∞ is 0: softmax gives ${hidden.length === 1 ? 'it' : 'them'} no weight, and the visible keys share all of it.`;
}

// The key query `i` scores highest (the first of equals), if the mask hides it.
function hiddenFavourite(model, i) {
  const best = indexOfLargest(model.scores[i]);
  return model.masked[i][best] ? best : null;
}

/**
 * For the row summary: the key query `i` scores highest, when the mask hides
 * it (flies and arrow); empty otherwise.
 */
export function hiddenFavouriteSentence(model, i) {
  if (!model.numbers.causal) return '';
  const best = hiddenFavourite(model, i);
  if (best === null) return '';
  return `Its highest score (${formatNumber(model.scores[i][best])}) is with ${quoted(model.labels[best])}, a later word the mask hides.`;
}

/** For the sentence's caption: every word that lost the key it scores highest. */
export function maskedPatternSentence(model) {
  if (!model.numbers.causal) return '';
  const lost = model.labels.flatMap((label, i) => {
    const best = hiddenFavourite(model, i);
    return best === null ? [] : [`${quoted(label)} no longer sees ${quoted(model.labels[best])}`];
  });
  return lost.length === 0
    ? 'The causal mask hides no word’s highest-scoring key here.'
    : `Under the causal mask ${listed(lost)}, the ${lost.length === 1 ? 'key it scores' : 'keys they score'} highest.`;
}

/**
 * A raw score as the Score step lists it: the number, and for a masked key
 * what the mask turns it into.
 */
export function scoreContent(model, i, j) {
  const score = formatNumber(model.scores[i][j]);
  if (!model.masked[i][j]) return [score];
  return [
    score,
    el(
      'span',
      { className: 'masked-score' },
      '→ −∞',
      el('span', { className: 'masked-note', text: MASKED }),
    ),
  ];
}
