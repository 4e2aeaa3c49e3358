// The handout's words (keys "print.<name>"): what printing the lab puts on
// paper (print/handout.js), loaded with the handout. {token} arrives quoted.
// Paper cannot be clicked: no sentence here asks the reader to do anything
// on the page.
export default {
  title: 'Self-attention for {token}',
  sentence: 'Sentence: {sentence}',
  /** `caption`: the query and the settings, as under each figure. */
  settings: 'Query and settings: {caption} · dₖ = {dimension}',
  project:
    'The embedding x of {token} is multiplied by {wq}, {wk} and {wv}, giving its query q (what it looks for), key k (what it can be found by) and value v (what it hands on).',
  score:
    'The query of {token} is compared with every key by a dot product: multiply matching entries, then add. The formula spells it out for one key.',
  softmaxScaled:
    'The scores are divided by √dₖ = √{dimension}; softmax then turns them into weights: e to the power of each score, divided by their sum. The weights add up to 1.',
  softmaxRaw:
    'Scaling is off, so softmax reads the raw scores: e to the power of each score, divided by their sum. The weights add up to 1.',
  sum: 'The new embedding x′ of {token} is the sum of every value vector times its weight.',
  vector: 'Vector',
  /** The row names of step 1's table. */
  embedding: 'x (embedding)',
  query: 'q (query)',
  key: 'k (key)',
  value: 'v (value)',
  product: 'weight × v',
  output: 'x′',
  picturesTitle: 'The weights as pictures',
  madeWith: 'Made with Attention Lab: {address}',
  /** Practice mode (print/handout.js): what the sheet leaves open. */
  practiceSheet:
    'A practice sheet: the numbers the learner has not found yet are printed as ?, and the pictures of the weights are left out. Printed without practice mode, the handout shows every number.',
  withheldStep:
    "Left open on this practice sheet: which word {token} attends to most is to be predicted first; its weights, and this step's numbers, follow from that.",
};
