// The steps part's words (keys "steps.<name>"); see ../text.js. {token},
// {key} and {names} arrive quoted (wording.quoted); {label} is a word as
// written. {q}, {k}, {v}, {symbol}, {mark} and {sum} are elements.
export default {
  // The step list, the page's header and the live region (step-pages.js).
  eyebrow: 'Step {number} of {count}',
  announcement: 'Step {number} of {count}: {title}. {summary}',
  formula: 'Formula',
  // Practice mode, while the query's weights wait for its prediction.
  withheld:
    'Hidden for now: first predict, above the steps, which word {token} attends to most. Its weights show once you have answered.',

  // Step 1 (project-step.js).
  projectTitle: 'Project',
  projectSummary: '{token} gets its query, key and value vectors.',
  projectMultiplies:
    'The embedding x of {token} is multiplied by three matrices (the cards below), giving its query (what it looks for), key (what it can be found by) and value (what it hands on).',
  projectRows:
    'Each entry of x scales one row of the matrix and the scaled rows add up: a 0 skips its row, a 1 takes it as it is.',
  chapterMatrices:
    'The three matrices are set by hand to reproduce the chapter’s numbers; a real model learns them in training.',
  ownSentenceCaveat:
    'Nothing here was trained: x holds toy numbers worked out from the letters of each word, and the matrices are the chapter’s, set by hand, so the weights say nothing about what your sentence means.',
  sharedProjections:
    'The projections are switched off, so there is nothing to learn here: the query, key and value of {token} are all its embedding, unchanged.',
  rowOfMatrix: '(row i of W)',
  rowName: 'row {row}',
  rowTerm: '{factor} × row {row}',
  queryCard: '{symbol} (query)',
  keyCard: '{symbol} (key)',
  valueCard: '{symbol} (value)',
  rowsTaken: '{q}, {k} and {v} each take {rows} of their matrix.',
  noRowTaken: '{q}, {k} and {v} are all zeros: every entry of x is 0, so no row is taken.',

  // Step 2 (score-step.js).
  scoreTitle: 'Score',
  scoreSummary: '{token} is scored against every key; against {key} the score is {score}.',
  scoreCompares:
    'The query of {token} is compared with every key by a dot product: multiply matching entries, then add.',
  scorePickKey:
    'Vectors that point the same way score high. Pick a key to see its sum written out.',
  scoreTable: 'Scores of {label} against every key',
  keyHeading: 'Key',

  // Step 3 (softmax-step.js): with scaling on ("scaled") or off ("raw").
  softmaxTitle: 'Scale & softmax',
  softmaxSummary:
    'The scores of {token} become weights in three stages: the scores, e to their power, and each divided by their sum.',
  scaledDivides:
    'The scores are divided by √dₖ = √{dimension}, which keeps their spread near 1 however long the vectors are (why that matters is under this step). Softmax then makes weights of them in two moves: e to the power of each score, then each divided by their sum. The slider goes through the stages at your pace.',
  rawScores:
    'Scaling is switched off, so softmax reads the raw scores. It makes weights of them in two moves: e to the power of each score, then each divided by their sum. The slider goes through the stages at your pace.',
  /** The stages' words, made from the numbers (softmax-step.js stageCaptions). */
  scoresScaled_one:
    'Each score divided by √{dimension}: {names} leads with {top}. Each bar stands at its key’s scaled score.',
  /** `count` keys tied at the largest score. */
  scoresScaled_other:
    'Each score divided by √{dimension}: {names} share the lead with {top}. Each bar stands at its key’s scaled score.',
  scoresRaw_one: 'The raw scores: {names} leads with {top}. Each bar stands at its key’s score.',
  scoresRaw_other:
    'The raw scores: {names} share the lead with {top}. Each bar stands at its key’s score.',
  /** `power`: e^4.5; `largest`: its value, 90.0. */
  exponentialsApart_one:
    'Softmax raises e to the power of each score, and the largest pulls away: {names} gets {power} ≈ {largest}, {ratio} times the {nextLargest} of {nextNames} ({nextPower}). The bars are drawn against the largest, so the others shrink.',
  exponentialsApart_other:
    'Softmax raises e to the power of each score, and the largest pull away: {names} each get {power} ≈ {largest}, {ratio} times the {nextLargest} of {nextNames} ({nextPower}). The bars are drawn against the largest, so the others shrink.',
  exponentialsClose_one:
    'Softmax raises e to the power of each score: {names} gets {power} ≈ {largest} and {nextNames} {nextPower} ≈ {nextLargest}, more than half as much, so their weights will stay within a factor of two.',
  exponentialsClose_other:
    'Softmax raises e to the power of each score: {names} each get {power} ≈ {largest} and {nextNames} {nextPower} ≈ {nextLargest}, more than half as much, so their weights will stay within a factor of two.',
  exponentialsEven:
    'Softmax raises e to the power of each score; the scores are equal, so every key gets {power} ≈ {largest} and none pulls ahead.',
  maskedExponential: 'A masked key’s e^−∞ is 0.',
  shiftedRow:
    'These scores are too large for e to their power to be written down, so each is first lowered by the largest, {shift}; the division by the sum cancels that out.',
  power: 'e^{score}',
  shiftedPower: 'e^({score} − {shift})',
  weightsDivided_one:
    'Last, each {exponential} is divided by their sum, {sum}: these are the weights, they add up to 1, and {names} gets {weight}.',
  weightsDivided_other:
    'Last, each {exponential} is divided by their sum, {sum}: these are the weights, they add up to 1, and {names} each get {weight}.',
  scaledCompared:
    'Without the division by √{dimension} the largest weight of {token} would be {other} instead of {shown}.',
  rawCompared:
    'The largest weight of {token} is {shown}; divided by √dₖ = √{dimension} first it would be {other}.',
  /** The stage slider and its stages' names. */
  stageSlider: 'Softmax stage',
  stageValue: 'Stage {number} of {count}: {name}',
  stageScaled: 'scores ÷ √{dimension}',
  stageRaw: 'scores',
  stageWeights: 'weights',
  replay: 'Replay',
  exponentialName: 'eˢ',
  shiftedExponentialName: 'e^(s − {shift})',
  softmaxTable: 'Softmax for {label}',
  softmaxBox: 'Softmax table',
  scoreHeading: 'Score',
  weightHeading: 'Weight',
  scaledRow: '÷ √{dimension}',
  maskRow: 'mask',
  scaledMaskRow: '÷ √{dimension}, mask',
  scaledScoreAxis: 'scaled score (÷√{dimension})',
  rawScoreAxis: 'score',
  weightAxis: 'weight',
  scaledLegend: '{mark} marks where each bar would be without scaling.',
  rawLegend: '{mark} marks where each bar would be with scaling.',

  // Step 4 (sum-step.js).
  sumTitle: 'Weighted sum',
  sumSummary: 'The new embedding of {token} is the weighted sum of the value vectors.',
  sumBlends:
    'The new embedding of {token} is a blend of every value vector, each counted in proportion to its weight.',
  ownValueShapes:
    'Its own value (weight {weight}) shapes most of it; keys with small weights barely register.',
  valueShapes:
    'The value of {names} (weight {weight}) shapes most of it; keys with small weights barely register.',
  noKeyDominates:
    'No key dominates: the largest weight, {weight}, goes to {names} and is not even half, so the result blends several values.',
  sumTable: 'Weighted sum for {label}',
  sumBox: 'Weighted-sum table',
  productHeading: 'weight × {value}',
  sumSign: 'sum →',
  sumNote: 'Each product is the weight before rounding times vⱼ, rounded to two decimals.',
};
