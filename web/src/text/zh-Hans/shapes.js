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
  /** After the walk: `size` is d, `link` the link to the Scale & softmax step's panel. */
  scalingNote:
    '上面的分数都除以了 √{size}。为什么要这样做，以及向量这么长时不除会出什么问题，有一个专门的面板用滑块从 4 维调到 1024 维来说明：{link}',
  scalingLink: '为什么要除以 √dₖ？（在“缩放与 softmax”步骤下）',
};
