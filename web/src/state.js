// The lab's whole state: everything visible is a function of it, and the URL
// query string is just this object serialised (so links open where they point).
import { MAX_TOKENS, tokenize } from '../lib/attention.js';

/** URL names of the four steps, in order. */
export const STEP_NAMES = ['project', 'score', 'softmax', 'sum'];

/**
 * @typedef {object} LabState
 * @property {number} queryIndex        token whose attention is explained
 * @property {number} focusedKeyIndex   key whose dot product is spelled out
 * @property {number} step              0..3, see STEP_NAMES
 * @property {boolean} scale            divide scores by √d_k
 * @property {boolean} separateProjections  learned W_Q, W_K, W_V (false: q = k = v = x)
 * @property {boolean} embed            hide page chrome for embedding
 * @property {string | null} sentence   the learner's sentence; null is the chapter's
 * @property {Edits} edits              changed numbers, see EDIT_MATRICES
 */

/**
 * Changed entries of the embeddings X and the projections W_Q, W_K, W_V, keyed
 * "matrix.row.column" (0-based, like token positions): { 'wk.0.1': 1 }.
 * @typedef {Record<string, number>} Edits
 */

/** @returns {LabState} */
export function defaultState() {
  return {
    queryIndex: 0,
    focusedKeyIndex: 0,
    step: 0,
    scale: true,
    separateProjections: true,
    embed: false,
    sentence: null,
    edits: {},
  };
}

// ---------- the sentence ----------

/** Longest word the lab takes, in characters (a longer one would not fit a chip). */
export const MAX_WORD_LENGTH = 24;

/**
 * What the lab makes of a sentence the learner typed (or a link carried).
 * Too many words are cut to the first MAX_TOKENS; no words, or a word longer
 * than MAX_WORD_LENGTH, is refused (`problem` says why, for the reader).
 * @param {string} text
 * @param {string[]} chapterTokens
 * @returns {{ sentence: string | null, tokens: string[], typedCount: number, problem?: string }}
 *   `sentence` is what the state keeps: null for the chapter's own words
 */
export function readSentence(text, chapterTokens) {
  const typed = tokenize(text);
  if (typed.length === 0) {
    return {
      sentence: null,
      tokens: [],
      typedCount: 0,
      problem: String(text).trim() === '' ? 'empty' : 'no-words',
    };
  }
  const tooLong = typed.find((token) => [...token].length > MAX_WORD_LENGTH);
  if (tooLong !== undefined) {
    return { sentence: null, tokens: [], typedCount: typed.length, problem: 'long-word' };
  }
  const tokens = typed.slice(0, MAX_TOKENS);
  if (sameTokens(tokens, chapterTokens)) {
    return { sentence: null, tokens, typedCount: typed.length };
  }
  // Keep the reader's own spelling when it is all there and reasonably short;
  // otherwise keep the words themselves, one space apart.
  const collapsed = String(text).replace(/\s+/g, ' ').trim();
  const sentence =
    typed.length === tokens.length && collapsed.length <= 240 ? collapsed : tokens.join(' ');
  return { sentence, tokens, typedCount: typed.length };
}

function sameTokens(a, b) {
  return a.length === b.length && a.every((token, index) => token === b[index]);
}

/** The tokens a state shows: its sentence's, or the chapter's. */
export function tokensOf(state, chapterTokens) {
  return state.sentence === null ? chapterTokens : tokenize(state.sentence).slice(0, MAX_TOKENS);
}

// ---------- edited numbers ----------

/** The editable matrices, by URL name. */
export const EDIT_MATRICES = ['x', 'wq', 'wk', 'wv'];

/** Embedding and projection width of the toy model. */
const MODEL_WIDTH = 4;

/** Largest magnitude a typed number may have. */
export const MAX_MAGNITUDE = 1e6;

/** Edits beyond this many are kept on the page but left out of the link. */
export const MAX_EDITS_IN_URL = 20;

export const editKey = (matrix, rowIndex, columnIndex) => `${matrix}.${rowIndex}.${columnIndex}`;

/** A usable number for an entry: finite and not absurdly large. */
function isUsableNumber(value) {
  return Number.isFinite(value) && Math.abs(value) <= MAX_MAGNITUDE;
}

/**
 * Reads the edits part of a link, e.g. "wq.1.0:2,x.3.2:-1.5"; entries that are
 * malformed, out of range for `tokenCount` rows, or unusable are skipped.
 * @returns {Edits}
 */
