// Sentences about the weights, made from the model's numbers, so the words
// under the matrix and in the steps say what the numbers on screen say, in
// every state: the chapter, q = k = v, scaling off, a learner's sentence.
// The sentences themselves are templates (en/wording.js); this module picks
// one for the numbers and fills it.
import { formatWeight, roundedWeight } from './numbers.js';
import { locale } from './locale.js';
import { sentences, t } from './text.js';
import { indexOfLargest } from '../state/state.js';

/** A weight of at least this much is "most of" a word's attention. */
export const MOST = 0.5;

// Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko …).
const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/**
 * A sentence's word as data inside a sentence of the page: set apart in
 * Unicode isolates (FSI … PDI) where its direction may differ from the
 * text around it (“time” in Arabic prose, a Hebrew word in English), so
 * neither reorders the other. Left as it is where both run left to right.
 */
export function isolated(word) {
  if (locale().direction === 'ltr' && !RIGHT_TO_LEFT_LETTER.test(word)) return word;
  return `\u2068${word}\u2069`;
}

/**
 * The direction text runs in, by its first letter: 'rtl' for a sentence in
 * Arabic or Hebrew, else 'ltr' (the chapter's, whatever the page's language).
 * @param {string} text
 */
export function textDirection(text) {
  const first = text.match(/\p{L}/u)?.[0] ?? '';
  return RIGHT_TO_LEFT_LETTER.test(first) ? 'rtl' : 'ltr';
}

/** A word in quotes: “flies”. */
export const quoted = (word) => t('wording.quoted', { word: isolated(word) });

/** "a", "a and b", "a, b and c", as the shown language joins them (Intl.ListFormat). */
export const listed = (items) => locale().lists.format(items);

/**
 * The key query `i` weighs most, and every key tied with it as shown (two
 * decimals): their names ("itself" for the query's own), the weight, how
 * many they are, and whether the query itself is among them.
 * @param {number[]} [weights]  the row to read, by default the shown weights
 */
export function strongestKeys(model, i, weights = model.weights[i]) {
  const largest = formatWeight(weights[indexOfLargest(weights)]);
  const indices = weights.flatMap((weight, index) =>
    formatWeight(weight) === largest ? [index] : [],
  );
  return {
    weight: largest,
    indices,
    isSelf: indices.includes(i),
    isMost: roundedWeight(weights[indexOfLargest(weights)]) >= MOST,
    count: indices.length,
    names: listed(
      indices.map((index) => (index === i ? t('wording.itself') : quoted(model.labels[index]))),
    ),
  };
}

/**
 * One sentence on query `i`'s row: does it concentrate or spread its
 * attention? `isHidden(j)`: practice mode still asks for key j's weight (?).
 */
export function rowSummary(model, i, isHidden = () => false) {
  const { weight, isMost, names, indices } = strongestKeys(model, i);
  const token = quoted(model.labels[i]);
  return t(isMost ? 'wording.rowConcentrates' : 'wording.rowSpreads', {
    token,
    names,
    weight: indices.some(isHidden) ? '?' : weight,
  });
}

/**
 * The pattern across the whole sentence: which words spread their attention
 * and which put most of it on one key.
 */
export function sentencePattern(model) {
  const rows = model.labels.map((label, i) => ({
    label,
    largest: roundedWeight(Math.max(...model.weights[i])),
    ...strongestKeys(model, i),
  }));
  const spread = rows.filter((row) => !row.isMost);
  const focused = rows.filter((row) => row.isMost);
  // The template is named for its opening, the diagonal when every word
  // peaks on itself (as with q = k = v) or else "Across the sentence", and
  // for who spreads (one word or several), who concentrates, or both:
  // wording.acrossSpreadOne, …, wording.diagonalBothMany.
  const opening = rows.every((row) => row.isSelf) ? 'diagonal' : 'across';
  const count = spread.length === 1 ? 'One' : 'Many';
  const shape =
    spread.length === 0 ? 'Focused' : `${focused.length === 0 ? 'Spread' : 'Both'}${count}`;
  return t(`wording.${opening}${shape}`, {
    spread: listed(spread.map((row) => quoted(row.label))),
    weight: formatWeight(Math.max(...spread.map((row) => row.largest))),
    focused: listed(
      focused.map((row) =>
        t('wording.putsOn', { token: quoted(row.label), weight: row.weight, names: row.names }),
      ),
    ),
  });
}

/**
 * With q = k = v: how many words put their largest weight on themselves, and
 * whether that is most of their attention; ends with the query's own number.
 */
export function selfAttentionNote(model, i) {
  const rows = model.labels.map((_, index) => strongestKeys(model, index));
  const onSelf = rows.flatMap((row, index) => (row.isSelf ? [index] : []));
  const mostOnSelf = onSelf.filter((index) => rows[index].isMost);
  // The first sentence's template is named for whether every word peaks on
  // itself or some do, and for how many of those keep more than half (all,
  // none, one or several): wording.everyOnSelfAllMost, …, someOnSelfSomeMost.
  const most =
    mostOnSelf.length === onSelf.length
      ? 'All'
      : mostOnSelf.length === 0
        ? 'None'
        : mostOnSelf.length === 1
          ? 'One'
          : 'Some';
  const who = onSelf.length === rows.length ? 'every' : 'some';
  const peaks =
    onSelf.length === 0
      ? t('wording.noneOnSelf')
      : t(`wording.${who}OnSelf${most}Most`, {
          count: onSelf.length,
          total: rows.length,
          names: listed(mostOnSelf.map((index) => quoted(model.labels[index]))),
        });
  const own = t('wording.keepsForItself', {
    token: quoted(model.labels[i]),
    weight: formatWeight(model.weights[i][i]),
  });
  return sentences([peaks, own]);
}
