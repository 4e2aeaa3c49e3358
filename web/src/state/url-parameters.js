// The URL parameters, as one table: each names the state field it carries,
// its default, and how its text is read and written. Parsing and serialising
// (url.js), defaultState() and the parameters' table in docs/embedding.md
// (checked by tests/core/lab-state.test.js, with the words of
// url-parameter-docs.js) all come from it, so a new setting is one new row
// here and one there.
import { safeBackUrl } from '../embed/back-link.js';
import { readReportOrigin } from '../embed/report-origin.js';
import { readParts } from '../embed/parts.js';
import { editsFitInUrl, parseEdits, serialiseEdits } from './edits.js';
import { HEAD_COUNTS, OPENING_QUERY, STEP_NAMES } from './lab.js';
import { languageOf } from '../text/languages.js';
import { readSentence } from './sentence.js';

/** `view=`, a shorthand for `show=`: the steps, the weight matrix, or both (the default). */
export const VIEWS = ['all', 'steps', 'matrix'];

/** The page's colours: the reader's device decides (the default), or always light or dark. */
export const THEMES = ['auto', 'light', 'dark'];

/**
 * @typedef {object} ReadContext
 * @property {string[]} chapterTokens  the words when there is no sentence
 * @property {string[]} tokens  the words of the state read so far (the sentence comes first)
 * @property {number} dim  the model width (from the core's chapterExample)
 *
 * @typedef {object} UrlParameter
 * @property {string} name  in the query string
 * @property {'numbers' | 'selection' | 'page'} group  which part of the state holds it
 * @property {string} field  its name in that part
 * @property {unknown | ((context: ReadContext) => unknown)} default  a value, or made from
 *   the words (read before it)
 * @property {(text: string, context: ReadContext) => unknown} read  undefined: ignore the text
 * @property {(value: any, context: { tokens: string[] }) => string | null} write  null: leave out
 */

// A token is named by its text (readable links); a plain index also works,
// which keeps links usable when a sentence repeats a word.
const token = {
  read(text, { tokens }) {
    const byText = tokens.indexOf(text);
    if (byText !== -1) return byText;
    if (/^\d+$/.test(text) && Number(text) < tokens.length) return Number(text);
    return undefined;
  },
  write: (index, { tokens }) =>
    tokens.indexOf(tokens[index]) === index ? tokens[index] : String(index),
};

// A switch: one word (or more) for on, one for off.
const flag = (on, off) => ({
  read: (text) => (on.includes(text) ? true : off.includes(text) ? false : undefined),
  write: (value) => (value ? on[0] : off[0]),
});

// One of `choices`, the first being the default (left out of the URL).
const oneOf = (choices) => ({
  default: choices[0],
  read: (text) => (choices.includes(text) ? text : undefined),
  write: (value) => (value === choices[0] ? null : value),
});

/** @type {UrlParameter[]} */
export const URL_PARAMETERS = [
  {
    name: 'sentence',
    group: 'numbers',
    field: 'sentence',
    default: null,
    read(text, { chapterTokens }) {
      const read = readSentence(text, chapterTokens);
      return read.problem ? undefined : read.sentence;
    },
    write: (sentence) => sentence,
  },
  {
    name: 'token',
    group: 'selection',
    field: 'queryIndex',
    // Where the chapter points; a sentence without the word opens on its first.
    default: ({ tokens }) => Math.max(tokens.indexOf(OPENING_QUERY), 0),
    ...token,
  },
  {
    name: 'key',
    group: 'selection',
    // Only a key the learner picked is kept (and linked); without one the
    // focused key follows the query's largest weight (see withFollowedKey).
    field: 'pickedKeyIndex',
    default: null,
    read: token.read,
    write: (index, context) => (index === null ? null : token.write(index, context)),
  },
  {
    name: 'step',
    group: 'selection',
    field: 'step',
    default: 0,
    read: (text) => (STEP_NAMES.includes(text) ? STEP_NAMES.indexOf(text) : undefined),
    write: (step) => STEP_NAMES[step],
  },
  {
    name: 'practice',
    group: 'selection',
    field: 'practice',
    default: false,
    // Left out when off, like the mask.
    read: flag(['1', 'on'], ['0', 'off']).read,
    write: (practice) => (practice ? '1' : null),
  },
  {
    name: 'scale',
    group: 'numbers',
    field: 'scale',
    default: true,
    ...flag(['1', 'on'], ['0', 'off']),
  },
  {
    name: 'qkv',
    group: 'numbers',
    field: 'separateProjections',
    default: true,
    ...flag(['separate'], ['shared']),
  },
  {
    name: 'causal',
    group: 'numbers',
    field: 'causal',
    default: false,
    // Left out when off, so links from before the switch stay as they were.
    read: flag(['1', 'on'], ['0', 'off']).read,
    write: (causal) => (causal ? '1' : null),
  },
  {
    name: 'heads',
    group: 'numbers',
    field: 'heads',
    default: 1,
    read: (text, { dim }) => {
      const heads = Number(text);
      return HEAD_COUNTS.includes(heads) && dim % heads === 0 ? heads : undefined;
    },
    write: (heads) => (heads === 1 ? null : String(heads)),
  },
  {
    name: 'edits',
    group: 'numbers',
    field: 'edits',
    default: [],
    read: (text, { tokens, dim }) => parseEdits(text, { tokenCount: tokens.length, dim }),
    write: (edits) => (edits.length > 0 && editsFitInUrl(edits) ? serialiseEdits(edits) : null),
  },
  {
    name: 'embed',
    group: 'page',
    field: 'embed',
    default: false,
    read: (text) => text === '1',
    write: (embed) => (embed ? '1' : null),
  },
  {
    name: 'show',
    group: 'page',
    field: 'show',
    default: null,
    read: readParts,
    write: (show) => (show === null ? null : show.join(',')),
  },
  {
    name: 'view',
    group: 'page',
    field: 'view',
    ...oneOf(VIEWS),
  },
  {
    name: 'controls',
    group: 'page',
    field: 'controls',
    default: true,
    ...flag(['1'], ['0']),
    write: (controls) => (controls ? null : '0'),
  },
  {
    name: 'theme',
    group: 'page',
    field: 'theme',
    ...oneOf(THEMES),
  },
  {
    name: 'back',
    group: 'page',
    field: 'back',
    default: null,
    read: (text) => safeBackUrl(text) ?? undefined,
    write: (back) => back,
  },
  {
    name: 'lang',
    group: 'page',
    field: 'lang',
    // None: the reader's browser decides (text/languages.js pageLanguage).
    default: null,
    read: (text) => languageOf(text),
    write: (lang) => lang,
  },
  {
    name: 'report',
    group: 'page',
    field: 'report',
    default: null,
    read: (text) => readReportOrigin(text) ?? undefined,
    write: (origin) => origin,
  },
];
