// Arabic of ../en/steps.js: the same keys and placeholders; terms and style
// in docs/languages.md. \u2066…\u2069 keep a formula left to right. {token},
// {key} and {names} arrive quoted («…»), and a word is feminine (كلمة).
export default {
  eyebrow: 'الخطوة {number} من {count}',
  announcement: 'الخطوة {number} من {count}: {title}. {summary}',
  formula: 'الصيغة',
  // Practice mode, while the query's weights wait for its prediction.
  withheld:
    'مخفيّ الآن: توقّع أولًا، فوق الخطوات، الكلمة التي تنتبه إليها {token} أكثر من غيرها. تظهر أوزانها بعد أن تجيب.',

  projectTitle: 'الإسقاط',
  projectSummary: 'تحصل {token} على متجهات الاستعلام والمفتاح والقيمة الخاصة بها.',
  projectMultiplies:
    'يُضرب تضمين {token}، أي x، في ثلاث مصفوفات (البطاقات أدناه)، فينتج استعلامها (ما تبحث عنه)، ومفتاحها (ما يُعثر عليها به)، وقيمتها (ما تنقله إلى غيرها).',
  projectRows:
    'كل عنصر من x يضرب صفًّا من المصفوفة، ثم تُجمع الصفوف المضروبة: العنصر 0 يتخطى صفّه، والعنصر 1 يأخذه كما هو.',
  chapterMatrices:
    'المصفوفات الثلاث مضبوطة يدويًا لتعيد أعداد الفصل؛ أما النموذج الحقيقي فيتعلمها في أثناء التدريب.',
  ownSentenceCaveat:
    'لا شيء هنا مدرَّب: x تحمل أعدادًا تجريبية محسوبة من حروف كل كلمة، والمصفوفات هي مصفوفات الفصل المضبوطة يدويًا، لذا لا تقول الأوزان شيئًا عن معنى جملتك.',
  sharedProjections:
    'الإسقاطات متوقفة، فلا شيء يُتعلَّم هنا: استعلام {token} ومفتاحها وقيمتها كلها تضمينها نفسه، دون تغيير.',
  rowOfMatrix: '(الصف i من W)',
  rowName: 'الصف {row}',
  rowTerm: '{factor} × الصف {row}',
  queryCard: '{symbol} (الاستعلام)',
  keyCard: '{symbol} (المفتاح)',
  valueCard: '{symbol} (القيمة)',
  rowsTaken: 'يأخذ كلٌّ من {q} و{k} و{v} من مصفوفته: {rows}.',
  noRowTaken: '{q} و{k} و{v} كلها أصفار: كل عناصر x تساوي 0، فلا يؤخذ أي صف.',

  scoreTitle: 'حساب الدرجات',
  scoreSummary: 'تُحسب درجة {token} مقابل كل مفتاح؛ ودرجتها مقابل {key} هي \u2066{score}\u2069.',
  scoreCompares:
    'يُقارَن استعلام {token} بكل مفتاح بالضرب النقطي: اضرب العناصر المتقابلة، ثم اجمع النواتج.',
  scorePickKey:
    'المتجهات التي تشير إلى الاتجاه نفسه تحصل على درجات عالية. اختر مفتاحًا لترى مجموعه مكتوبًا بالتفصيل.',
  scoreTable: 'درجات {label} مقابل كل مفتاح',
  keyHeading: 'المفتاح',

  softmaxTitle: 'القسمة ثم softmax',
  softmaxSummary:
    'تصبح درجات {token} أوزانًا على ثلاث مراحل: الدرجات، ثم e مرفوعًا إلى كلٍّ منها، ثم قسمة كل ناتج على مجموع النواتج.',
  scaledDivides:
    'تُقسم الدرجات على \u2066√dₖ = √{dimension}\u2069، فيبقى تشتّتها قريبًا من 1 مهما طالت المتجهات (وسبب أهمية ذلك مشروح تحت هذه الخطوة). ثم تجعلها softmax أوزانًا في خطوتين: رفع e إلى قوة كل درجة، ثم قسمة كل ناتج على مجموع النواتج. ويمرّ المنزلق بالمراحل بالسرعة التي تناسبك.',
  rawScores:
    'القسمة متوقفة، لذا تقرأ softmax الدرجات الخام. وتجعلها أوزانًا في خطوتين: رفع e إلى قوة كل درجة، ثم قسمة كل ناتج على مجموع النواتج. ويمرّ المنزلق بالمراحل بالسرعة التي تناسبك.',
  scoresScaled:
    'كل درجة مقسومة على \u2066√{dimension}\u2069: تتصدّر {names} بدرجة \u2066{top}\u2069. يقف كل شريط عند الدرجة المقسومة لمفتاحه.',
  scoresRaw: 'الدرجات الخام: تتصدّر {names} بدرجة \u2066{top}\u2069. يقف كل شريط عند درجة مفتاحه.',
  exponentialsApart:
    'ترفع softmax العدد e إلى قوة كل درجة، فيبتعد الأكبر عن البقية: تحصل {names} على \u2066{power} ≈ {largest}\u2069، ونسبته إلى {nextLargest} التي تحصل عليها {nextNames} (\u2066{nextPower}\u2069) هي {ratio}. وتُرسم الأشرطة نسبةً إلى الأكبر، فتنكمش البقية.',
  exponentialsClose:
    'ترفع softmax العدد e إلى قوة كل درجة: تحصل {names} على \u2066{power} ≈ {largest}\u2069 و{nextNames} على \u2066{nextPower} ≈ {nextLargest}\u2069، أي أكثر من نصفه، لذا ستبقى أوزانها متقاربة لا يتجاوز أحدها ضعف الآخر.',
  exponentialsEven:
    'ترفع softmax العدد e إلى قوة كل درجة؛ والدرجات متساوية، فيحصل كل مفتاح على \u2066{power} ≈ {largest}\u2069 ولا يتقدّم أيٌّ منها.',
  maskedExponential: 'قيمة \u2066e^−∞\u2069 لمفتاح محجوب هي 0.',
  shiftedRow:
    'هذه الدرجات أكبر من أن يُكتب e مرفوعًا إليها، لذا يُطرح من كلٍّ منها أولًا أكبرها، \u2066{shift}\u2069؛ والقسمة على المجموع تلغي أثر ذلك.',
  power: '\u2066e^{score}\u2069',
  shiftedPower: '\u2066e^({score} − {shift})\u2069',
  weightsDivided_one:
    'أخيرًا، يُقسم كل {exponential} على مجموعها، {sum}: هذه هي الأوزان، ومجموعها 1، وتحصل {names} على {weight}.',
  weightsDivided_other:
    'أخيرًا، يُقسم كل {exponential} على مجموعها، {sum}: هذه هي الأوزان، ومجموعها 1، وتحصل كلٌّ من {names} على {weight}.',
  scaledCompared:
    'لو لم تُقسم الدرجات على \u2066√{dimension}\u2069 لكان أكبر وزن للكلمة {token} هو {other} بدلًا من {shown}.',
  rawCompared:
    'أكبر وزن للكلمة {token} هو {shown}؛ ولو قُسمت الدرجات أولًا على \u2066√dₖ = √{dimension}\u2069 لكان {other}.',
  stageSlider: 'مرحلة softmax',
  stageValue: 'المرحلة {number} من {count}: {name}',
  stageScaled: 'الدرجات \u2066÷ √{dimension}\u2069',
  stageRaw: 'الدرجات',
  stageWeights: 'الأوزان',
  replay: 'إعادة التشغيل',
  exponentialName: 'eˢ',
  shiftedExponentialName: '\u2066e^(s − {shift})\u2069',
  softmaxTable: 'softmax للكلمة {label}',
  softmaxBox: 'جدول softmax',
  scoreHeading: 'الدرجة',
  weightHeading: 'الوزن',
  scaledRow: '\u2066÷ √{dimension}\u2069',
  maskRow: 'القناع',
  scaledMaskRow: '\u2066÷ √{dimension}\u2069، القناع',
  scaledScoreAxis: 'الدرجة المقسومة (\u2066÷√{dimension}\u2069)',
  rawScoreAxis: 'الدرجة',
  weightAxis: 'الوزن',
  scaledLegend: 'العلامة {mark} تبيّن موضع كل شريط دون القسمة.',
  rawLegend: 'العلامة {mark} تبيّن موضع كل شريط مع القسمة.',

  sumTitle: 'المجموع الموزون',
  sumSummary: 'التضمين الجديد للكلمة {token} هو المجموع الموزون لمتجهات القيمة.',
  sumBlends: 'التضمين الجديد للكلمة {token} مزيج من كل متجهات القيمة، يُحسب كلٌّ منها بقدر وزنه.',
  ownValueShapes:
    'قيمتها هي نفسها (الوزن {weight}) تصنع معظمه؛ أما المفاتيح ذات الأوزان الصغيرة فلا يكاد يظهر أثرها.',
  valueShapes:
    'قيمة {names} (الوزن {weight}) تصنع معظمه؛ أما المفاتيح ذات الأوزان الصغيرة فلا يكاد يظهر أثرها.',
  noKeyDominates:
    'لا يهيمن أي مفتاح: أكبر وزن، {weight}، يذهب إلى {names} ولا يبلغ حتى النصف، فيمزج الناتج عدة قيم.',
  sumTable: 'المجموع الموزون للكلمة {label}',
  sumBox: 'جدول المجموع الموزون',
  productHeading: 'الوزن × {value}',
  sumSign: 'المجموع →',
  sumNote: 'كل حاصل ضرب هو الوزن قبل التقريب مضروبًا في vⱼ، مقرَّبًا إلى منزلتين عشريتين.',
};
