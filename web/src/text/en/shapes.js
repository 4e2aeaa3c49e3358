// The shapes part's words (keys "shapes.<name>"); see ../text.js.
export default {
  intro:
    'The same computation at the size of a real model: the chapter’s five token ids, 768-dimensional embeddings, and the core’s own batched attention. Each arrow is one line of PyTorch; the shapes are the ones the core hands back.',
  flowName: 'Shapes along the code path',
  // Each stage of the walk: the tensor's name in the chapter's code and the
  // line of PyTorch that makes it (code: the same in every language).
  inputIds: 'input_ids',
  inputIdsCode: 'tokenizer(text, add_special_tokens=False).input_ids',
  embeddings: 'inputs_embeds',
  embeddingsCode: 'nn.Embedding({vocabulary}, {size})(input_ids)',
  embeddingsDetail: '{size} numbers per token, drawn from N(0, 1) like a freshly initialised layer',
  scores: 'scores',
  scoresCode: 'torch.bmm(query, key.transpose(1, 2)) / sqrt({size})',
  weights: 'weights',
  weightsCode: 'F.softmax(scores, dim=-1)',
  weightsDetail:
    'Every row adds up to 1. With query = key = value, each token’s largest weight (outlined) sits on itself: a vector matches itself best.',
  weightsName: 'Weights at d = {size}',
  outputs: 'attn_outputs',
  outputsCode: 'torch.bmm(weights, value)',
  scalingTitle: 'Why divide by √d_k?',
  scalingNote:
    'Five random queries meet five random keys. Their dot products grow with the dimension, so as you slide d_k up, the unscaled softmax piles almost all of each query’s weight on a single key. Dividing by √d_k keeps the weights spread out. Each bar is one query’s largest weight: a full track is 1, all of its attention on one key, and the line at a fifth of the track is 0.2, the same weight on all five keys.',
  scaled: '÷ √d_k',
  unscaled: 'no scaling',
  /** A bar's title: its token and the weight it stands for. */
  barTitle: '{token}: {weight}',
  readout:
    "d_k = {size}: a query's largest weight is {scaled} on average with scaling, {unscaled} without.",
};
