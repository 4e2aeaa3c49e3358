// Simplified Chinese of ../en/share.js: the same keys and placeholders;
// terms and style in docs/languages.md.
export default {
  note: '这段代码会按当前状态打开本实验，不含页面标题和页脚，放在一个无边框的框架里，高度足以在宽屏上显示它的各个步骤。',
  frameShows: '框架中显示',
  viewAll: '步骤和权重矩阵',
  viewSteps: '只显示步骤',
  viewMatrix: '只显示权重矩阵',
  controls: '编辑面板（你的句子、你的数字、d = 768 时的形状）',
  colours: '配色',
  themeAuto: '浅色或深色，跟随读者设备的设置',
  themeLight: '始终浅色（适合浅色的课程页面）',
  themeDark: '始终深色',
  copy: '复制嵌入代码',
  copied: '已复制。请把它粘贴到你的课程页面中。',
  selectToCopy: '请选中下面的代码并复制。',
  codeLabel: '嵌入代码',
  listenerNote:
    '还要在课程页面中加入一次下面这几行：每当本实验的高度变化（打开了面板、手机上各部分改为上下排列）时，它会告诉页面自己有多高，这几行代码再据此设置每个实验框架的高度，这样框架永远不需要滚动条，也不会截掉某个步骤。',
  listenerLabel: '课程页面用的脚本',
  frameTitle: '注意力实验室：缩放点积自注意力',
};
