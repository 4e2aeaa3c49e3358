// Simplified Chinese of ../en/steps.js: the same keys and placeholders;
// terms and style in docs/languages.md. {token}, {key} and {names} arrive
// quoted (“…”), so no space sits beside them; {label} is a word as written.
export default {
  eyebrow: '第 {number} 步，共 {count} 步',
  announcement: '第 {number} 步，共 {count} 步：{title}。{summary}',
  formula: '公式',
  // Practice mode, while the query's weights wait for its prediction.
  withheld: '暂时隐藏：请先在步骤上方预测{token}最关注哪个词。你回答之后，权重才会显示。',

  projectTitle: '投影',
  projectSummary: '{token}得到它的查询向量、键向量和值向量。',
  projectMultiplies:
    '{token}的嵌入 x 分别乘以三个矩阵（下面的卡片），得到它的查询（它在寻找什么）、键（别人凭什么找到它）和值（它传递出去的内容）。',
  projectRows: 'x 的每个分量缩放矩阵的一行，缩放后的各行再相加：0 跳过它那一行，1 原样取用那一行。',
  chapterMatrices: '这三个矩阵是手动设定的，用来重现本章的数字；真实模型会在训练中学到它们。',
  ownSentenceCaveat:
    '这里没有任何东西经过训练：x 存放的是由每个词的字母算出的玩具数字，矩阵是本章手动设定的那几个，所以这些权重并不反映你的句子的含义。',
  sharedProjections:
    '投影已关闭，所以这里没有要学习的东西：{token}的查询、键和值都是它的嵌入，原封不动。',
  rowOfMatrix: '（W 的第 i 行）',
  rowName: '第 {row} 行',
  rowTerm: '{factor} × 第 {row} 行',
  queryCard: '{symbol}（查询）',
  keyCard: '{symbol}（键）',
  valueCard: '{symbol}（值）',
  rowsTaken: '{q}、{k} 和 {v} 都取各自矩阵的 {rows}。',
  noRowTaken: '{q}、{k} 和 {v} 全为零：x 的每个分量都是 0，所以一行也没有取。',

  scoreTitle: '打分',
  scoreSummary: '{token}与每个键计算分数；与{key}的分数是 {score}。',
  scoreCompares: '{token}的查询通过点积与每个键比较：对应分量相乘，再相加。',
  scorePickKey: '方向一致的向量得分高。选一个键，看它的求和算式逐项展开。',
  scoreTable: '{label} 与每个键的分数',
  keyHeading: '键',

  softmaxTitle: '缩放与 softmax',
  softmaxSummary:
    '{token}的分数分三个阶段变成权重：分数本身、e 的分数次幂，以及每个幂除以它们的总和。',
  scaledDivides:
    '分数先除以 √dₖ = √{dimension}，这样无论向量多长，分数的离散程度都保持在 1 左右（为什么这很重要，见本步骤下方）。然后 softmax 分两步把它们变成权重：先对每个分数取 e 的幂，再把每个结果除以它们的总和。用滑块可以按你的节奏逐个阶段查看。',
  rawScores:
    '缩放已关闭，所以 softmax 直接读取原始分数。它分两步把分数变成权重：先对每个分数取 e 的幂，再把每个结果除以它们的总和。用滑块可以按你的节奏逐个阶段查看。',
  scoresScaled:
    '每个分数除以 √{dimension}：{names}以 {top} 领先。每根条形的高度是对应键缩放后的分数。',
  scoresRaw: '原始分数：{names}以 {top} 领先。每根条形的高度是对应键的分数。',
  exponentialsApart:
    'softmax 对每个分数取 e 的幂，最大的那个遥遥领先：{names}得到 {power} ≈ {largest}，是{nextNames}的 {nextLargest}（{nextPower}）的 {ratio} 倍。条形以最大值为基准绘制，所以其余的都缩短了。',
  exponentialsClose:
    'softmax 对每个分数取 e 的幂：{names}得到 {power} ≈ {largest}，{nextNames}得到 {nextPower} ≈ {nextLargest}，超过前者的一半，所以它们的权重相差不会超过两倍。',
  exponentialsEven:
    'softmax 对每个分数取 e 的幂；各个分数相等，所以每个键都得到 {power} ≈ {largest}，没有谁领先。',
  maskedExponential: '被掩码的键的 e^−∞ 为 0。',
  shiftedRow:
    '这些分数太大，e 的这些次幂无法写出，所以先把每个分数减去其中的最大值 {shift}；除以总和时，这一步会被抵消。',
  power: 'e^{score}',
  shiftedPower: 'e^({score} − {shift})',
  weightsDivided:
    '最后，每个 {exponential} 除以它们的总和 {sum}：这就是权重，它们加起来等于 1，{names}得到 {weight}。',
  scaledCompared: '如果不除以 √{dimension}，{token}的最大权重将是 {other}，而不是 {shown}。',
  rawCompared: '{token}的最大权重是 {shown}；如果先除以 √dₖ = √{dimension}，它将是 {other}。',
  stageSlider: 'softmax 阶段',
  stageValue: '第 {number} 阶段，共 {count} 个：{name}',
  stageScaled: '分数 ÷ √{dimension}',
  stageRaw: '分数',
  stageWeights: '权重',
  replay: '重放',
  exponentialName: 'eˢ',
  shiftedExponentialName: 'e^(s − {shift})',
  softmaxTable: '{label} 的 softmax',
  softmaxBox: 'softmax 表格',
  scoreHeading: '分数',
  weightHeading: '权重',
  scaledRow: '÷ √{dimension}',
  maskRow: '掩码',
  scaledMaskRow: '÷ √{dimension}，掩码',
  scaledScoreAxis: '缩放后的分数（÷√{dimension}）',
  rawScoreAxis: '分数',
  weightAxis: '权重',
  scaledLegend: '{mark} 标出每根条形在不缩放时的位置。',
  rawLegend: '{mark} 标出每根条形在缩放后的位置。',

  sumTitle: '加权求和',
  sumSummary: '{token}的新嵌入是值向量的加权和。',
  sumBlends: '{token}的新嵌入融合了所有值向量，每个值向量按其权重的比例计入。',
  ownValueShapes: '它自己的值（权重 {weight}）决定了其中的大部分；权重小的键几乎不起作用。',
  valueShapes: '{names}的值（权重 {weight}）决定了其中的大部分；权重小的键几乎不起作用。',
  noKeyDominates:
    '没有哪个键占主导：最大的权重 {weight} 给了{names}，还不到一半，所以结果融合了好几个值。',
  sumTable: '{label} 的加权和',
  sumBox: '加权和表格',
  productHeading: '权重 × {value}',
  sumSign: '总和 →',
  sumNote: '每个乘积是未经舍入的权重乘以 vⱼ，再舍入到两位小数。',
};
