// Simplified Chinese of ../en/shapes.js: the same keys and placeholders;
// terms and style in docs/languages.md. The tensors' names and the lines of
// PyTorch are code, the same in every language.
export default {
  intro:
    '同样的计算，放到真实模型的规模：本章的五个词元 id、768 维的嵌入，以及核心自己的批量注意力。每个箭头是一行 PyTorch 代码；形状就是核心返回的形状。',
  flowName: '沿代码路径的形状',
  inputIds: 'input_ids',
  inputIdsCode: 'tokenizer(text, add_special_tokens=False).input_ids',
  embeddings: 'inputs_embeds',
  embeddingsCode: 'nn.Embedding({vocabulary}, {size})(input_ids)',
  embeddingsDetail: '每个词元 {size} 个数，像刚初始化的层一样从 N(0, 1) 中抽取',
  scores: 'scores',
  scoresCode: 'torch.bmm(query, key.transpose(1, 2)) / sqrt({size})',
  weights: 'weights',
  weightsCode: 'F.softmax(scores, dim=-1)',
  weightsDetail:
    '每一行的和都是 1。query = key = value 时，每个词元最大的权重（带边框）都落在它自己身上：向量与自身最匹配。',
  weightsName: 'd = {size} 时的权重',
  outputs: 'attn_outputs',
  outputsCode: 'torch.bmm(weights, value)',
  scalingTitle: '为什么要除以 √d_k？',
  scalingNote:
    '五个随机查询遇上五个随机键。它们的点积随维度增大，所以当你把 d_k 调大时，未缩放的 softmax 几乎把每个查询的全部权重都堆到一个键上。除以 √d_k 能让权重保持分散。每根条形是一个查询的最大权重：满格是 1，即全部注意力都在一个键上；五分之一处的线是 0.2，即五个键的权重相同。',
  scaled: '除以 √d_k',
  unscaled: '不缩放',
  barTitle: '{token}：{weight}',
  readout: 'd_k = {size}：有缩放时，一个查询的最大权重平均为 {scaled}；没有缩放时为 {unscaled}。',
};
