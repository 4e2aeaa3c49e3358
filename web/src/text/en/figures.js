// The figures' words (keys "figures.<name>"): the text inside the
// downloaded figures (figures/figures.js), loaded with them. The control's
// words are ./download.js.
export default {
  noPng: 'the browser drew no PNG.',
  captionSeparator: ' · ',
  scaled: 'scaled by √dₖ',
  unscaled: 'not scaled',
  separateProjections: 'separate projections',
  sharedProjections: 'q = k = v = x',
  causal: 'causal mask',
  edited: 'edited numbers',
  matrixTitle: 'Attention weights',
  matrixAxes: 'rows: query · columns: key',
  legendWeight: 'weight',
  legendQueryRow: 'the query’s row',
  legendMasked: '× masked',
  softmaxTitle: 'Scale & softmax for “{token}”',
  otherMarkScaled: 'the weight without scaling',
  otherMarkUnscaled: 'the weight with scaling',
  linesTitle: 'Word to word: the weights of “{token}”',
  linesLegend: 'Every query (left) has a line to every key (right), as opaque as its weight.',
  queries: 'queries',
  keys: 'keys',
  planeTitle: 'Weighted average: x′ of “{token}” among the value vectors',
  /** `percent`: a whole number. */
  planeKept: 'This plane keeps {percent} % of the spread of the value vectors.',
  planeValues: 'weights',
  // The Download figure fold's buttons and messages (its title: ./download.js).
  /** The control's group name, for the picture it downloads. */
  of: 'Download figure: {picture}',
  svg: 'SVG',
  png: 'PNG (2×)',
  dark: 'Dark background',
  saving: 'Making the figure…',
  saved: 'Saved {file}.',
  failed: 'The figure could not be made: {message}',
  /** The pictures, as the control names them. */
  matrix: 'the weight matrix',
  softmax: 'the softmax bars',
  plane: 'the weighted average',
  lines: 'word to word',
};
