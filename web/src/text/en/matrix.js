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
  cellNameHidden: '{query} → {key}: hidden until you predict where {query} looks',
  cellNameAsked: '{query} → {key}: shown once you have found the weight of {target} in step 3',
  /** The build-time picture of the chapter's weights (scripts/matrix-picture.js). */
  pictureTitle: 'Attention weights',
  pictureAxes: 'rows: query · columns: key',
  pictureRow: '{token} gives {weight} to {keys}',
  pictureAlt:
    'Attention weights of “{sentence}”, one row per query word and one column per key word. The largest in each row: {rows}.',
  pictureRowSeparator: '; ',
};
