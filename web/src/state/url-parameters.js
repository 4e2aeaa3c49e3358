// The URL parameters, as one table: each names the state field it carries,
// its default, and how its text is read and written. Parsing and serialising
// (url.js), defaultState() and the parameters' table in docs/embedding.md
// (checked by tests/core/lab-state.test.js) all come from it, so a new
// setting is one new row here.
import { safeBackUrl } from '../embed/back-link.js';
import { readReportOrigin } from '../embed/report-origin.js';
import { PART_NAMES, readParts } from '../embed/parts.js';
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
 * @property {string} values  for the docs' table: what the text may be
 * @property {string} defaultText  for the docs' table
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
    values: "the learner's own sentence, e.g. `the+animal+didn't+cross+the+street`",
    defaultText: "the chapter's",
  },
  {
    name: 'token',
    group: 'selection',
    field: 'queryIndex',
    // Where the chapter points; a sentence without the word opens on its first.
    default: ({ tokens }) => Math.max(tokens.indexOf(OPENING_QUERY), 0),
    ...token,
    values: 'the query word (`flies`) or its 0-based position (`1`) in the current sentence',
    defaultText: `\`${OPENING_QUERY}\` if the sentence has it, else the first word`,
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
    values: 'the key whose dot product is spelled out, same forms',
    defaultText: "the key with the query's largest weight",
  },
  {
    name: 'step',
    group: 'selection',
    field: 'step',
    default: 0,
    read: (text) => (STEP_NAMES.includes(text) ? STEP_NAMES.indexOf(text) : undefined),
    write: (step) => STEP_NAMES[step],
    values: STEP_NAMES.map((name) => `\`${name}\``).join(', '),
    defaultText: `\`${STEP_NAMES[0]}\``,
  },
  {
    name: 'practice',
    group: 'selection',
    field: 'practice',
    default: false,
    // Left out when off, like the mask.
    read: flag(['1', 'on'], ['0', 'off']).read,
    write: (practice) => (practice ? '1' : null),
    values:
      '`1`: "Try it yourself": the query\'s weights stay hidden until the learner predicts where it looks, and each step asks for a number',
    defaultText: 'off',
  },
  {
    name: 'scale',
    group: 'numbers',
    field: 'scale',
    default: true,
    ...flag(['1', 'on'], ['0', 'off']),
    values: '`1` (divide by √d_k) or `0`',
    defaultText: '`1`',
  },
  {
    name: 'qkv',
    group: 'numbers',
    field: 'separateProjections',
    default: true,
    ...flag(['separate'], ['shared']),
    values: '`separate` (hand-set W_Q, W_K, W_V) or `shared` (q = k = v = x)',
    defaultText: '`separate`',
  },
  {
    name: 'causal',
    group: 'numbers',
    field: 'causal',
    default: false,
    // Left out when off, so links from before the switch stay as they were.
    read: flag(['1', 'on'], ['0', 'off']).read,
    write: (causal) => (causal ? '1' : null),
    values: '`1`: each word attends only to itself and the words before it (a causal mask)',
    defaultText: 'off',
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
    values: `${HEAD_COUNTS.map((count) => `\`${count}\``).join(', ')}: that many heads, each with its own hand-set projections, shown beside the matrix`,
    defaultText: '`1`',
  },
  {
    name: 'edits',
    group: 'numbers',
    field: 'edits',
    default: [],
    read: (text, { tokens, dim }) => parseEdits(text, { tokenCount: tokens.length, dim }),
    write: (edits) => (edits.length > 0 && editsFitInUrl(edits) ? serialiseEdits(edits) : null),
    values:
      'changed numbers, `matrix.row.column:value` joined by commas, e.g. `wk.0.1:1,x.3.2:-1.5`; matrices `x` (embeddings), `wq`, `wk`, `wv`; rows and columns 0-based',
    defaultText: 'none',
  },
  {
    name: 'embed',
    group: 'page',
    field: 'embed',
    default: false,
    read: (text) => text === '1',
    write: (embed) => (embed ? '1' : null),
    values:
      '`1` hides the page title, introduction and footer, and turns on the height message (see Auto-height)',
    defaultText: 'off',
  },
  {
    name: 'show',
    group: 'page',
    field: 'show',
    default: null,
    read: readParts,
    write: (show) => (show === null ? null : show.join(',')),
    values: `the parts to show, joined by commas: ${PART_NAMES.map((name) => `\`${name}\``).join(', ')} (\`switches\` is \`scale\`, \`projections\` and \`causal\`); the rest is left out; unknown names are ignored`,
    defaultText: 'all of them',
  },
  {
    name: 'view',
    group: 'page',
    field: 'view',
    ...oneOf(VIEWS),
    values:
      'an older shorthand for `show=`: `steps` leaves out the weight matrix, `matrix` the four steps, `all` neither; with `show=`, only what both keep is shown',
    defaultText: '`all`',
  },
  {
    name: 'controls',
    group: 'page',
    field: 'controls',
    default: true,
    ...flag(['1'], ['0']),
    write: (controls) => (controls ? null : '0'),
    values:
      'an older shorthand for `show=`: `0` leaves out the sentence editor, "Edit the numbers" and "Follow the shapes"',
    defaultText: '`1`',
  },
  {
    name: 'theme',
    group: 'page',
    field: 'theme',
    ...oneOf(THEMES),
    values:
      "`light` or `dark` whatever the reader's device prefers (a course page that is always light, say), or `auto`",
    defaultText: "`auto`: the device's setting",
  },
  {
    name: 'back',
    group: 'page',
    field: 'back',
    default: null,
    read: (text) => safeBackUrl(text) ?? undefined,
    write: (back) => back,
    values:
      'the course page to return to, e.g. `https%3A%2F%2Fexample.edu%2Fcourse%2Fch3%2F`: a "Back to the course" link in the header, not shown with `embed=1`¹',
    defaultText: 'none',
  },
  {
    name: 'lang',
    group: 'page',
    field: 'lang',
    // None: the reader's browser decides (text/languages.js pageLanguage).
    default: null,
    read: (text) => languageOf(text),
    write: (lang) => lang,
    values:
      '`en`, `de`, `es`, `zh-Hans` (or `zh`), `ar` (right to left): the language of every word; numbers are written that way too (0,80 in German and Spanish)',
    defaultText: "the first of the browser's preferred languages the lab has, else `en`",
  },
  {
    name: 'report',
    group: 'page',
    field: 'report',
    default: null,
    read: (text) => readReportOrigin(text) ?? undefined,
    write: (origin) => origin,
    values:
      "the course page's origin, e.g. `https%3A%2F%2Fexample.edu`: after each practice answer the lab posts a message to its parent, to that origin only (see Practice answers); `https:` only, or `http://localhost`, `http://127.0.0.1` (any port) for testing",
    defaultText: 'none: nothing is sent',
  },
];
