// Simplified Chinese of ../en/sentence.js: the same keys and placeholders;
// terms and style in docs/languages.md.
export default {
  label: '句子',
  apply: '应用',
  reset: '恢复本章示例',
  // Chinese is written without spaces, and only spaces and punctuation end a word.
  hint: '输入你自己的句子，最多 {count} 个词。字母和数字组成词，表情符号各算一个词，其他字符只用来分隔（所以“didn’t”会变成“didn”和“t”）。中文请用空格把词分开。',
  empty: '请至少输入一个词。上面的句子仍在使用中。',
  noWords: '这里面没有词，只有标点或符号。词由字母、数字或表情符号组成；之前的句子仍在使用中。',
  longWord: '其中有一个词超过 {max} 个字符，太长，无法绘制。请把它缩短；之前的句子仍在使用中。',
  refused: '本实验无法使用这个句子：{error}',
  chapter: '这正是本章自己的句子，所以本实验显示本章的数字。',
  cut: '输入了 {typed} 个词；本实验最多接受 {max} 个，所以只使用前 {max} 个。权重矩阵现在是 {n} × {n}。',
  usingOne: '现在使用你的句子（{n} 个词）：权重矩阵是 {n} × {n}。',
  usingMany: '现在使用你的句子（{n} 个词）：权重矩阵是 {n} × {n}。',
  resetRefused: '本实验无法恢复：{error}',
  backToChapter: '已恢复本章示例“{sentence}”及其数字。',
};
