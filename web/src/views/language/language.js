// Choosing the language: the pickers (the page footer's, and the author
// panel's through createLanguagePicker), and putting a language on the
// page: its templates for t(), <html lang> and dir, the page shell's words.
// Switching rebuilds the lab in the new language (main.js), so no view
// needs to know that words can change.
import { el } from '../../dom/el.js';
import { locale } from '../../text/locale.js';
import {
  availableLanguages,
  isAvailable,
  loadLanguage as loadTemplates,
} from '../../text/locales.js';
import { addTemplates, currentLanguage, setLanguage, t } from '../../text/text.js';
import { showPageWords } from './page-words.js';
import './language.css';

let onChoose = () => {};

// The language of the words outside the lab's part of the shell.
let shellLanguage = 'en';

/**
 * What a picker does with a choice: main.js switches the lab to it.
 * @param {(code: string) => void} handler
 */
export function whenLanguageChosen(handler) {
  onChoose = handler;
}

/**
 * A labelled list of the languages the lab has, the shown one selected;
 * choosing one switches the page to it without a reload (and the link and
 * the embed snippet take lang=). For the page footer and the author panel.
 * @param {string} id  the list's id, unique on the page
 * @returns {HTMLElement}
 */
export function createLanguagePicker(id) {
  const select = el(
    'select',
    { id, className: 'language-select' },
    ...availableLanguages().map(({ code, name }) =>
      // Each name in its own language, so a screen reader says it that way.
      el('option', { value: code, lang: code, text: name }),
    ),
  );
  select.value = currentLanguage();
  select.addEventListener('change', () => onChoose(select.value));
  return el(
    'span',
    { className: 'language-picker' },
    el('label', { for: id, text: t('language.label') }),
    select,
  );
}

const loaded = new Map();
// The lazily loaded parts whose words the page has asked for: a switch of
// language brings theirs too, before any view speaks the new language.
const partsInUse = new Set();

/**
 * Downloads what `code` shows on the first screen (English if the lab does
 * not have the language), once: { language, templates, loadPart }.
 * @param {string} code
 */
export function loadLanguage(code) {
  const language = isAvailable(code) ? code : 'en';
  if (!loaded.has(language)) {
    loaded.set(
      language,
      loadTemplates(language).then((words) => ({ language, ...words })),
    );
  }
  return loaded.get(language);
}

/**
 * Shows the page in `code` (English if the lab does not have it): its
 * templates for t(), <html lang> and dir, and the page shell's words.
 * Resolves once t() speaks it.
 * @param {Document} page
 * @param {string} code
 */
export async function useLanguage(page, code) {
  const { language, templates, loadPart } = await loadLanguage(code);
  // index.html is built in English; main.js puts the lab's part back as
  // built before each switch, so any other language writes it again, and
  // English after another one.
  const writesShell = language !== 'en' || shellLanguage !== 'en';
  const shellWords = language === 'en' && writesShell ? await loadPart('page') : {};
  const partWords = await Promise.all([...partsInUse].map((part) => loadPart(part)));
  setLanguage(language, Object.assign({}, templates, shellWords, ...partWords));
  const root = page.documentElement;
  root.lang = language;
  // Only a right-to-left page says so; an English one stays as built.
  if (locale().direction === 'rtl') root.dir = 'rtl';
  else root.removeAttribute('dir');
  if (writesShell) {
    showPageWords(page);
    shellLanguage = language;
  }
}

/**
 * Loads the words of a lazily loaded part (parts.js LAZY_PARTS) in the
 * shown language, for its view, which loads beside them.
 * @param {string} part
 */
export async function loadPartWords(part) {
  partsInUse.add(part);
  const { language, loadPart } = await loadLanguage(currentLanguage());
  const templates = await loadPart(part);
  // A switch while they came: the new lab asks for its own.
  if (language === currentLanguage()) addTemplates(templates);
}
