// Simplified Chinese of ../en/controls.js: the same keys and placeholders;
// terms and style in docs/languages.md.
export default {
  scale: '按 {sqrtDk} 缩放',
  scaleName: '按 d k 的平方根缩放',
  projections: '独立的 Q、K、V 投影',
  causal: '因果掩码',
  practice: '自己试试',
  heads: '头数',
  // On a phone only "查看 {heads} ↓" shows: the words after {heads} are hidden.
  headsLink: '查看 {heads}（在矩阵下方）',
  headsCount: '{count} 个头',
  previous: '上一步',
  play: '播放',
  pause: '暂停',
  next: '下一步',
  reset: '重置',
  speed: '播放速度',
  speedValue: '{speed}×',
  queryName: '“{word}”',
  sharedNote:
    '{equation} 现在每个词的查询就是它自己的嵌入，而一个向量与自身的匹配程度往往高于与其他词的匹配程度。{selfAttention}独立的投影（这里是手动设定的，真实模型会学习它们）让一个词能去寻找自身倒影以外的东西。',
  loadError: '无法加载注意力核心：{message}',
};
