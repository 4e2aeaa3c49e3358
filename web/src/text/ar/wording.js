// Arabic of ../en/wording.js: the same keys and placeholders; terms and
// style in docs/languages.md. \u2066…\u2069 keep a formula left to right.
// {token}, {key}, {names}, {spread}, {focused} and {lost} arrive quoted
// («…») or as lists of those. A word is feminine (كلمة), and a verb comes
// before its subject, so that it agrees with one word or with several.
export default {
  quoted: '«{word}»',
  itself: 'نفسها',
  masked: 'محجوب',

  rowConcentrates: 'تركّز {token} انتباهها على {names} ({weight}).',
  rowSpreads: 'توزّع {token} انتباهها: لا يتجاوز وزن أي مفتاح {weight} ({names}).',

  putsOn: 'تعطي {token} وزنًا قدره {weight} إلى {names}',
  acrossSpreadOne: 'في الجملة كلها، توزّع {spread} انتباهها (لا يتجاوز أي وزن {weight}).',
  acrossSpreadMany: 'في الجملة كلها، توزّع {spread} انتباهها (لا يتجاوز أي وزن {weight}).',
  acrossFocused: 'في الجملة كلها، {focused}.',
  acrossBothOne:
    'في الجملة كلها، توزّع {spread} انتباهها (لا يتجاوز أي وزن {weight})، بينما {focused}.',
  acrossBothMany:
    'في الجملة كلها، توزّع {spread} انتباهها (لا يتجاوز أي وزن {weight})، بينما {focused}.',
  diagonalSpreadOne:
    'تضع كل كلمة أكبر أوزانها على نفسها؛ وتوزّع {spread} انتباهها (لا يتجاوز أي وزن {weight}).',
  diagonalSpreadMany:
    'تضع كل كلمة أكبر أوزانها على نفسها؛ وتوزّع {spread} انتباهها (لا يتجاوز أي وزن {weight}).',
  diagonalFocused: 'تضع كل كلمة أكبر أوزانها على نفسها؛ {focused}.',
  diagonalBothOne:
    'تضع كل كلمة أكبر أوزانها على نفسها؛ وتوزّع {spread} انتباهها (لا يتجاوز أي وزن {weight})، بينما {focused}.',
  diagonalBothMany:
    'تضع كل كلمة أكبر أوزانها على نفسها؛ وتوزّع {spread} انتباهها (لا يتجاوز أي وزن {weight})، بينما {focused}.',

  noneOnSelf: 'هنا لا تضع أي كلمة أكبر أوزانها على نفسها.',
  everyOnSelfAllMost:
    'هنا تضع كل كلمة أكبر أوزانها على نفسها، وتحتفظ كلٌّ منها بأكثر من نصف انتباهها.',
  everyOnSelfNoneMost:
    'هنا تضع كل كلمة أكبر أوزانها على نفسها، لكن لا تحتفظ أيٌّ منها بأكثر من النصف: والباقي موزّع على الكلمات الأخرى.',
  everyOnSelfOneMost:
    'هنا تضع كل كلمة أكبر أوزانها على نفسها، لكن لا تحتفظ بأكثر من النصف إلا {names}.',
  everyOnSelfSomeMost:
    'هنا تضع كل كلمة أكبر أوزانها على نفسها، لكن لا تحتفظ بأكثر من النصف إلا {names}.',
  someOnSelfAllMost:
    'هنا عدد الكلمات التي تضع أكبر أوزانها على نفسها {count} من {total}، وتحتفظ كلٌّ منها بأكثر من نصف انتباهها.',
  someOnSelfNoneMost:
    'هنا عدد الكلمات التي تضع أكبر أوزانها على نفسها {count} من {total}، لكن لا تحتفظ أيٌّ منها بأكثر من النصف: والباقي موزّع على الكلمات الأخرى.',
  someOnSelfOneMost:
    'هنا عدد الكلمات التي تضع أكبر أوزانها على نفسها {count} من {total}، لكن لا تحتفظ بأكثر من النصف إلا {names}.',
  someOnSelfSomeMost:
    'هنا عدد الكلمات التي تضع أكبر أوزانها على نفسها {count} من {total}، لكن لا تحتفظ بأكثر من النصف إلا {names}.',
  keepsForItself: 'تحتفظ {token} لنفسها بوزن قدره {weight}.',

  maskSeesAll:
    'لا يحجب القناع السببي إلا الكلمات اللاحقة، و{token} هي الأخيرة: فهي ترى كل الكلمات.',
  maskScoreOne:
    'لا يسمح القناع السببي للكلمة {token} إلا بالنظر إلى نفسها وإلى الكلمات السابقة، كما يجب في مولّد النصوص: {names} تأتي بعدها، لذا تصبح درجتها \u2066−∞\u2069 قبل softmax.',
  maskScoreMany:
    'لا يسمح القناع السببي للكلمة {token} إلا بالنظر إلى نفسها وإلى الكلمات السابقة، كما يجب في مولّد النصوص: {names} تأتي بعدها، لذا تصبح درجاتها \u2066−∞\u2069 قبل softmax.',
  maskSoftmaxOne:
    'تحت القناع السببي درجة {names} هي \u2066−∞\u2069، وe مرفوعًا إلى \u2066−∞\u2069 يساوي 0: فلا تعطيها softmax أي وزن، وتتقاسم المفاتيح المرئية الوزن كله.',
  maskSoftmaxMany:
    'تحت القناع السببي درجات {names} هي \u2066−∞\u2069، وe مرفوعًا إلى \u2066−∞\u2069 يساوي 0: فلا تعطيها softmax أي وزن، وتتقاسم المفاتيح المرئية الوزن كله.',
  hiddenFavourite: 'أعلى درجاتها (\u2066{score}\u2069) مع {key}، وهي كلمة لاحقة يحجبها القناع.',
  noLongerSees: 'لم تعد {token} ترى {key}',
  maskedNone: 'لا يحجب القناع السببي هنا المفتاح الأعلى درجةً لأي كلمة.',
  maskedLostOne: 'تحت القناع السببي {lost}، وهو المفتاح الذي تعطيه أعلى درجة.',
  maskedLostMany: 'تحت القناع السببي {lost}، وكلٌّ منها المفتاح الأعلى درجةً عند كلمته.',
};
