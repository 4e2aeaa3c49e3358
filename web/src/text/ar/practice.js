// كلمات قسم التدريب (المفاتيح "practice.<name>")؛ انظر ../text.js.
export default {
  mistakeSwapped:
    'يبدو أنك بدّلت الاستعلام والمفتاح: ضربت مفتاح {token} في استعلام {key} (\u2066k·q\u2069)، والمطلوب استعلام {token} في مفتاح {key}.',
  mistakeQueryQuery:
    'يبدو أنك ضربت استعلامين: استعلام {token} في استعلام {key} (\u2066q·q\u2069)؛ والمتجه الثاني يجب أن يكون مفتاح {key}.',
  mistakeKeyKey:
    'يبدو أنك ضربت مفتاحين: مفتاح {token} في مفتاح {key} (\u2066k·k\u2069)؛ والمتجه الأول يجب أن يكون استعلام {token}.',
  mistakeWithoutScale: 'يبدو أن القسمة على \u2066√dₖ\u2069 سقطت: وصلت إلى softmax الدرجات الخام.',
  mistakeDividedByDk: 'يبدو أنك قسمت الدرجات على \u2066dₖ\u2069 بدل جذرها \u2066√dₖ\u2069.',
  mistakeColumnSoftmax:
    'يبدو أن softmax حُسبت على عمود المفتاح، عبر الاستعلامات، بدل صف الاستعلام عبر مفاتيحه.',
  mistakeWithoutExp:
    'يبدو أنك قسمت كل درجة على مجموع الدرجات دون رفع e إلى قوتها أولًا: هذا \u2066s ÷ Σs\u2069 وليس softmax.',
  mistakeRounding:
    'قريب، وطريقة الحل صحيحة: لكن عددًا قُرّب أو قُطع مبكرًا. احتفظ بثلاثة منازل عشرية على الأقل حتى النهاية.',
  mistakeTopValueOnly:
    'يبدو أنك أخذت قيمة الكلمة ذات الوزن الأكبر وحدها، بدل المجموع الموزون لكل القيم.',
  mistakeUnweightedSum: 'يبدو أنك جمعت القيم دون ضرب كل منها في وزنها.',
  mistakePlainAverage:
    'يبدو أنك أخذت المتوسط البسيط للقيم، كلها بالأهمية نفسها، بدل المتوسط الموزون بأوزان الانتباه.',
  mistakeScaledScoreAsWeight:
    'يبدو أنك استعملت الدرجات المقسومة أوزانًا مباشرة، دون softmax التي تحوّلها إلى أوزان.',
  // The practice view (practice.js): the prediction, the notes in place of
  // what it would give away, the progress strip.
  title: 'جرّبها بنفسك',
  predictQuestion: 'إلى أي كلمة ستنتبه {token} أكثر من غيرها؟',
  predictButton: 'توقّع',
  pickFirst: 'اختر كلمة أولًا، ثم اضغط «توقّع».',
  masked: '(محجوبة: غير ممكن)',
  predictRight:
    'صحيح: تنتبه {token} أكثر ما تنتبه إلى {key}. يتوافق استعلامها أفضل ما يكون مع ذلك المفتاح، \u2066q·k = {score}\u2069 مقابل \u2066{other}\u2069 على الأكثر للكلمات الأخرى، لذا تعطي softmax الكلمة {key} أكبر وزن، \u2066{weight}\u2069.',
  predictWrong:
    'ليس تمامًا: تنتبه {token} أكثر ما تنتبه إلى {key}، لا إلى {guess}. قيمة \u2066q·k\u2069 مع {key} هي \u2066{score}\u2069، ومع {guess} فقط \u2066{guessScore}\u2069، وأكبر \u2066q·k\u2069 يأخذ أكبر وزن، \u2066{weight}\u2069.',
  predictOnly:
    'صحيح: لا يترك القناع للكلمة {token} إلا {key}، لذا يذهب انتباهها كله، \u2066{weight}\u2069، إليها.',
  predictEven:
    'صحيح: درجة {token} واحدة مع كل كلمة تراها، \u2066q·k = {score}\u2069، لذا تأخذ كل كلمة الوزن نفسه، \u2066{weight}\u2069.',
  matrixWithheld:
    'تبقى المصفوفة وشكلها والرؤوس مخفية حتى تتوقع أين ينظر {token}. بعد ذلك، لا تُظهر أوزانها إلا صفوف الكلمات التي توقعتها.',
  rowsWithheld:
    'الصفوف التي فيها ? لكلمات لم تتوقعها بعد ({hidden} من {total}): اختر كلمة منها استعلامًا وتوقّع لها لترى صفها. ينتظر شكل المصفوفة والرؤوس حتى تتوقع لكل كلمة.',
  picturesWithheld: 'الصور أيضًا تنتظر توقّعك: فهي مرسومة من أوزان {token}.',
  progressFor: 'تمارين {token}',
  predictName: 'التوقّع',
  scoreName: 'الدرجة',
  weightName: 'الوزن',
  outputName: 'عنصر من \u2066x′\u2069',
  done: '{exercise}: تمّ',
  notDone: '{exercise}: لم يتمّ بعد',
  count:
    'مع هذه الجملة وهذه الإعدادات: تمّ \u2066{done}\u2069 من \u2066{total}\u2069، محفوظة في هذا المتصفح فقط.',
  startOver: 'البدء من جديد',
  startedOver: 'بدأت من جديد: لم يتمّ شيء بعد مع هذه الجملة وهذه الإعدادات.',
  // The boxes of each step (exercises.js).
  scoreLabel: 'درجتك \u2066q·k\u2069 للكلمتين {token} و{key}',
  weightLabel: 'وزنك للكلمة {key} في صف {token}',
  outputLabel: 'عنصرك رقم \u2066{entry}\u2069 من \u2066x′\u2069 للكلمة {token}',
  check: 'تحقّق',
  tolerance: 'اضغط Enter أو «تحقّق»؛ تُعدّ الإجابة صحيحة ضمن \u2066±{tolerance}\u2069.',
  showWorking: 'عرض خطوات الحل',
  startsAtScore: 'تبدأ التمارين في الخطوة 2، الدرجات: احسب هناك ضربًا نقطيًا بنفسك.',
  empty: 'الخانة فارغة: اكتب عددًا، مثل \u2066{example}\u2069.',
  notANumber: '{text} ليس عددًا: اكتب عددًا، مثل \u2066{example}\u2069. لم يُتحقَّق من شيء.',
  scoreRight: 'صحيح: قيمة \u2066q·k\u2069 للكلمتين {token} و{key} هي \u2066{truth}\u2069.',
  weightRight: 'صحيح: تعطي {token} الكلمة {key} الوزن \u2066{truth}\u2069.',
  outputRight:
    'صحيح: العنصر رقم \u2066{entry}\u2069 من \u2066x′\u2069 للكلمة {token} هو \u2066{truth}\u2069.',
  wrong: 'ليس تمامًا: \u2066{answer}\u2069 ليس الجواب. {reason}',
  scoreRecheck:
    'لا يعطي أيٌّ من الأخطاء المعتادة هذا العدد: راجع كل حاصل ضرب لعنصر من q في عنصر k المقابل له، ثم مجموعها.',
  weightRecheck:
    'لا يعطي أيٌّ من الأخطاء المعتادة هذا العدد: راجع الدرجة المقيَّسة، وe مرفوعًا إليها، ومجموع e مرفوعًا إلى كل درجة في الصف.',
  outputRecheck:
    'لا يعطي أيٌّ من الأخطاء المعتادة هذا العدد: راجع كل وزن مضروبًا في عنصر القيمة المقابل، ثم مجموعها.',
  workingScore: '\u2066q·k = {terms} = {score}\u2069',
  workingWeight:
    'الدرجة \u2066{score} ÷ √dₖ = {score} ÷ √{dimension} = {scaled}\u2069؛ وe مرفوعًا إليها يساوي \u2066{exponential}\u2069؛ ومجموع هذه القيم على الصف \u2066{sum}\u2069؛ لذا الوزن \u2066{exponential} ÷ {sum} = {weight}\u2069.',
  workingWeightRaw:
    'الدرجة \u2066{score}\u2069 دون تقييس؛ وe مرفوعًا إليها يساوي \u2066{exponential}\u2069؛ ومجموع هذه القيم على الصف \u2066{sum}\u2069؛ لذا الوزن \u2066{exponential} ÷ {sum} = {weight}\u2069.',
  workingMasked:
    'يحجب القناع {key} عن {token}: تصبح درجتها \u2066−∞\u2069 قبل softmax، وe مرفوعًا إلى \u2066−∞\u2069 يساوي 0، لذا وزنها 0.',
  workingOutput:
    'العنصر رقم \u2066{entry}\u2069 من \u2066x′\u2069 = \u2066Σ\u2069 الوزن × العنصر رقم \u2066{entry}\u2069 من v = \u2066{terms} = {output}\u2069',
};
