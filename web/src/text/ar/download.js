// كلمات أداة «تنزيل الشكل» (المفاتيح "download.<name>")؛ كلمات الأشكال
// نفسها في ./figures.js.
export default {
  title: 'تنزيل الشكل',
};
