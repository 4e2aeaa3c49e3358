// Arabic of ../en/editor.js: the same keys and placeholders; terms and
// style in docs/languages.md. \u2066…\u2069 keep a formula left to right.
export default {
  intro:
    'غيّر أي عدد، فتعيد النواة فورًا حساب الاستعلامات والمفاتيح والقيم وكل الأوزان. اكتب قيمة واضغط Enter (أو انتقل إلى خانة أخرى)، أو استخدم ↑ و↓ لتغييرها بمقدار \u2066{nudge}\u2069 (ومع Shift بمقدار \u2066{fineNudge}\u2069).',
  presets: 'إعدادات جاهزة',
  presetChapter: 'مثال الفصل',
  presetShared: '\u2066q = k = v\u2069',
  presetFliesToTime: 'اجعل «flies» تنتبه إلى «time»',
  presetRefused: 'تعذّر على المختبر استخدام هذا الإعداد: {error}',
  fliesToTime:
    'تغيير وزن واحد فقط من {wk}، في الصف 1 والعمود 2، من \u2066−2\u2069 إلى 1 يعيد بناء العنصر الثاني من كل مفتاح، وهو العنصر الوحيد الذي ينظر إليه استعلام «flies»، أي \u2066[0,\u00a03,\u00a00,\u00a00]\u2069؛ فيرتفع مفتاح «time» إلى \u2066[2,\u00a03,\u00a00,\u00a01]\u2069 (الدرجة 9) بينما ينخفض مفتاح «arrow» إلى \u2066[0,\u00a0−1.5,\u00a00,\u00a00]\u2069 (الدرجة \u2066−4.5\u2069).',
  sharedNote:
    'إسقاطات Q وK وV متوقفة (\u2066q = k = v = x\u2069)، لذا لا تُستخدم {wq} و{wk} و{wv} حتى تعيد تشغيلها.',
  notInLink:
    'هذه التعديلات ليست في الرابط: عدد القيم المعدّلة {count}، والرابط لا يحمل أكثر من {max}. أما الجملة والإعدادات فما زالت فيه.',
  readoutTitle: 'أوزان «{word}» الآن:',
  readoutName: 'أوزان {word}',
  embeddingsCaption: 'التضمينات {matrix}',
  embeddingsNote: 'صفّ لكل كلمة',
  makesQueries: 'يُنتج كل استعلام',
  makesKeys: 'يُنتج كل مفتاح',
  makesValues: 'يُنتج كل قيمة',
  embeddingBox: 'تضمين {word}، العنصر {entry}',
  repeatedEmbeddingBox: 'تضمين {word} (الكلمة {position})، العنصر {entry}',
  projectionBox: '{matrix}، الصف {row}، العمود {column}',
  changedFrom: 'القيمة السابقة \u2066{value}\u2069',
  keeps: 'تحتفظ الخانة «{box}» بالقيمة \u2066{value}\u2069.',
  coreRefused: 'رفضت النواة هذا العدد: {error}.',
  nudgeTooLarge:
    'القيمة \u2066{value}\u2069 كبيرة جدًا: الأعداد هنا بين \u2066{min}\u2069 و\u2066{max}\u2069.',
  numberTooLong: '«{text}» أطول من أن يكون عددًا: أقصى عدد من المحارف في الخانة هو {max}.',
  emptyBox: 'الخانة فارغة: اكتب عددًا.',
  notANumber: '«{text}» ليس عددًا.',
  ambiguousComma:
    '«{text}» ملتبس: قد تفصل الفاصلة الآلاف ({thousands}) وقد تسبق الكسر العشري ({decimal}). اكتب {thousandsTyped} أو {decimalTyped} بدلًا منه.',
  numberTooLarge: '«{text}» كبير جدًا: الأعداد هنا بين \u2066{min}\u2069 و\u2066{max}\u2069.',
};
