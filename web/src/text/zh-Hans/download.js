// “下载图”控件的文字（键 "download.<name>"）；图中的文字在 ./figures.js。
export default {
  title: '下载图片',
  of: '下载图片：{picture}',
  svg: 'SVG',
  png: 'PNG（2×）',
  dark: '深色背景',
  saving: '正在生成图片…',
  saved: '已保存 {file}。',
  failed: '无法生成图片：{message}',
  matrix: '权重矩阵',
  softmax: 'softmax 柱状图',
  plane: '加权平均',
  lines: '词与词',
};
