// What each URL parameter may be and its default, in words, for the
// parameters' table in docs/embedding.md (tests/core/lab-state.test.js
// checks the table against it). Kept out of url-parameters.js so that the
// page does not download documentation it never shows.
import { PART_NAMES } from '../embed/parts.js';
import { HEAD_COUNTS, OPENING_QUERY, STEP_NAMES } from './lab.js';

/** @type {Record<string, { values: string, defaultText: string }>} */
export const URL_PARAMETER_DOCS = {
  sentence: {
    values: "the learner's own sentence, e.g. `the+animal+didn't+cross+the+street`",
    defaultText: "the chapter's",
  },
  token: {
    values: 'the query word (`flies`) or its 0-based position (`1`) in the current sentence',
    defaultText: `\`${OPENING_QUERY}\` if the sentence has it, else the first word`,
  },
  key: {
    values: 'the key whose dot product is spelled out, same forms',
    defaultText: "the key with the query's largest weight",
  },
  step: {
    values: STEP_NAMES.map((name) => `\`${name}\``).join(', '),
    defaultText: `\`${STEP_NAMES[0]}\``,
  },
  practice: {
    values:
      '`1`: "Try it yourself": the query\'s weights stay hidden until the learner predicts where it looks, and each step asks for a number',
    defaultText: 'off',
  },
  scale: {
    values: '`1` (divide by √d_k) or `0`',
    defaultText: '`1`',
  },
  qkv: {
    values: '`separate` (hand-set W_Q, W_K, W_V) or `shared` (q = k = v = x)',
    defaultText: '`separate`',
  },
  causal: {
    values: '`1`: each word attends only to itself and the words before it (a causal mask)',
    defaultText: 'off',
  },
  heads: {
    values: `${HEAD_COUNTS.map((count) => `\`${count}\``).join(', ')}: that many heads, each with its own hand-set projections, shown beside the matrix`,
    defaultText: '`1`',
  },
  edits: {
    values:
      'changed numbers, `matrix.row.column:value` joined by commas, e.g. `wk.0.1:1,x.3.2:-1.5`; matrices `x` (embeddings), `wq`, `wk`, `wv`; rows and columns 0-based',
    defaultText: 'none',
  },
  embed: {
    values:
      '`1` hides the page title, introduction and footer, and turns on the height message (see Auto-height)',
    defaultText: 'off',
  },
  show: {
    values: `the parts to show, joined by commas: ${PART_NAMES.map((name) => `\`${name}\``).join(', ')} (\`switches\` is \`scale\`, \`projections\` and \`causal\`); the rest is left out; unknown names are ignored`,
    defaultText: 'all of them',
  },
  view: {
    values:
      'an older shorthand for `show=`: `steps` leaves out the weight matrix, `matrix` the four steps, `all` neither; with `show=`, only what both keep is shown',
    defaultText: '`all`',
  },
  controls: {
    values:
      'an older shorthand for `show=`: `0` leaves out the sentence editor, "Edit the numbers" and "Follow the shapes"',
    defaultText: '`1`',
  },
  theme: {
    values:
      "`light` or `dark` whatever the reader's device prefers (a course page that is always light, say), or `auto`",
    defaultText: "`auto`: the device's setting",
  },
  back: {
    values:
      'the course page to return to, e.g. `https%3A%2F%2Fexample.edu%2Fcourse%2Fch3%2F`: a "Back to the course" link in the header, not shown with `embed=1`¹',
    defaultText: 'none',
  },
  lang: {
    values:
      '`en`, `de`, `es`, `zh-Hans` (or `zh`), `ar` (right to left): the language of every word; numbers are written that way too (0,80 in German and Spanish)',
    defaultText: "the first of the browser's preferred languages the lab has, else `en`",
  },
  report: {
    values:
      "the course page's origin, e.g. `https%3A%2F%2Fexample.edu`: after each practice answer the lab posts a message to its parent, to that origin only (see Practice answers); `https:` only, or `http://localhost`, `http://127.0.0.1` (any port) for testing",
    defaultText: 'none: nothing is sent',
  },
};
