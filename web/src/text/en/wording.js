// The wording part's words (keys "wording.<name>"); see ../text.js. The
// sentences ../wording.js and ../masking.js make from the weights and the
// causal mask. {token}, {key}, {names}, {spread}, {focused} and {lost}
// arrive quoted (wording.quoted) or as lists (Intl.ListFormat's).
export default {
  quoted: '“{word}”',
  itself: 'itself',
  masked: 'masked',

  rowConcentrates: '{token} concentrates on {names} ({weight}).',
  rowSpreads: '{token} spreads its attention: no key gets more than {weight} ({names}).',

  // sentencePattern: {spread} spreads (one word) or spread (several), while
  // {focused} lists '{token} puts {weight} on {names}' clauses.
  putsOn: '{token} puts {weight} on {names}',
  acrossSpreadOne:
    'Across the sentence, {spread} spreads its attention (no weight above {weight}).',
  acrossSpreadMany:
    'Across the sentence, {spread} spread their attention (no weight above {weight}).',
  acrossFocused: 'Across the sentence, {focused}.',
  acrossBothOne:
    'Across the sentence, {spread} spreads its attention (no weight above {weight}), while {focused}.',
  acrossBothMany:
    'Across the sentence, {spread} spread their attention (no weight above {weight}), while {focused}.',
  diagonalSpreadOne:
    'Every word puts its largest weight on itself; {spread} spreads its attention (no weight above {weight}).',
  diagonalSpreadMany:
    'Every word puts its largest weight on itself; {spread} spread their attention (no weight above {weight}).',
  diagonalFocused: 'Every word puts its largest weight on itself; {focused}.',
  diagonalBothOne:
    'Every word puts its largest weight on itself; {spread} spreads its attention (no weight above {weight}), while {focused}.',
  diagonalBothMany:
    'Every word puts its largest weight on itself; {spread} spread their attention (no weight above {weight}), while {focused}.',

  // selfAttentionNote: how many words peak on themselves ("every", none, or
  // {count} of {total}) and how many of those keep more than half.
  noneOnSelf: 'Here no word puts its largest weight on itself.',
  everyOnSelfAllMost:
    'Here every word puts its largest weight on itself, each keeping more than half of its attention.',
  everyOnSelfNoneMost:
    'Here every word puts its largest weight on itself, yet none keeps more than half: the rest is spread over the other words.',
  everyOnSelfOneMost:
    'Here every word puts its largest weight on itself, yet only {names} keeps more than half.',
  everyOnSelfSomeMost:
    'Here every word puts its largest weight on itself, yet only {names} keep more than half.',
  someOnSelfAllMost:
    'Here {count} of {total} words put their largest weight on themselves, each keeping more than half of its attention.',
  someOnSelfNoneMost:
    'Here {count} of {total} words put their largest weight on themselves, yet none keeps more than half: the rest is spread over the other words.',
  someOnSelfOneMost:
    'Here {count} of {total} words put their largest weight on themselves, yet only {names} keeps more than half.',
  someOnSelfSomeMost:
    'Here {count} of {total} words put their largest weight on themselves, yet only {names} keep more than half.',
  keepsForItself: '{token} keeps {weight} for itself.',

  // The causal mask (../masking.js): {names} are the keys it hides.
  maskSeesAll:
    'The causal mask hides only later words, and {token} comes last: it sees every word.',
  maskScoreOne:
    'The causal mask lets {token} look only at itself and earlier words, as a text generator must: {names} comes later, so its score becomes −∞ before the softmax.',
  maskScoreMany:
    'The causal mask lets {token} look only at itself and earlier words, as a text generator must: {names} come later, so their scores become −∞ before the softmax.',
  maskSoftmaxOne:
    'Under the causal mask {names} has score −∞, and e to the power −∞ is 0: softmax gives it no weight, and the visible keys share all of it.',
  maskSoftmaxMany:
    'Under the causal mask {names} have score −∞, and e to the power −∞ is 0: softmax gives them no weight, and the visible keys share all of it.',
  hiddenFavourite: 'Its highest score ({score}) is with {key}, a later word the mask hides.',
  noLongerSees: '{token} no longer sees {key}',
  maskedNone: 'The causal mask hides no word’s highest-scoring key here.',
  maskedLostOne: 'Under the causal mask {lost}, the key it scores highest.',
  maskedLostMany: 'Under the causal mask {lost}, the keys they score highest.',
};
