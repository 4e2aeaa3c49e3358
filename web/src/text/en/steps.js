// The steps part's words (keys "steps.<name>"); see ../text.js. {token},
// {key} and {names} arrive quoted (wording.quoted); {label} is a word as
// written. {q}, {k}, {v}, {symbol}, {mark} and {sum} are elements.
export default {
  // The step list, the page's header and the live region (step-pages.js).
  eyebrow: 'Step {number} of {count}',
  announcement: 'Step {number} of {count}: {title}. {summary}',
  formula: 'Formula',

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
  softmaxSummary: 'The largest weight of {token}, {weight}, goes to {names}.',
  scaledDivides:
    'The scores are divided by √dₖ = √{dimension}, which keeps their spread near 1 however long the vectors are (why that matters is under this step); then softmax turns them into positive weights that add up to 1.',
  scaledCompared:
    'Without the division the largest weight of {token} would be {other} instead of {shown}: the dashed marks show where each bar would end.',
  rawScores: 'Scaling is switched off, so softmax sees the raw scores.',
  rawScoresSharper:
    'Scaling is switched off, so softmax sees the raw scores, and the largest one wins by a wider margin.',
  rawCompared:
    'The largest weight of {token} is {shown}; divided by √dₖ = √{dimension} first it would be {other} (the dashed marks).',
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
  // Read after the axis's "weight" (a separate, visually hidden element).
  barsAxis: ' bars',
  scaledBar: '{label}: weight {weight} ({other} without scaling)',
  rawBar: '{label}: weight {weight} ({other} with scaling)',
  maskedBar: '{label}: masked, no weight',
  scaledLegend:
    'Each bar starts at its key’s scaled score (÷√{dimension}) and settles on its weight; once it lands, {mark} marks where it would settle without scaling.',
  rawLegend:
    'Each bar starts at its key’s score and settles on its weight; once it lands, {mark} marks where it would settle with scaling.',
  weightsAddUp: 'Weights add up to {sum}',

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
