// “下载图”控件的文字（键 "download.<name>"）；图中的文字在 ./figures.js。
export default {
  title: '下载图片',
  /** The button that prints the handout (views/print/print-handout.js). */
  printHandout: '打印讲义',
};
