// Arabic of ../en/plane.js: the same keys and placeholders; terms and style
// in docs/languages.md. \u2066…\u2069 keep a formula left to right.
export default {
  pictureName: 'المستوى',
  title: 'المتوسط الموزون: \u2066x′\u2069 للكلمة «{token}» بين متجهات القيمة',
  kept: 'يحتفظ هذا المستوى بنسبة {percent}% من تشتّت متجهات القيمة.',
  note: 'إسقاط القيم على هذا المستوى تحويل خطي، والتحويلات الخطية تحفظ المتوسطات الموزونة. لذلك فإن \u2066x′\u2069 المرسومة ليست تقريبًا: إنها تقع بالضبط عند المتوسط الموزون لمتجهات v المرسومة، بالأوزان نفسها. وحدها الأطوال والزوايا قد تنكمش في الطريق.',
  valueName: '\u2066v_{key}\u2069، الوزن {weight}',
  outputName: '\u2066x′_{token}\u2069، المتوسط الموزون',
};
