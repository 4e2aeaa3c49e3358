// The Download figure control's words (keys "download.<name>"), beside each
// picture (views/figures/figure-download.js); the figures' own words are
// ./figures.js, loaded with the figure code.
export default {
  title: 'Download figure',
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
