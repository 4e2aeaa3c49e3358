// The heads part's words (keys "heads.<name>"); see ../text.js.
export default {
  /** `dk`: the symbol dₖ. */
  title: '{count} heads of {dk} = {size}',
  note: 'A look ahead at the next section, multi-head attention: each of the {count} heads has its own {wq}, {wk} and {wv}, narrower than the ones above (dₖ = {size} instead of {width}), and runs the whole recipe with them. Their numbers are set by hand so that on “time flies like an arrow” each head weighs the words differently; a trained model would learn them. The heads read your words and X, but edits to {wq}, {wk} and {wv} change only the steps above, a single head.',
  /** With separate projections off. */
  noteShared:
    'A look ahead at the next section, multi-head attention. With separate projections off, q = k = v = x here too: each of the {count} heads takes its own {size} of the {width} numbers of x and runs the whole recipe on them, so the heads differ only in the numbers they read.',
  causalNote: 'The causal mask applies to every head.',
  /** A head's name, and its matrix's. */
  name: 'Head {number}',
  weightsName: 'Head {number} weights',
  /**
   * Under a head's name (`name`, in bold), the query's row of that head as
   * shown: `names` are the keys it weighs most (quoted, or "itself"),
   * `weight` their weight, `count` how many keys share it.
   */
  most: '{name}“{token}” weighs {names} most: {weight}',
  mostTied: '{name}“{token}” weighs {names} most: {weight} each',
  even: '{name}“{token}” weighs all {count} words it can see the same: {weight} each',
  seesOnly: '{name}“{token}” can see only {names}: {weight}',
  /** `output`: x′ of the query; `results`: the heads' outputs; `joined`: them end to end. */
  output:
    'Output of {output}: the heads’ results {results} joined end to end give {joined}, {width} numbers again; a full model would mix them with one more learned matrix.',
  /** Practice mode: the rows of words not yet predicted show ?. */
  withheld:
    'Try it yourself: rows with ? belong to words you have not predicted yet ({hidden} of {total}). Each head’s weights for a word, and the output they give it, show once you have predicted where that word looks.',
  /** Practice mode: a box asks for a weight or x′ entry of the query (quoted `token`). */
  boxWithheld:
    'While a box of the steps asks for a number of {token}, the heads show ? in its place too: a head can have the very same weights.',
};
