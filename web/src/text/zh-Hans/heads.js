// Simplified Chinese of ../en/heads.js: the same keys and placeholders;
// terms and style in docs/languages.md.
export default {
  title: '{count} 个头，每个 {dk} = {size}',
  note: '先预览下一节的多头注意力：{count} 个头各有自己的 {wq}、{wk} 和 {wv}，比上面的矩阵更窄（dₖ = {size}，而不是 {width}），并用它们把整个计算流程完整地走一遍。它们的数值是手动设定的，使每个头在“time flies like an arrow”上给各个词的权重各不相同；训练好的模型会自己学到这些数值。这些头读取你的词和 X，但对 {wq}、{wk} 和 {wv} 的修改只影响上面的步骤，也就是单个头。',
  noteShared:
    '先预览下一节的多头注意力。独立投影关闭时，这里同样是 q = k = v = x：{count} 个头各取 x 的 {width} 个数中属于自己的 {size} 个，在其上把整个计算流程走一遍，所以各个头的区别只在于读取的数字不同。',
  causalNote: '因果掩码作用于每一个头。',
  name: '头 {number}',
  weightsName: '头 {number} 的权重',
  most: '{name}“{token}”最看重{names}：{weight}',
  mostTied: '{name}“{token}”最看重{names}：各 {weight}',
  even: '{name}“{token}”对能看到的全部 {count} 个词一视同仁：各 {weight}',
  seesOnly: '{name}“{token}”只能看到{names}：{weight}',
  output:
    '{output} 的输出：各个头的结果 {results} 首尾相接，得到 {joined}，又是 {width} 个数；完整的模型还会再用一个学习得到的矩阵把它们混合起来。',
  withheld:
    '自己试试：带 ? 的行属于你还没有预测的词（{total} 个中的 {hidden} 个）。你预测了一个词看向哪里之后，每个头对这个词的权重以及由此得到的输出才会显示。',
  boxWithheld:
    '只要步骤中的输入框还在问{token}的某个数，各个头在相应位置也显示 ?：一个头的权重可能与上面的完全相同。',
};
