// Simplified Chinese of ../en/lines.js: the same keys and placeholders;
// terms and style in docs/languages.md.
export default {
  title: '词与词',
  note: '左边的每个查询都向右边的每个键连一条线，线的不透明度就是它的权重。把指针移到某个词上，或用 Tab 键和方向键移到它上面，就只显示它的连线。',
  queries: '查询',
  keys: '键',
  queryWord: '{word}（查询）',
  keyWord: '{word}（键）',
  textSummary: '以文字列出每个查询最强的键',
  looksMostAtTwo: '“{query}”最关注“{first}”（{firstWeight}），其次是“{second}”（{secondWeight}）',
  looksMostAtOne: '“{query}”最关注“{first}”（{firstWeight}）',
};
