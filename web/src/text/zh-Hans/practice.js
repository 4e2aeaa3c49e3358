// 练习部分的文字（键为 “practice.<name>”）；见 ../text.js。
export default {
  mistakeSwapped: '看起来你把查询和键弄反了：用了查询词的键向量乘另一个词的查询向量（k·q）。',
  mistakeQueryQuery: '看起来你把两个查询向量相乘了（q·q）：第二个向量应是另一个词的键向量。',
  mistakeKeyKey: '看起来你把两个键向量相乘了（k·k）：第一个向量应是查询词的查询向量。',
  mistakeWithoutScale: '看起来你漏了除以 √dₖ 这一步：softmax 拿到的是未缩放的分数。',
  mistakeDividedByDk: '看起来你把分数除以了 dₖ，而不是它的平方根 √dₖ。',
  mistakeColumnSoftmax:
    '看起来 softmax 沿着键所在的列、对各个查询计算了，而应沿着查询所在的行、对各个键计算。',
  mistakeWithoutExp:
    '看起来你直接用每个分数除以分数之和，没有先取 e 的幂：这是 s ÷ Σs，不是 softmax。',
  mistakeRounding:
    '很接近，思路是对的：只是某个数舍入或截断得太早了。请保留至少三位小数，直到最后一步。',
  mistakeTopValueOnly: '看起来你只取了权重最大的词的值向量，而不是所有值向量的加权和。',
  mistakeUnweightedSum: '看起来你把值向量直接相加了，没有先乘以各自的权重。',
  mistakePlainAverage: '看起来你对值向量取了简单平均，每个一样重要，而没有按注意力权重加权。',
  mistakeScaledScoreAsWeight:
    '看起来你把缩放后的分数直接当作权重，跳过了把它们变成权重的 softmax。',
};
