// Arabic of ../en/controls.js: the same keys and placeholders; terms and
// style in docs/languages.md. \u2066…\u2069 keep a formula left to right.
export default {
  scale: 'القسمة على \u2066{sqrtDk}\u2069',
  scaleName: 'القسمة على الجذر التربيعي للبعد d k',
  projections: 'إسقاطات Q وK وV منفصلة',
  causal: 'القناع السببي',
  practice: 'جرّبها بنفسك',
  heads: 'الرؤوس',
  // On a phone only "اعرض {heads} ↓" shows: the words after {heads} are hidden.
  headsLink: 'اعرض {heads} تحت المصفوفة',
  // A count after the noun, so that every number reads right (2, 4, …).
  headsCount: 'الرؤوس ({count})',
  previous: 'الخطوة السابقة',
  play: 'تشغيل',
  pause: 'إيقاف مؤقت',
  next: 'الخطوة التالية',
  reset: 'إعادة الضبط',
  speed: 'سرعة التشغيل',
  speedValue: '\u2066{speed}×\u2069',
  queryName: '«{word}»',
  sharedNote:
    '{equation} صار استعلام كل كلمة الآن هو تضمينها نفسه، والمتجه يميل إلى التوافق مع نفسه أكثر من توافقه مع متجهات الكلمات الأخرى. {selfAttention} أما الإسقاطات المنفصلة (المضبوطة يدويًا هنا، ويتعلمها النموذج الحقيقي) فتتيح للكلمة أن تبحث عن شيء غير انعكاس صورتها.',
  loadError: 'تعذّر تحميل نواة الانتباه: {message}',
};
