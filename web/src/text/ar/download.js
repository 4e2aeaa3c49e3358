// كلمات أداة «تنزيل الشكل» (المفاتيح "download.<name>")؛ كلمات الأشكال
// نفسها في ./figures.js.
export default {
  title: 'تنزيل الشكل',
  of: 'تنزيل الشكل: {picture}',
  svg: 'SVG',
  png: 'PNG (2×)',
  dark: 'خلفية داكنة',
  saving: 'جارٍ إعداد الشكل…',
  saved: 'حُفظ \u2066{file}\u2069.',
  failed: 'تعذّر إعداد الشكل: {message}',
  matrix: 'مصفوفة الأوزان',
  softmax: 'أعمدة softmax',
  plane: 'المتوسط الموزون',
  lines: 'من كلمة إلى كلمة',
};
