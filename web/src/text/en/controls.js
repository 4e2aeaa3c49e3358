// The controls part's words (keys "controls.<name>"); see ../text.js: the
// switches, the heads picker and its link, the step buttons and Play's
// speed, the query's name in the steps' heading, the note on shared
// projections.
export default {
  scale: 'Scale by {sqrtDk}',
  scaleName: 'Scale by the square root of d k',
  projections: 'Separate Q, K, V projections',
  causal: 'Causal mask',
  practice: 'Try it yourself',
  heads: 'Heads',
  // The words before {heads} and after it are in separate boxes: a phone
  // shows only "{heads} ↓" (see .heads-link-where).
  headsLink: 'See the {heads} under the matrix',
  headsCount: '{count} heads',
  previous: 'Previous step',
  play: 'Play',
  pause: 'Pause',
  next: 'Next step',
  reset: 'Reset',
  speed: 'Play speed',
  speedValue: '{speed}×',
  queryName: '“{word}”',
  sharedNote:
    '{equation} Each word’s query is now its own embedding, and a vector tends to line up with itself better than with other words. {selfAttention} Separate projections (set by hand here; a real model learns them) let a word look for something other than its own reflection.',
  loadError: 'The attention core could not be loaded: {message}',
};
