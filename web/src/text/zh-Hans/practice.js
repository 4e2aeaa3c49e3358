// 练习部分的文字（键为 “practice.<name>”）；见 ../text.js。
export default {
  mistakeScaledEarly:
    '看起来你已经把分数除以了 √dₖ：那是缩放后的分数，下一步才用到。这个输入框要的是 q·k 本身，还没有做任何除法。',
  mistakeSwapped:
    '看起来你把查询和键弄反了：算的是{token}的键向量乘{key}的查询向量（k·q），而要求的是{token}的查询向量乘{key}的键向量。',
  mistakeQueryQuery:
    '看起来你把两个查询向量相乘了：{token}的查询向量乘{key}的查询向量（q·q）；第二个向量应是{key}的键向量。',
  mistakeKeyKey:
    '看起来你把两个键向量相乘了：{token}的键向量乘{key}的键向量（k·k）；第一个向量应是{token}的查询向量。',
  mistakeWithoutScale: '看起来你漏了除以 √dₖ 这一步：softmax 拿到的是未缩放的分数。',
  mistakeDividedByDk: '看起来你把分数除以了 dₖ，而不是它的平方根 √dₖ。',
  mistakeScaledAnyway: '看起来你把分数除以了 √dₖ，但这里缩放是关闭的：softmax 直接拿未缩放的分数。',
  mistakeColumnSoftmax:
    '看起来 softmax 沿着键所在的列、对各个查询计算了，而应沿着查询所在的行、对各个键计算。',
  mistakeWithoutExp:
    '看起来你直接用每个分数除以分数之和，没有先取 e 的幂：这是 s ÷ Σs，不是 softmax。',
  mistakeUnmasked:
    '看起来你漏掉了因果掩码：softmax 对这一行的所有键都算了，连被掩码的后面的词也算进去了。被掩码的键权重为 0，不计入求和。',
  mistakeWeightOutOfRange:
    '权重总在 0 和 1 之间：softmax 让每个权重都为正（只有被掩码的键为 0），而且一行的权重加起来等于 1，所以 {answer} 不可能是权重。请检查缩放后分数的 e 次幂，以及用来相除的这一行之和。',
  mistakeSignFlipped: '大小对了，但符号错了：请再检查一下负号（负数乘负数得正数）。',
  mistakeRounding: '很接近：看起来某个数舍入得太早了。请保留至少三位小数，直到最后一步。',
  mistakeTopValueOnly: '看起来你只取了权重最大的词的值向量，而不是所有值向量的加权和。',
  mistakeUnweightedSum: '看起来你把值向量直接相加了，没有先乘以各自的权重。',
  mistakePlainAverage: '看起来你对值向量取了简单平均，每个一样重要，而没有按注意力权重加权。',
  mistakeScaledScoreAsWeight:
    '看起来你把缩放后的分数直接当作权重，跳过了把它们变成权重的 softmax。',
  // The practice view (practice.js): the prediction, the notes in place of
  // what it would give away, the progress strip.
  title: '自己试试',
  awayFromExample:
    '练习从{token}开始：本章已替你算好{example}，连同它的分数和权重。任何词都可以：在上方选一个。',
  predictQuestion: '{token}会最关注哪个词？',
  predictButton: '预测',
  pickFirst: '请先选一个词，再按“预测”。',
  masked: '（已遮蔽：不可能）',
  predictRight:
    '正确：{token} 最关注 {keys}。在所有键中，{keys} 的键与 {token} 的查询最吻合，所以它们的点积 q·k 是最大的分数，而 softmax 会给最大的分数最大的权重。',
  predictRightTie:
    '正确，而且这是并列：{token} 同样最关注 {keys}。它们的键与 {token} 的查询吻合得一样好，所以得到同样最大的分数，softmax 也给它们同样的权重。这 {count} 个词中任何一个都算对。',
  predictWrong:
    '不太对：{token} 最关注的是 {keys}，而不是 {guess}。{token} 的查询与 {keys} 的键比与 {guess} 的键更吻合，所以 {keys} 的 q·k 更大，而更大的分数得到更大的权重。',
  predictWrongTie:
    '不太对：这里是并列，而 {guess} 不在其中。{token} 同样最关注 {keys}：它们的键与其查询吻合得一样好，且比 {guess} 的键更好，所以它们平分最大的权重。这 {count} 个词中任何一个都会算对。',
  predictOnly: '正确：掩码只让 {token} 看 {keys}，所以它的注意力全部放在那里。',
  predictEven:
    '正确：{token} 与它能看到的每个词得到相同的分数，所以 softmax 给每个词相同的权重；选哪个词都算对。',
  predictScores: '用数字说：{keys} 的 q·k = {score}，其他任何词最多为 {other}。',
  predictScoresWrong: '用数字说：{keys} 的 q·k = {score}，{guess} 的为 {guessScore}。',
  matrixWithheld:
    '在你预测{token}看向哪里之前，矩阵和它的图都不显示。之后，只有你已预测过的词的行会显示权重，这里和各个头中都是如此。',
  rowsWithheld:
    '带 ? 的行属于你还没有预测的词（{total} 个中的 {hidden} 个）：把这样的词选为查询并做出预测，就能看到它的行。矩阵的图要等每个词都预测过后才显示。在已经预测过的词的行里，? 表示某个输入框还在问的权重。',
  picturesWithheld: '图片也在等你的预测：它们是根据{token}的权重画出来的。',
  picturesWaitWeight:
    '图片要等你在第 3 步（{softmaxStep}）的输入框里算出权重（或显示计算过程）后才出现：它们是根据{token}的权重画出来的。',
  picturesWaitOutput:
    '平面图要等你在第 4 步（{sumStep}）的输入框里算出 x′ 的第一个分量（或显示计算过程）后才出现：它标出了{token}的 x′。',
  progressFor: '{token}的练习',
  predictName: '预测',
  scoreName: '分数',
  weightName: '权重',
  outputName: 'x′ 的第一个分量',
  outcomeRight: '{exercise}：已答对',
  outcomeWrong: '{exercise}：猜错了',
  outcomeShown: '{exercise}：已看过算法，不计入',
  outcomeNone: '{exercise}：尚未完成',
  count:
    '在这个句子和这些设置下，{total} 道练习中答对了 {right} 道（以句中 {words} 个词各作一次查询，每个 {each} 道）。只保存在这个浏览器中。',
  startOver: '重新开始：清除这个句子的进度',
  clearQuestion:
    '要清除这个句子在这些设置下全部 {words} 个词的每个预测、答案和已显示的计算过程吗？此操作无法撤销。',
  clearYes: '是，清除',
  clearCancel: '取消',
  clearCancelled: '没有清除任何内容。',
  startedOver: '已重新开始：这个句子和这些设置下还没有完成任何练习。',
  // The boxes of each step (exercises.js).
  scoreLabel: '你算出的{token}与{key}的分数 q·k',
  weightLabel: '你算出的{token}这一行中{key}的权重',
  outputLabel: '你算出的 {token} 的输出 x′ 的第一个分量（{entries} 个分量中最左边的一个）',
  check: '检查',
  onward: '继续第 {number} 步“{title}”',
  lastBox: '这是{token}的最后一个输入框。请在上方选另一个词接着练习。',
  pickAnotherWord: '选另一个词',
  tolerance: '按 Enter 或“检查”；误差在 ±{tolerance} 以内算对。',
  aboutTarget: '从这里开始，无论你选哪个键，每个输入框问的都是{token}和它最关注的词{key}。',
  aboutOutput: '这个输入框只问{token}：它的 x′ 是它能看到的每个词的值向量乘以各自权重后的和。',
  showWorking: '显示计算过程',
  predictFirst: '请先在上方预测{token}最关注哪个词：之后本步的输入框会问{token}和那个词的数值。',
  startsAtScore: '练习从第 2 步“{scoreStep}”开始：在那里自己算一个点积。',
  weightNeedsScore: '在第 2 步“{scoreStep}”中求出分数之前，它的分数和 e 的该分数次幂都显示为 ?。',
  outputNeedsWeight:
    '在第 3 步“{softmaxStep}”中求出{key}的权重之前，{token}的权重和每个 权重 × v 都显示为 ?。',
  empty: '输入框是空的：请输入一个数，例如 {example}。没有进行检查。',
  notANumber:
    '{text}不是数：请用数字输入你算出的数，例如 {example}，小数部分前用小数点。没有进行检查。',
  decimalComma: '小数请用小数点，不要用逗号：写{typed}，而不是{text}。没有进行检查。',
  grouping:
    '{text}有两种读法，因为逗号也用来分隔千位。请输入不带千位分隔符、用小数点表示小数的数，例如 {example}。没有进行检查。',
  percentWeight:
    '权重写成 1 的几分之几（小数），而不是百分数：写 {fraction}，而不是{text}。没有进行检查。',
  percentPlain: '请去掉 % 号再输入：分数 q·k 和 x′ 的分量都是普通的数，不是百分数。没有进行检查。',
  calculation:
    '{text}是一个算式：请先算出结果，再把它作为一个数输入，例如 {example}。没有进行检查。',
  tooLarge:
    '{text}太大，不是普通的数（会被当作无穷大）：这里的分数、权重和 x′ 的分量都是普通的数，例如 {example}。没有进行检查。',
  scoreRight: '对了：{token}与{key}的 q·k 是 {truth}。',
  weightRight: '对了：{token}给{key}的权重是 {truth}。',
  outputRight: '正确：{token} 的 x′ 的第一个分量是 {truth}。',
  wrong: '不太对：{answer} 不对。{reason}',
  scoreRecheck: '常见的错误都得不出这个数：请检查每个 q 分量与对应 k 分量的乘积，以及它们的和。',
  weightRecheck:
    '常见的错误都得不出这个数：请检查缩放后的分数、e 的该次幂，以及这一行每个分数的 e 次幂之和。',
  outputRecheck: '常见的错误都得不出这个数：请检查每个权重乘以对应值分量的积，以及它们的和。',
  scoreNeighbour:
    '{answer} 是{token}和{other}的分数，就在同一张表里：请确认你用的是{key}的键向量，而不是{other}的。',
  weightNeighbour:
    '{answer} 是{token}这一行中{other}的权重，就在同一张表里：请确认你取的是{key}的位置，而不是{other}的。',
  workingScore: 'q·k = {terms} = {score}',
  workingWeight:
    '分数 {score} ÷ √dₖ = {score} ÷ √{dimension} = {scaled}；e 的该次幂是 {exponential}；整行这些数加起来是 {sum}；所以权重是 {exponential} ÷ {sum} = {weight}。',
  workingWeightRaw:
    '分数 {score}，未缩放；e 的该次幂是 {exponential}；整行这些数加起来是 {sum}；所以权重是 {exponential} ÷ {sum} = {weight}。',
  workingMasked:
    '遮蔽让{token}看不到{key}：它的分数在 softmax 之前变成 −∞，而 e 的 −∞ 次幂是 0，所以它的权重是 0。',
  workingOutput: '{token} 的 x′ 的第一个分量 = Σ 权重 × 每个 v 的第一个分量 = {terms} = {output}',
};
