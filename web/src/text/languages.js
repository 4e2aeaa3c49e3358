// The languages the lab speaks, how a link or the browser names them, and
// which one a reader gets: the link's lang=, else the first of the
// browser's preferred languages the lab has, else English. Pure (no DOM,
// no imports): the fallbacks' classic script is this file too
// (scripts/page-assets.js); ./locales.js loads their words.

/**
 * Each language by its code (the lang= value and <html lang>) and its own
 * name for itself, which the pickers show whatever language the page is in.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'es', name: 'Español' },
  { code: 'zh-Hans', name: '简体中文' },
  { code: 'ar', name: 'العربية' },
];

export const DEFAULT_LANGUAGE = 'en';

/** Right-to-left languages among the lab's. */
export const RIGHT_TO_LEFT = new Set(['ar']);

// Chinese in simplified characters, by script or by a region that writes them.
const SIMPLIFIED_CHINESE = /^zh(?:-hans(?:-.*)?|-cn|-sg|-my)?$/;

/**
 * The lab's code for a language tag ("de-AT" is German, "zh" and "zh-CN"
 * are Simplified Chinese), or undefined for a language the lab does not
 * have (Traditional Chinese included).
 * @param {string} tag
 * @returns {string | undefined}
 */
export function languageOf(tag) {
  const lower = String(tag).trim().toLowerCase();
  if (SIMPLIFIED_CHINESE.test(lower)) return 'zh-Hans';
  const primary = lower.split('-')[0];
  if (primary === 'zh') return undefined;
  return LANGUAGES.find(({ code }) => code === primary)?.code;
}

/**
 * The language to show: the link's choice if it made one, else the first
 * preferred language the lab has, else English.
 * @param {string | null} chosen  state.page.lang
 * @param {readonly string[]} [preferred]  navigator.languages
 */
export function pageLanguage(chosen, preferred = []) {
  if (chosen) return chosen;
  for (const tag of preferred) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
