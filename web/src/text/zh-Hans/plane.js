// Simplified Chinese of ../en/plane.js: the same keys and placeholders;
// terms and style in docs/languages.md.
export default {
  pictureName: '平面图',
  title: '加权平均：“{token}”的 x′ 在值向量之间的位置',
  kept: '这个平面保留了值向量 {percent}% 的离散程度。',
  note: '把值向量压到这个平面上是一个线性映射，而线性映射保持加权平均不变。所以画出的 x′ 不是近似：它恰好位于画出的各个 v 的加权平均处，权重也相同。只有长度和角度会在这个过程中缩小。',
  valueName: 'v_{key}，权重 {weight}',
  outputName: 'x′_{token}，加权平均',
};
