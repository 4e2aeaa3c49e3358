// 讲义的文字（键 "print.<name>"，print/handout.js）。{token} 带引号。纸上无法点击：
// 这里没有一句话要求读者在页面上做什么。
export default {
  title: '{token}的自注意力',
  sentence: '句子：{sentence}',
  /** `caption`：查询和设置，与每张图下方的一样。 */
  settings: '查询和设置：{caption} · dₖ = {dimension}',
  project:
    '{token}的嵌入 x 分别乘以 {wq}、{wk} 和 {wv}，得到它的查询 q（它要找什么）、键 k（别人凭什么找到它）和值 v（它传递什么）。',
  score: '{token}的查询与每个键做点积：对应分量相乘再相加。公式对其中一个键写出了全过程。',
  softmaxScaled:
    '分数先除以 √dₖ = √{dimension}；softmax 再把它们变成权重：e 的每个分数次方，除以它们的和。权重之和为 1。',
  softmaxRaw:
    '缩放已关闭，softmax 直接读取原始分数：e 的每个分数次方，除以它们的和。权重之和为 1。',
  sum: '{token}的新嵌入 x′ 是所有值向量各乘以其权重之后的和。',
  vector: '向量',
  /** 第 1 步表格的行名。 */
  embedding: 'x（嵌入）',
  query: 'q（查询）',
  key: 'k（键）',
  value: 'v（值）',
  product: '权重 × v',
  output: 'x′',
  picturesTitle: '权重的图示',
  madeWith: '由注意力实验室生成：{address}',
  /** Practice mode (print/handout.js): what the sheet leaves open. */
  practiceSheet:
    '练习单：尚未求出的数字印为 ?，权重的图也略去。不在练习模式下打印时，讲义会列出所有数字。',
  withheldStep: '本练习单上留空：先要预测 {token} 最关注哪个词；它的权重和这一步的数字都由此而来。',
};
