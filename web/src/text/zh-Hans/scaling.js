// Simplified Chinese of ../en/scaling.js: the same keys and placeholders;
// terms and style in docs/languages.md.
export default {
  title: '为什么要除以 √dₖ？',
  why: '分数 q·k 是 dₖ 个乘积之和。当 q 和 k 的各分量相互独立、方差为 1 时，这个和的方差为 dₖ：它的离散程度（标准差）约为 √dₖ，所以维度越多，分数越分散。除以 √dₖ 能把离散程度拉回到 1 左右，无论 dₖ 是多少。',
  saturation:
    '离散程度为什么重要：softmax 会放大差距。分数相差很大时，它会把几乎全部注意力交给一个键，而这样饱和的 softmax 在分数变化时几乎没有反应。它的梯度，也就是训练赖以学习的信号，几乎消失了。',
  sliderName: '键的维度 dₖ',
  sliderValue: 'dₖ = {dk}',
  sliderLabel: 'dₖ = {dk}',
  tableCaption:
    '随机查询对 {keys} 个随机键，dₖ = {dk}。每一行的条形共用一个刻度，上限是该指标在任意 dₖ 下的最大值。',
  measure: '指标',
  raw: '不缩放',
  scaled: '除以 √dₖ',
  spread: '分数的离散程度',
  largest: '{keys} 个权重中的最大值',
  gradient: 'softmax 的梯度',
  gradientNote:
    '这里 softmax 的梯度指其雅可比矩阵的大小（弗罗贝尼乌斯范数）：分数变化时，权重随之变化的强烈程度。接近 0 时，训练几乎无法透过 softmax 得到信号。',
  summaryExact:
    '当 dₖ = {dk} 时，原始分数的离散程度为 {rawSpread}，接近 √{dk} = {root}：最大权重平均为 {rawWeight}，梯度为 {rawGradient}。除以 √{dk} 后，分数的离散程度为 {scaledSpread}，最大权重平均为 {scaledWeight}，梯度为 {scaledGradient}。',
  summaryApproximate:
    '当 dₖ = {dk} 时，原始分数的离散程度为 {rawSpread}，接近 √{dk} ≈ {root}：最大权重平均为 {rawWeight}，梯度为 {rawGradient}。除以 √{dk} 后，分数的离散程度为 {scaledSpread}，最大权重平均为 {scaledWeight}，梯度为 {scaledGradient}。',
  small:
    '当 dₖ = {dk} 时，未缩放的 softmax 还没有饱和：它已经更尖锐，但梯度和缩放后差不多大。把滑块移向真实模型所用的几百维看看。',
  middle:
    '随着 dₖ 增大，未缩放的分数越来越分散：最大权重逐渐逼近 1，梯度不断缩小，而缩放后的那一列保持不变。',
  large:
    '不做除法时 softmax 已经饱和：一个键几乎拿走全部权重，梯度接近零，训练几乎无法调整这些分数。做了除法，两者都保持在 dₖ 较小时的水平。',
  chapter:
    '本实验自己的向量 dₖ = {dk}：对{token}来说，缩放把最大权重从 {rawWeight} 变为 {scaledWeight}。',
  method:
    '对 {samples} 个随机查询取平均，每个查询与 {keys} 个随机键计算分数（一行 {keys} 个权重，相当于一个短句），由本实验的 WebAssembly 核心实时计算。',
};
