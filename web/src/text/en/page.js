// The page part's words (keys "page.<name>"); see ../text.js. These are the
// words of index.html itself, written into it at build time
// (scripts/page-text.js): its head, header, fallbacks, headings and notes.
export default {
  title: 'Attention Lab · scaled dot-product self-attention',
  description:
    'Step through scaled dot-product self-attention on “time flies like an arrow”, computed live in WebAssembly.',
  previewAlt:
    "The lab's 5 × 5 matrix of attention weights for “time flies like an arrow”, in viridis colours, each weight written in its cell.",
  backLink: 'Back to the course',
  kicker: 'Attention Lab',
  heading: 'How one word decides where to look',
  intro:
    'Pick a query word, then step through the four operations that decide how much it attends to each word of the sentence.',
  noScriptTitle: 'This lab needs JavaScript',
  noScriptText:
    "The lab computes every number in your browser, with JavaScript and WebAssembly, and JavaScript is turned off here. This is what it shows for the chapter's sentence: how each query word (row) shares its attention among the key words (columns).",
  noScriptOpen:
    '{link} once JavaScript is on to choose words, step through the computation and try your own sentence.',
  noScriptLink: 'Open the lab in a new tab',
  noStartTitle: 'The lab has not started in this frame',
  noStartText:
    "Its scripts did not load: the page around this frame may not allow them. Here are the chapter's attention weights as the lab computed them when it was built, one row per query word.",
  noStartLink: 'Open the lab on its own, in a new tab',
  fromDiskTitle: 'Open attention-lab.html instead',
  fromDiskText:
    'This page is the lab as a web server hosts it, and opened from a file on your computer its scripts cannot load. The file attention-lab.html in the same folder is the whole lab in one page: open that one. It works offline and makes no request.',
  fromDiskLink: 'Open attention-lab.html',
  labTitle: 'Attention lab',
  controlsLabel: 'Query and settings',
  tokenLegend: 'Query token',
  sentenceTitle: 'Your own sentence',
  editorTitle: 'Edit the numbers',
  stepsTitle: 'Four steps for {query}',
  stepList: 'Steps',
  stepControls: 'Step controls',
  matrixTitle: 'Attention weights',
  matrixNote:
    'Each row is one query word, and its weights show how it shares its attention among the keys in the columns. Pick a cell to explore that pair.',
  // Why the lab's weights name the query first, and the chapter's the key.
  matrixNotation:
    'Like the table, the lab names a weight row first, {wij} for query i and key j; the chapter writes the same weight key first, as {wji}.',
  matrixLink: 'See the whole weight matrix',
  averageLink: 'See the chosen row as a weighted average',
  toyNote:
    'These weights come from made-up numbers: each word’s vector is worked out from its letters (the same word always gets the same numbers), and {wq}, {wk}, {wv} are the chapter’s matrices, set by hand, not trained. So the pattern says nothing about what your sentence means; it only shows how the arithmetic works.',
  picturesTitle: 'The same weights, drawn',
  shapesTitle: 'Follow the shapes: the same code at 768 dimensions',
  shareLabel: 'Embed',
  shareSummary: 'Embed this lab in a course page',
  footer:
    'Attention Lab · numbers from a C++/Eigen core compiled to WebAssembly · works offline, no tracking.',
};
