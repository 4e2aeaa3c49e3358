// The language the lab is shown in, and the Intl objects that write its
// numbers, plurals and lists, made once per language. text.js, numbers.js
// and wording.js read them from here; text.js sets the language.
import { RIGHT_TO_LEFT } from './languages.js';

// Arabic prose keeps the digits of the formulas and the matrix (0.80, not
// ٠٫٨٠), as Arabic ML texts mostly do: one way of writing a number per page.
const INTL_LOCALE = { en: 'en-GB', ar: 'ar-u-nu-latn' };

// What stands between two sentences of one paragraph: Chinese sets none
// after its full-width stop (。), the others a space.
const SENTENCE_GAP = { 'zh-Hans': '' };

function localeOf(language) {
  const locale = INTL_LOCALE[language] ?? language;
  const numbers = new Intl.NumberFormat(locale, { useGrouping: false });
  return {
    language,
    direction: RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr',
    sentenceGap: SENTENCE_GAP[language] ?? ' ',
    // "0,80" in German and Spanish, "0.80" elsewhere.
    decimal: numbers.formatToParts(0.5).find((part) => part.type === 'decimal').value,
    integers: numbers,
    grouped: new Intl.NumberFormat(locale),
    plurals: new Intl.PluralRules(locale),
    // en-GB: "a, b and c", the lab's English lists (no comma before "and").
    lists: new Intl.ListFormat(locale, { type: 'conjunction' }),
  };
}

let current = localeOf('en');

/** The current language's code and Intl objects. */
export const locale = () => current;

/** Makes `language` (a code of LANGUAGES) the one numbers, plurals and lists are written in. */
export function setLocale(language) {
  if (language !== current.language) current = localeOf(language);
}
