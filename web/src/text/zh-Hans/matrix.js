// Simplified Chinese of ../en/matrix.js: the same keys and placeholders;
// terms and style in docs/languages.md.
export default {
  legendRamp: '色标：权重 0 为深紫色，经青绿色，到权重 1 为黄色',
  scrollHint: '表格比屏幕宽：横向滚动（或用方向键移动）可查看更多的键和“总和”列。',
  cornerQuery: '查询 ↓',
  cornerKey: '键 →',
  sum: '总和',
  cellName: '{query} → {key}：{weight}',
  cellNameMasked: '{query} → {key}：被掩码',
  cellNameHidden: '{query} → {key}：在你预测 {query} 看向哪里之前隐藏',
  cellNameAsked: '{query} → {key}：在第 3 步求出{target}的权重后显示',
  pictureTitle: '注意力权重',
  pictureAxes: '行：查询 · 列：键',
  pictureRow: '{token} 给 {keys} 的权重为 {weight}',
  pictureAlt: '“{sentence}”的注意力权重，每个查询词一行，每个键词一列。每行中最大的权重：{rows}。',
  pictureRowSeparator: '；',
};
