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
  /** After the walk: `size` is d, `link` the link to the Scale & softmax step's panel. */
  scalingNote:
    'The scores above are divided by √{size}. Why, and what goes wrong without it when vectors are this long, has a panel of its own with a slider from 4 to 1024 dimensions: {link}',
  scalingLink: 'Why divide by √dₖ? (under Scale & softmax)',
};
