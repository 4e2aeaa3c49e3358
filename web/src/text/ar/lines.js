// Arabic of ../en/lines.js: the same keys and placeholders; terms and style
// in docs/languages.md.
export default {
  title: 'من كلمة إلى كلمة',
  // No "left" and "right": the picture's sides may be mirrored.
  note: 'يخرج من كل استعلام خطٌّ إلى كل مفتاح في الجهة المقابلة، وعتامته بقدر وزنه. أشِر إلى كلمة، أو انتقل إليها بزر Tab وأزرار الأسهم، لترى خطوطها وحدها.',
  queries: 'الاستعلامات',
  keys: 'المفاتيح',
  queryWord: '{word} (استعلام)',
  keyWord: '{word} (مفتاح)',
  textSummary: 'أقوى مفاتيح كل استعلام، نصًّا',
  looksMostAtTwo:
    '«{query}» تنظر أكثر ما تنظر إلى «{first}» ({firstWeight})، ثم إلى «{second}» ({secondWeight})',
  looksMostAtOne: '«{query}» تنظر أكثر ما تنظر إلى «{first}» ({firstWeight})',
};
