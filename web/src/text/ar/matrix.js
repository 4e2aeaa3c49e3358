// Arabic of ../en/matrix.js: the same keys and placeholders; terms and
// style in docs/languages.md.
export default {
  legendRamp: 'مقياس ألوان من البنفسجي الداكن للوزن 0، مرورًا بالأزرق المخضرّ، إلى الأصفر للوزن 1',
  scrollHint:
    'الجدول أعرض من الشاشة: مرّره أفقيًا (أو تنقّل بأزرار الأسهم) لترى مزيدًا من المفاتيح وعمود المجموع.',
  cornerQuery: 'استعلام ↓',
  cornerKey: 'مفتاح →',
  sum: 'المجموع',
  // Words, not an arrow, for a screen reader.
  cellName: 'الاستعلام {query}، المفتاح {key}: {weight}',
  cellNameMasked: 'الاستعلام {query}، المفتاح {key}: محجوب',
  cellNameHidden: 'الاستعلام {query}، المفتاح {key}: مخفي حتى تتوقع أين ينظر {query}',
  cellNameAsked: 'الاستعلام {query}، المفتاح {key}: يظهر حين تجد وزن {target} في الخطوة 3',
  pictureTitle: 'أوزان الانتباه',
  pictureAxes: 'الصفوف: الاستعلام · الأعمدة: المفتاح',
  pictureRow: '{token} تعطي {weight} إلى {keys}',
  pictureAlt:
    'أوزان الانتباه للجملة «{sentence}»، صفّ لكل كلمة استعلام وعمود لكل كلمة مفتاح. الأكبر في كل صف: {rows}.',
  pictureRowSeparator: '؛ ',
};
