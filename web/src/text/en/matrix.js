// The matrix part's words (keys "matrix.<name>"); see ../text.js.
export default {
  legendRamp: 'Colour scale from dark purple for weight 0 through teal to yellow for weight 1',
  scrollHint:
    'The table is wider than the screen: scroll it sideways (or move with the arrow keys) for more keys and the Sum column.',
  cornerQuery: 'query ↓',
  cornerKey: 'key →',
  sum: 'Sum',
  /** A cell's accessible name: its pair and its weight. */
  cellName: '{query} → {key}: {weight}',
  /** A cell's accessible name under the causal mask, where it hides the key. */
  cellNameMasked: '{query} → {key}: masked',
};
