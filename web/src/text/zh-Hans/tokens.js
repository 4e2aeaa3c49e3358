// Simplified Chinese of ../en/tokens.js: the same keys and placeholders;
// terms and style in docs/languages.md.
export default {
  id: '编号 {id}',
  position: '第 {position} 个词',
};
