// The lab's whole state: everything visible is a function of it, and the URL
// query string is just this object serialised (so links open where they point).

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
  };
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
 * @param {string[]} tokens
 * @returns {LabState}
 */
export function parseState(search, tokens) {
  const params = new URLSearchParams(search);
  const state = defaultState();
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
 * @param {string[]} tokens
 */
export function serialiseState(state, tokens) {
  const name = (index) => (tokens.indexOf(tokens[index]) === index ? tokens[index] : String(index));
  const params = new URLSearchParams({
    token: name(state.queryIndex),
    key: name(state.focusedKeyIndex),
    step: STEP_NAMES[state.step],
    scale: state.scale ? '1' : '0',
    qkv: state.separateProjections ? 'separate' : 'shared',
  });
  if (state.embed) params.set('embed', '1');
  return params.toString();
}

/** Replaces the current URL's query string without adding a history entry. */
export function writeStateToUrl(state, tokens) {
  const url = new URL(window.location.href);
  url.search = serialiseState(state, tokens);
  if (url.href !== window.location.href) window.history.replaceState(null, '', url);
}
