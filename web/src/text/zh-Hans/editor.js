// Simplified Chinese of ../en/editor.js: the same keys and placeholders;
// terms and style in docs/languages.md.
export default {
  intro:
    '修改任意一个数字，核心会立即重新计算查询、键、值和每一个权重。输入数值后按 Enter（或移到另一个输入框），也可以用 ↑ 和 ↓ 以 {nudge} 为步长微调（按住 Shift 时步长为 {fineNudge}）。',
  presets: '预设',
  presetChapter: '本章示例',
  presetShared: 'q = k = v',
  presetFliesToTime: '让“flies”关注“time”',
  presetRefused: '本实验无法使用这个预设：{error}',
  fliesToTime:
    '只把 {wk} 第 1 行第 2 列这一个权重从 −2 改为 1，就会重算每个键的第二个分量，而这正是“flies”的查询 [0,\u00a03,\u00a00,\u00a00] 唯一关注的分量。于是“time”的键升为 [2,\u00a03,\u00a00,\u00a01]（分数 9），“arrow”的键则降为 [0,\u00a0−1.5,\u00a00,\u00a00]（分数 −4.5）。',
  sharedNote:
    'Q、K、V 投影已关闭（q = k = v = x），因此在你重新打开之前，{wq}、{wk} 和 {wv} 都不会被用到。',
  notInLink:
    '这些修改不在链接中：你改动了 {count} 个数字，而一个链接最多能携带 {max} 个。句子和设置仍在链接中。',
  readoutTitle: '“{word}”现在的权重：',
  readoutName: '{word} 的权重',
  embeddingsCaption: '嵌入 {matrix}',
  embeddingsNote: '每个词一行',
  makesQueries: '生成每个查询',
  makesKeys: '生成每个键',
  makesValues: '生成每个值',
  embeddingBox: '{word} 的嵌入，第 {entry} 个分量',
  repeatedEmbeddingBox: '{word}（第 {position} 个词）的嵌入，第 {entry} 个分量',
  projectionBox: '{matrix} 第 {row} 行第 {column} 列',
  changedFrom: '原值为 {value}',
  keeps: '{box}仍为 {value}。',
  coreRefused: '核心拒绝了这个数字：{error}。',
  nudgeTooLarge: '{value} 太大了：这里的数字须在 {min} 到 {max} 之间。',
  numberTooLong: '“{text}”作为数字太长了：每个输入框最多接受 {max} 个字符。',
  emptyBox: '输入框是空的：请输入一个数字。',
  notANumber: '“{text}”不是数字。',
  ambiguousComma:
    '“{text}”有歧义：逗号既可能分隔千位（{thousands}），也可能表示小数点（{decimal}）。请改为输入 {thousandsTyped} 或 {decimalTyped}。',
  numberTooLarge: '“{text}”太大了：这里的数字须在 {min} 到 {max} 之间。',
};
