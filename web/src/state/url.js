// The lab's state in and out of the address: parsing, serialising and the
// page's own URL, all driven by the table in url-parameters.js.
import { tokensOf } from './sentence.js';
import { URL_PARAMETERS } from './url-parameters.js';

/**
 * @typedef {object} LabState
 * @property {{ sentence: string | null, edits: import('./edits.js').Edit[], scale: boolean,
 *   separateProjections: boolean, causal: boolean, heads: number }} numbers  what the model
 *   is computed from
 * @property {{ queryIndex: number, pickedKeyIndex: number | null,
 *   focusedKeyIndex: number | null, step: number }} selection
 *   what is looked at: the query token; the key the learner picked (null: none);
 *   the key whose product is spelled out, which is the picked one or, without
 *   one, the query's largest weight (null until the store has the weights); the step
 * @property {{ embed: boolean, show: string[] | null, view: 'all' | 'steps' | 'matrix',
 *   controls: boolean, theme: 'auto' | 'light' | 'dark', back: string | null,
 *   lang: string | null, report: string | null }} page  how the page is shown: embed
 *   mode, the parts it shows (null: all; see embed/parts.js), and the older shorthands
 *   for them (only the steps or the matrix; whether it has the editing panels), its
 *   colours, the course page to go back to, the language the link chose, the course
 *   page's origin practice answers are posted to
 */

/**
 * The state with every parameter at its default: the chapter's sentence.
 * @param {string[]} chapterTokens
 * @returns {LabState}
 */
export function defaultState(chapterTokens) {
  return parseState('', { chapterTokens });
}

/**
 * Reads state from a query string; anything unknown or malformed keeps its default.
 * @param {string} search  e.g. location.search
 * @param {{ chapterTokens: string[], dim?: number }} chapter  dim bounds the edits read
 * @returns {LabState}
 */
export function parseState(search, { chapterTokens, dim }) {
  const params = new URLSearchParams(search);
  const state = { numbers: {}, selection: {}, page: {} };
  const context = {
    chapterTokens,
    dim,
    get tokens() {
      return tokensOf(state.numbers.sentence ?? null, chapterTokens);
    },
  };
  for (const parameter of URL_PARAMETERS) {
    state[parameter.group][parameter.field] = readParameter(parameter, params, context);
  }
  state.selection.focusedKeyIndex = state.selection.pickedKeyIndex;
  return state;
}

function readParameter(parameter, params, context) {
  const read = params.has(parameter.name)
    ? parameter.read(params.get(parameter.name), context)
    : undefined;
  return (
    read ??
    (typeof parameter.default === 'function' ? parameter.default(context) : parameter.default)
  );
}

/**
 * The page options alone (state.page): they need no words, so the page can
 * take them on before the core arrives and not move when it does.
 * @param {string} search
 * @returns {LabState['page']}
 */
export function parsePageOptions(search) {
  const params = new URLSearchParams(search);
  const pageParameters = URL_PARAMETERS.filter((parameter) => parameter.group === 'page');
  return Object.fromEntries(
    pageParameters.map((parameter) => [parameter.field, readParameter(parameter, params, {})]),
  );
}

/**
 * Writes state as a query string (without the leading "?").
 * @param {LabState} state
 * @param {string[]} tokens  the state's tokens
 */
export function serialiseState(state, tokens) {
  const params = new URLSearchParams();
  for (const parameter of URL_PARAMETERS) {
    const text = parameter.write(state[parameter.group][parameter.field], { tokens });
    if (text !== null) params.set(parameter.name, text);
  }
  // ":" and "," are fine in a query string; left unescaped, edits stay readable.
  return params.toString().replaceAll('%3A', ':').replaceAll('%2C', ',');
}

/**
 * The query string the page starts from: the address's own, or, when it
 * has none, the one the page file carries in its head (`<meta
 * name="attention-lab-start">`, which the set-up panel's "Download as one
 * file" writes), so a file opened from disk opens at the author's state.
 * @param {Document} document
 */
export function startSearch(document) {
  const { search } = document.location;
  if (search.length > 1) return search;
  const carried = document.querySelector('meta[name="attention-lab-start"]')?.content ?? '';
  return carried ? `?${carried.replace(/^\?/, '')}` : search;
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
