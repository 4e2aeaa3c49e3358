// The lines part's words (keys "lines.<name>"); see ../text.js.
export default {
  title: 'Word to word',
  note: 'Each query on the left sends a line to every key on the right, as opaque as its weight. Point at a word, or move to it with Tab and the arrow keys, to see only its lines.',
  queries: 'Queries',
  keys: 'Keys',
  /** A word's accessible name, on the side of the queries or of the keys. */
  queryWord: '{word} (query)',
  keyWord: '{word} (key)',
  textSummary: 'Strongest keys of each query, as text',
  /** A query's strongest key and the next, with their weights. */
  looksMostAtTwo: '“{query}” looks most at “{first}” {firstWeight}, then “{second}” {secondWeight}',
  /** The same for a sentence of one word. */
  looksMostAtOne: '“{query}” looks most at “{first}” {firstWeight}',
};
