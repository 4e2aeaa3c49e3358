// The causal mask as the views show it: before the softmax a hidden key's
// score is −∞, after it the cell is crossed out and named "masked" instead
// of showing a bare 0.00; and sentences that say what the mask took away
// (templates in en/wording.js). Which cells are masked is the model's (the
// core's −∞ scaled scores).
import { el } from '../dom/el.js';
import { formatNumber } from './numbers.js';
import { t } from './text.js';
import { indexOfLargest } from '../state/state.js';
import { listed, quoted } from './wording.js';

/** A scaled score as text: −∞ where the mask hid the key. */
export const formatScaledScore = (value) => (value === -Infinity ? '−∞' : formatNumber(value));

/** What a masked weight cell holds: a cross to see, "masked" to hear. */
export const maskedWeight = () => [
  el('span', { className: 'masked-cross', 'aria-hidden': 'true', text: '×' }),
  el('span', { className: 'visually-hidden', text: t('wording.masked') }),
];

/** The keys the mask hides from query `i`, by label. */
const hiddenKeys = (model, i) => model.labels.filter((_, j) => model.masked[i][j]);

// What each step says the mask does to one hidden key or to several.
const MASK_SENTENCES = {
  score: { one: 'wording.maskScoreOne', many: 'wording.maskScoreMany' },
  softmax: { one: 'wording.maskSoftmaxOne', many: 'wording.maskSoftmaxMany' },
};

/**
 * Why some of query `i`'s keys are missing, for a step's text; empty without
 * the causal mask.
 * @param {'score' | 'softmax'} step
 */
export function maskSentence(model, i, step) {
  if (!model.numbers.causal) return '';
  const token = quoted(model.labels[i]);
  const hidden = hiddenKeys(model, i);
  if (hidden.length === 0) return t('wording.maskSeesAll', { token });
  const template = MASK_SENTENCES[step][hidden.length === 1 ? 'one' : 'many'];
  return t(template, { token, names: listed(hidden.map(quoted)) });
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
  return t('wording.hiddenFavourite', {
    score: formatNumber(model.scores[i][best]),
    key: quoted(model.labels[best]),
  });
}

/** For the sentence's caption: every word that lost the key it scores highest. */
export function maskedPatternSentence(model) {
  if (!model.numbers.causal) return '';
  const lost = model.labels.flatMap((label, i) => {
    const best = hiddenFavourite(model, i);
    if (best === null) return [];
    return [t('wording.noLongerSees', { token: quoted(label), key: quoted(model.labels[best]) })];
  });
  if (lost.length === 0) return t('wording.maskedNone');
  const template = lost.length === 1 ? 'wording.maskedLostOne' : 'wording.maskedLostMany';
  return t(template, { lost: listed(lost) });
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
      el('span', { className: 'masked-note', text: t('wording.masked') }),
    ),
  ];
}
