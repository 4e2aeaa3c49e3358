// What the lab is made of, whatever the address says: its four steps, the
// head counts it offers and the word it opens on. The URL table
// (url-parameters.js) reads and writes these; it does not define them.

/** Names of the four steps, in order (the state keeps the index; links use the name). */
export const STEP_NAMES = ['project', 'score', 'softmax', 'sum'];

/** The head counts the lab offers; each must divide the model width. */
export const HEAD_COUNTS = [1, 2, 4];

/** The query the lab opens on: the word whose attention the chapter follows. */
export const OPENING_QUERY = 'flies';

/**
 * The query practice mode opens on instead (awayFromWorkedExample): the
 * chapter prints flies' scores and weights, not time's, and time's top key,
 * flies, leads clearly (tests/core/practice-opening.test.js).
 */
export const PRACTICE_QUERY = 'time';
