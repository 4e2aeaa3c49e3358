// The share part's words (keys "share.<name>"); see ../text.js: the Embed
// panel and the snippet it hands out.
export default {
  note: 'The snippet opens the lab at its current state, without the page title and footer, in a borderless frame tall enough for its steps on a wide screen.',
  frameShows: 'The frame shows',
  viewAll: 'Steps and weight matrix',
  viewSteps: 'Only the steps',
  viewMatrix: 'Only the weight matrix',
  controls: 'Editing panels (your sentence, your numbers, shapes at d = 768)',
  colours: 'Colours',
  themeAuto: "Light or dark, as the reader's device is set",
  themeLight: 'Always light (for a light course page)',
  themeDark: 'Always dark',
  copy: 'Copy embed code',
  copied: 'Copied. Paste it into your course page.',
  selectToCopy: 'Select the code below and copy it.',
  codeLabel: 'Embed code',
  listenerNote:
    'Add these lines once to the course page too: the lab tells the page how tall it is whenever that changes (a panel opens, a phone stacks the parts), and they set each lab frame to that height, so it never needs a scrollbar or cuts a step off.',
  listenerLabel: 'Script for the course page',
  // The snippet's iframe title, which a screen reader names the frame by.
  frameTitle: 'Attention Lab: scaled dot-product self-attention',
};
