// الكلمات داخل الأشكال (المفاتيح "figures.<name>"، figures/figures.js)، تُحمَّل
// معها؛ كلمات الأداة في ./download.js.
export default {
  noPng: 'لم يرسم المتصفح صورة PNG.',
  captionSeparator: ' · ',
  scaled: 'مقسومة على \u2066√dₖ\u2069',
  unscaled: 'دون قسمة',
  separateProjections: 'إسقاطات منفصلة',
  sharedProjections: '\u2066q = k = v = x\u2069',
  causal: 'القناع السببي',
  edited: 'أعداد معدّلة',
  matrixTitle: 'أوزان الانتباه',
  matrixAxes: 'الصفوف: الاستعلام · الأعمدة: المفتاح',
  legendWeight: 'الوزن',
  legendQueryRow: 'صف الاستعلام',
  legendMasked: '× محجوب',
  softmaxTitle: 'القسمة ثم softmax للكلمة «{token}»',
  otherMarkScaled: 'الوزن دون قسمة',
  otherMarkUnscaled: 'الوزن مع القسمة',
  linesTitle: 'من كلمة إلى كلمة: أوزان «{token}»',
  linesLegend: 'لكل استعلام (يسارًا) خط إلى كل مفتاح (يمينًا)، عتامته بقدر وزنه.',
  queries: 'الاستعلامات',
  keys: 'المفاتيح',
  planeTitle: 'المتوسط الموزون: \u2066x′\u2069 للكلمة «{token}» بين متجهات القيمة',
  /** `percent`: عدد صحيح. */
  planeKept: 'يحتفظ هذا المستوى بنسبة {percent}% من تشتّت متجهات القيمة.',
  planeValues: 'الأوزان',
};
