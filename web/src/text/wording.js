// Sentences about the weights, made from the model's numbers, so the words
// under the matrix and in the steps say what the numbers on screen say, in
// every state: the chapter, q = k = v, scaling off, a learner's sentence.
import { formatWeight } from './numbers.js';
import { indexOfLargest } from '../state/state.js';

/** A weight of at least this much is "most of" a word's attention. */
export const MOST = 0.5;

const quoted = (label) => `“${label}”`;

/** "a", "a and b", "a, b and c". */
export function listed(items) {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The key query `i` weighs most, and every key tied with it as shown (two
 * decimals): their names ("itself" for the query's own), the weight, and
 * whether the query itself is among them.
 * @param {number[]} [weights]  the row to read, by default the shown weights
 */
export function strongestKeys(model, i, weights = model.weights[i]) {
  const largest = formatWeight(weights[indexOfLargest(weights)]);
  const indices = weights.flatMap((weight, index) =>
    formatWeight(weight) === largest ? [index] : [],
  );
  return {
    weight: largest,
    isSelf: indices.includes(i),
    isMost: Number(largest) >= MOST,
    names: listed(indices.map((index) => (index === i ? 'itself' : quoted(model.labels[index])))),
  };
}

/** One sentence on query `i`'s row: does it concentrate or spread its attention? */
export function rowSummary(model, i) {
  const token = quoted(model.labels[i]);
  const { weight, isMost, names } = strongestKeys(model, i);
  return isMost
    ? `${token} concentrates on ${names} (${weight}).`
    : `${token} spreads its attention: no key gets more than ${weight} (${names}).`;
}

/**
 * The pattern across the whole sentence: which words spread their attention
 * and which put most of it on one key.
 */
export function sentencePattern(model) {
  const rows = model.labels.map((label, i) => ({ label, ...strongestKeys(model, i) }));
  const spread = rows.filter((row) => !row.isMost);
  const focused = rows.filter((row) => row.isMost);
  const largestSpread = Math.max(...spread.map((row) => Number(row.weight)));
  const spreadPart =
    spread.length === 0
      ? ''
      : `${listed(spread.map((row) => quoted(row.label)))} ${spread.length === 1 ? 'spreads its' : 'spread their'} attention (no weight above ${formatWeight(largestSpread)})`;
  const focusedPart = listed(
    focused.map((row) => `${quoted(row.label)} puts ${row.weight} on ${row.names}`),
  );
  const parts = [spreadPart, focusedPart].filter(Boolean);
  // A diagonal peak is the headline when every word has one (as with q = k = v).
  const diagonal = rows.every((row) => row.isSelf)
    ? 'Every word puts its largest weight on itself; '
    : '';
  const pattern = `${parts.join(', while ')}.`;
  return diagonal ? `${diagonal}${pattern}` : `Across the sentence, ${pattern}`;
}

/**
 * With q = k = v: how many words put their largest weight on themselves, and
 * whether that is most of their attention; ends with the query's own number.
 */
export function selfAttentionNote(model, i) {
  const rows = model.labels.map((_, index) => strongestKeys(model, index));
  const n = rows.length;
  const onSelf = rows.flatMap((row, index) => (row.isSelf ? [index] : []));
  const mostOnSelf = onSelf.filter((index) => rows[index].isMost);
  const names = (indices) => listed(indices.map((index) => quoted(model.labels[index])));
  const peaks =
    onSelf.length === n
      ? 'every word puts its largest weight on itself'
      : onSelf.length === 0
        ? 'no word puts its largest weight on itself'
        : `${onSelf.length} of ${n} words put their largest weight on themselves`;
  const share =
    onSelf.length === 0
      ? ''
      : mostOnSelf.length === onSelf.length
        ? ', each keeping more than half of its attention'
        : mostOnSelf.length === 0
          ? ', yet none keeps more than half: the rest is spread over the other words'
          : `, yet only ${names(mostOnSelf)} ${mostOnSelf.length === 1 ? 'keeps' : 'keep'} more than half`;
  const query = quoted(model.labels[i]);
  const own = `${query} keeps ${formatWeight(model.weights[i][i])} for itself.`;
  return `Here ${peaks}${share}. ${own}`;
}
