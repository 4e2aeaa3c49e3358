// كلمات أداة «تنزيل الشكل» (المفاتيح "download.<name>")؛ كلمات الأشكال
// نفسها في ./figures.js.
export default {
  title: 'تنزيل الشكل',
  /** The button that prints the handout (views/print/print-handout.js). */
  printHandout: 'طباعة الورقة',
};
