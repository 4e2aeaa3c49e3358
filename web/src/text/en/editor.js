// The editor part's words (keys "editor.<name>"); see ../text.js: "Edit the
// numbers", its presets, its boxes' names and what it says when a number is
// refused (number-box.js, number-text.js).
export default {
  intro:
    'Change any number and the core recomputes the queries, keys, values and every weight at once. Type a value and press Enter (or move on to another box), or use ↑ and ↓ to nudge it by {nudge} (with Shift, by {fineNudge}).',
  presets: 'Presets',
  presetChapter: 'Chapter example',
  presetShared: 'q = k = v',
  presetFliesToTime: 'Make flies attend to time',
  presetRefused: 'The lab could not use that preset: {error}',
  // Shown with "Make flies attend to time": why it works.
  fliesToTime:
    'Changing the single weight {wk} row 1, column 2 from −2 to 1 rebuilds the second entry of every key, the only entry the query of “flies”, [0,\u00a03,\u00a00,\u00a00], looks at, so the key of “time” rises to [2,\u00a03,\u00a00,\u00a01] (score 9) while the key of “arrow” falls to [0,\u00a0−1.5,\u00a00,\u00a00] (score −4.5).',
  sharedNote:
    'The Q, K, V projections are switched off (q = k = v = x), so {wq}, {wk} and {wv} are not used until you switch them back on.',
  notInLink:
    'These edits are not in the link: {count} numbers are changed, and a link carries up to {max}. The sentence and settings still are.',
  readoutTitle: 'Weights of “{word}” now:',
  readoutName: 'Weights of {word}',
  // Tables' captions: the matrix's name and symbol, then a quiet note.
  embeddingsCaption: 'Embeddings {matrix}',
  embeddingsNote: 'one row per word',
  makesQueries: 'makes each query',
  makesKeys: 'makes each key',
  makesValues: 'makes each value',
  // Each box's accessible name; a word that repeats also has its position.
  embeddingBox: 'embedding of {word}, entry {entry}',
  repeatedEmbeddingBox: 'embedding of {word} (word {position}), entry {entry}',
  projectionBox: '{matrix} row {row} column {column}',
  changedFrom: 'changed from {value}',
  // A refusal, then what the box keeps.
  keeps: '{box} keeps {value}.',
  coreRefused: 'The core refused that number: {error}.',
  nudgeTooLarge: '{value} would be too large: numbers here stay between {min} and {max}.',
  // What number-text.js says of typed text; {text} is cut short when long.
  numberTooLong: '“{text}” is too long for a number: a box takes up to {max} characters.',
  emptyBox: 'The box is empty: type a number.',
  notANumber: '“{text}” is not a number.',
  ambiguousComma:
    '“{text}” is ambiguous: the comma could separate thousands ({thousands}) or mark the decimals ({decimal}). Type {thousandsTyped} or {decimalTyped} instead.',
  numberTooLarge: '“{text}” is too large: numbers here stay between {min} and {max}.',
};
