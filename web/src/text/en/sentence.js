// The sentence part's words (keys "sentence.<name>"); see ../text.js: the
// "Your own sentence" box, its buttons and what it says back.
export default {
  label: 'Sentence',
  apply: 'Apply',
  reset: 'Reset to the chapter’s example',
  hint: 'Type your own, up to {count} words. Letters and digits make words, emoji count as words, everything else just separates them (so “didn’t” becomes “didn” and “t”).',
  empty: 'Please type at least one word. The sentence above is still in use.',
  noWords:
    'There is no word in that, only punctuation or symbols. Words are made of letters, digits or emoji; the previous sentence is still in use.',
  longWord:
    'One of those words is longer than {max} characters, too long to draw. Please shorten it; the previous sentence is still in use.',
  refused: 'The lab could not use that sentence: {error}',
  chapter: 'That is the chapter’s own sentence, so the lab shows its own numbers.',
  cut: 'That has {typed} words; the lab takes up to {max}, so it is using the first {max}. The weight matrix is now {n} × {n}.',
  usingOne: 'Now using your {n} word: the weight matrix is {n} × {n}.',
  usingMany: 'Now using your {n} words: the weight matrix is {n} × {n}.',
  resetRefused: 'The lab could not go back: {error}',
  backToChapter: 'Back to the chapter’s example, “{sentence}”, with its own numbers.',
};
