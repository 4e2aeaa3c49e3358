// The figures part's words (keys "figures.<name>"): the Download figure
// control and the text inside the downloaded figures (figures/figures.js).
export default {
  // The control beside each picture (views/figures/figure-download.js).
  download: 'Download figure',
  /** The control's group name, for the picture it downloads. */
  downloadOf: 'Download figure: {picture}',
  svg: 'SVG',
  png: 'PNG (2×)',
  dark: 'Dark background',
  saving: 'Making the figure…',
  saved: 'Saved {file}.',
  failed: 'The figure could not be made: {message}',
  noPng: 'the browser drew no PNG.',
  /** The pictures, as the control names them. */
  matrixName: 'the weight matrix',
  softmaxName: 'the softmax bars',
  planeName: 'the weighted average',
  linesName: 'word to word',

  // The caption under each figure's title: the state, item by item.
  captionSeparator: ' · ',
  scaled: 'scaled by √dₖ',
  unscaled: 'not scaled',
  separateProjections: 'separate projections',
  sharedProjections: 'q = k = v = x',
  causal: 'causal mask',
  edited: 'edited numbers',

  // The weight matrix.
  matrixTitle: 'Attention weights',
  matrixAxes: 'rows: query · columns: key',
  legendWeight: 'weight',
  legendQueryRow: 'the query’s row',
  legendMasked: '× masked',

  // The softmax bars.
  softmaxTitle: 'Scale & softmax for “{token}”',
  otherMarkScaled: 'the weight without scaling',
  otherMarkUnscaled: 'the weight with scaling',

  // Word to word.
  linesTitle: 'Word to word: the weights of “{token}”',
  linesLegend: 'Every query (left) has a line to every key (right), as opaque as its weight.',
  queries: 'queries',
  keys: 'keys',

  // The weighted average.
  planeValues: 'weights',
};