export function parseEdits(text, tokenCount) {
  const edits = {};
  for (const part of String(text ?? '').split(',')) {
    const match = /^(x|wq|wk|wv)\.(\d{1,2})\.(\d):(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)$/i.exec(
      part.trim(),
    );
    if (!match) continue;
    const [, matrix, rowText, columnText, valueText] = match;
    const rowIndex = Number(rowText);
    const columnIndex = Number(columnText);
    const value = Number(valueText);
    const rows = matrix.toLowerCase() === 'x' ? tokenCount : MODEL_WIDTH;
    if (rowIndex >= rows || columnIndex >= MODEL_WIDTH || !isUsableNumber(value)) continue;
    edits[editKey(matrix.toLowerCase(), rowIndex, columnIndex)] = value;
  }
  return edits;
}

/** The edits as link text, in a stable order (matrix, row, column). */
function serialiseEdits(edits) {
  const order = (key) => {
    const [matrix, rowIndex, columnIndex] = key.split('.');
    return EDIT_MATRICES.indexOf(matrix) * 10000 + Number(rowIndex) * 10 + Number(columnIndex);
  };
  return Object.keys(edits)
    .sort((a, b) => order(a) - order(b))
    .map((key) => `${key}:${edits[key]}`)
    .join(',');
}

/** Whether the edits fit in a link (otherwise the page says they are not in it). */
export function editsFitInUrl(edits) {
  return Object.keys(edits).length <= MAX_EDITS_IN_URL;
}

/** The edits without those of the embeddings (which belong to one sentence's words). */
export function projectionEdits(edits) {
  return Object.fromEntries(Object.entries(edits).filter(([key]) => !key.startsWith('x.')));
}

// A token is named by its text (readable links); a plain index also works,
// which keeps links usable when a sentence repeats a word.
function parseTokenIndex(value, tokens) {
  if (value === null) return null;
  const byText = tokens.indexOf(value);
  if (byText !== -1) return byText;
  if (/^\d+$/.test(value) && Number(value) < tokens.length) return Number(value);
  return null;
}

function parseFlag(value, whenOn, whenOff) {
  if (whenOn.includes(value)) return true;
  if (whenOff.includes(value)) return false;
  return null;
}

/**
 * Reads state from a query string; anything unknown or malformed keeps its default.
 * @param {string} search  e.g. location.search
 * @param {string[]} chapterTokens  the words when the link carries no sentence
 * @returns {LabState}
 */
export function parseState(search, chapterTokens) {
  const params = new URLSearchParams(search);
  const state = defaultState();
  // The sentence comes first: token and key name its words.
  if (params.has('sentence')) {
    const read = readSentence(params.get('sentence'), chapterTokens);
    if (!read.problem) state.sentence = read.sentence;
  }
  const tokens = tokensOf(state, chapterTokens);
  state.edits = parseEdits(params.get('edits'), tokens.length);
  const query = parseTokenIndex(params.get('token'), tokens);
  if (query !== null) state.queryIndex = query;
  const key = parseTokenIndex(params.get('key'), tokens);
  if (key !== null) state.focusedKeyIndex = key;
  const step = STEP_NAMES.indexOf(params.get('step') ?? '');
  if (step !== -1) state.step = step;
  state.scale = parseFlag(params.get('scale'), ['1', 'on'], ['0', 'off']) ?? state.scale;
  state.separateProjections =
    parseFlag(params.get('qkv'), ['separate'], ['shared']) ?? state.separateProjections;
  state.embed = params.get('embed') === '1';
  return state;
}

/**
 * Writes state as a query string (without the leading "?").
 * @param {LabState} state
 * @param {string[]} tokens  the state's tokens (see tokensOf)
 */
export function serialiseState(state, tokens) {
  const name = (index) => (tokens.indexOf(tokens[index]) === index ? tokens[index] : String(index));
  const params = new URLSearchParams();
  if (state.sentence !== null) params.set('sentence', state.sentence);
  for (const [param, value] of Object.entries({
    token: name(state.queryIndex),
    key: name(state.focusedKeyIndex),
    step: STEP_NAMES[state.step],
    scale: state.scale ? '1' : '0',
    qkv: state.separateProjections ? 'separate' : 'shared',
  })) {
    params.set(param, value);
  }
  if (Object.keys(state.edits).length > 0 && editsFitInUrl(state.edits)) {
    params.set('edits', serialiseEdits(state.edits));
  }
  if (state.embed) params.set('embed', '1');
  // ":" and "," are fine in a query string; left unescaped, edits stay readable.
  return params.toString().replaceAll('%3A', ':').replaceAll('%2C', ',');
}

/** This page's URL with the state's query string. */
export function stateUrl(state, tokens) {
  const url = new URL(window.location.href);
  url.search = serialiseState(state, tokens);
  return url.href;
}

/** Replaces the current URL's query string without adding a history entry. */
export function writeStateToUrl(state, tokens) {
  const href = stateUrl(state, tokens);
  if (href !== window.location.href) window.history.replaceState(null, '', href);
}
