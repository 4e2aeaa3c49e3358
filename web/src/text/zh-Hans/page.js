// Simplified Chinese of ../en/page.js: the same keys and placeholders;
// terms and style in docs/languages.md.
export default {
  title: '注意力实验室 · 缩放点积自注意力',
  description: '在“time flies like an arrow”上逐步演示缩放点积自注意力，由 WebAssembly 实时计算。',
  previewAlt:
    '本实验为“time flies like an arrow”计算的 5 × 5 注意力权重矩阵，用 viridis 配色，每个权重写在它的单元格里。',
  backLink: '返回课程',
  kicker: '注意力实验室',
  heading: '一个词如何决定看向哪里',
  intro: '选一个查询词，然后逐步走过四个运算，看它们如何决定这个词对句中每个词的关注程度。',
  noScriptTitle: '本实验需要 JavaScript',
  noScriptText:
    '本实验用 JavaScript 和 WebAssembly 在你的浏览器中计算每一个数字，而这里的 JavaScript 已被关闭。下面是它为本章的句子显示的结果：每个查询词（行）如何把注意力分配给各个键词（列）。',
  noScriptOpen: '开启 JavaScript 后，{link}，就能选择词、逐步查看计算过程，并试试你自己的句子。',
  noScriptLink: '在新标签页中打开本实验',
  noStartTitle: '本实验未能在此框架中启动',
  noStartText:
    '它的脚本没有加载：包含此框架的页面可能不允许运行脚本。下面是本实验在构建时计算出的本章注意力权重，每个查询词一行。',
  noStartLink: '在新标签页中单独打开本实验',
  fromDiskTitle: '请改为打开 attention-lab.html',
  fromDiskText:
    '这个页面是供网页服务器托管的实验；从你电脑上的文件直接打开时，它的脚本无法加载。同一文件夹中的 attention-lab.html 把整个实验放在一个页面里：请打开那个文件。它可以离线使用，不发出任何网络请求。',
  fromDiskLink: '打开 attention-lab.html',
  labTitle: '注意力实验室',
  controlsLabel: '查询与设置',
  tokenLegend: '查询词元',
  sentenceTitle: '你自己的句子',
  editorTitle: '编辑数字',
  stepsTitle: '{query}的四个步骤',
  stepList: '步骤',
  stepControls: '步骤控制',
  matrixTitle: '注意力权重',
  matrixNote:
    '每一行是一个查询词，行中的权重表示它如何把注意力分配给各列的键。选择一个单元格即可查看这一对词。',
  matrixNotation:
    '与表格一致，本实验先写行：查询 i 对键 j 的权重记作 {wij}；本章则先写键，把同一个权重记作 {wji}。',
  matrixLink: '查看完整的权重矩阵',
  averageLink: '把选中的行看作加权平均',
  toyNote:
    '这些权重来自人为编造的数字：每个词的向量由它的字母算出（同一个词总是得到相同的数字），{wq}、{wk}、{wv} 是本章手动设定、未经训练的矩阵。所以这种模式并不反映你的句子的含义，只展示计算是怎样进行的。',
  picturesTitle: '同样的权重，画出来',
  shapesTitle: '跟踪形状：同一段代码，768 维',
  shareLabel: '嵌入网页',
  shareSummary: '把本实验嵌入课程页面',
  footer: '注意力实验室 · 数字来自编译为 WebAssembly 的 C++/Eigen 核心 · 可离线使用，无任何跟踪。',
};
