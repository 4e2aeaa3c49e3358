// The heads part's words (keys "heads.<name>"); see ../text.js.
export default {
  /** `dk`: the symbol d_k. */
  title: '{count} heads of {dk} = {size}',
  note: 'A look ahead at the next section, multi-head attention: the {width} numbers of every query, key and value are cut into {count} slices of {size}, and each slice (a head) runs the whole recipe on its own, scaled by √{size}, so each head is free to spread its attention its own way. The steps above use all {width} numbers at once: a single head.',
  causalNote: 'The causal mask applies to every head.',
  /** A head's name, and its matrix's. */
  name: 'Head {number}',
  weightsName: 'Head {number} weights',
  /** Under a head's name (`name`, in bold): which entries of q, k and v it reads. */
  captionOne: '{name}entry {first} of q, k, v',
  captionMany: '{name}entries {first}–{last} of q, k, v',
  /** The same, as the items of a list of heads. */
  entriesOne: 'entry {first}',
  entriesMany: 'entries {first}–{last}',
  /**
   * The heads that spread the query's attention evenly: `heads` lists their
   * numbers, `entries` the entries they read, `reason` is one of the
   * reasons below, `count` the number of words they weigh.
   */
  evenOne:
    'Head {heads} sees only {entries} of q, k and v; {reason}, and the weights of “{token}” come out even: {weight} on each of the {count} words.',
  evenMany:
    'Heads {heads} see only {entries} of q, k and v, one each; {reason}, and the weights of “{token}” come out even: {weight} on each of the {count} words.',
  evenOneCausal:
    'Head {heads} sees only {entries} of q, k and v; {reason}, and the weights of “{token}” come out even: {weight} on each of the {count} words it can see.',
  evenManyCausal:
    'Heads {heads} see only {entries} of q, k and v, one each; {reason}, and the weights of “{token}” come out even: {weight} on each of the {count} words they can see.',
  everyQueryZero: 'every query is 0 there, so every score is 0',
  queryZero: 'the query of “{token}” is 0 there, so all its scores are 0',
  everyKeyZero: 'every key is 0 there, so every score is 0',
  equalScores:
    'the query of “{token}” lines up equally with every key there, so its scores are equal',
  /** `output`: x′ of the query; `results`: the heads' outputs; `joined`: them end to end. */
  output:
    'Output of {output}: the heads’ results {results} joined end to end give {joined}, {width} numbers again; a full model would mix them with one more learned matrix.',
};
