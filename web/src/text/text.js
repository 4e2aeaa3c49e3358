// Every word the learner meets comes from here: keyed templates with named
// placeholders, `t('matrix.cellName', { query, key, weight })`. The
// templates live in one file per part of the lab (en/*.js), so the text can
// be read, reviewed and translated as a whole, and views never put English
// together themselves.
//
// The page loads the templates of the language it shows, and of the parts
// it shows (./locales.js, views/language/language.js), and gives them to
// setLanguage(). Other languages (<lang>/*.js) have the same files and keys
// as English. A template whose {count} changes its words may come in plural
// forms instead, one key per Intl.PluralRules category of that language:
// `headsCount_one: '{count} Kopf'`, `headsCount_other: '{count} Köpfe'`; t()
// picks the form for values.count and falls back to `_other`. Numbers given
// as numbers are written the language's way; lists go through listed() in
// ./wording.js (Intl.ListFormat).
import { locale, setLocale } from './locale.js';

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Says that a template could not be filled. A console error, not a throw:
 * the page stays usable, and every end-to-end test fails on a console error.
 */
function report(problem) {
  console.error(`text: ${problem}`);
}

/** The shown language's templates loaded so far. */
let strings = {};

/**
 * Shows every template from now on in `language`, whose templates are
 * `templates` ("<part>.<name>" keys, those of the parts loaded so far).
 * @param {string} language  a code of LANGUAGES (./languages.js)
 * @param {Record<string, string>} templates
 */
export function setLanguage(language, templates) {
  strings = templates;
  setLocale(language);
}

/** Adds the templates of a part loaded later (a lazily loaded view's) to the shown language's. */
export function addTemplates(templates) {
  strings = { ...strings, ...templates };
}

/** The code of the language templates are shown in. */
export const currentLanguage = () => locale().language;

// The key's template, or its plural form for `values.count`.
function template(key, values) {
  const found = strings[key] ?? pluralForm(key, values);
  if (typeof found !== 'string') report(`no template named "${key}"`);
  return found ?? key;
}

function pluralForm(key, values) {
  if (strings[`${key}_other`] === undefined) return undefined;
  const category = locale().plurals.select(Number(values.count));
  return strings[`${key}_${category}`] ?? strings[`${key}_other`];
}

// A number as the language writes it (its digits), anything else as it is.
function written(value) {
  if (typeof value !== 'number') return String(value);
  if (Number.isInteger(value)) return locale().integers.format(value);
  return String(value).replace('.', locale().decimal);
}

/**
 * The template `key` with each {name} replaced by `values[name]`.
 * @param {string} key
 * @param {Record<string, string | number>} [values]
 * @returns {string}
 */
export function t(key, values = {}) {
  return template(key, values).replace(PLACEHOLDER, (placeholder, name) => {
    if (!(name in values)) {
      report(`"${key}" has no value for ${placeholder}`);
      return placeholder;
    }
    return written(values[name]);
  });
}

/**
 * Sentences (filled templates) as one paragraph, the empty ones left out,
 * with the gap the language sets between sentences (none in Chinese).
 * @param {(string | null | undefined | false)[]} parts
 */
export function sentences(parts) {
  return parts.filter(Boolean).join(locale().sentenceGap);
}

/**
 * Like t(), for templates where a placeholder stands for an element (a
 * symbol with its subscript, a number in bold): the parts in order, nodes
 * as given and each run of text as one string (one text node once
 * appended), for `element.append(...tNodes(...))`.
 * @param {string} key
 * @param {Record<string, string | number | Node>} [values]
 * @returns {(string | Node)[]}
 */
export function tNodes(key, values = {}) {
  const parts = [];
  const placed = new Set();
  let rest = 0;
  const text = template(key, values);
  for (const match of text.matchAll(PLACEHOLDER)) {
    parts.push(text.slice(rest, match.index));
    const name = match[1];
    if (!(name in values)) report(`"${key}" has no value for ${match[0]}`);
    const value = name in values ? values[name] : match[0];
    if (typeof value !== 'object') parts.push(written(value));
    // A node can stand in one place only: a placeholder used twice gets a copy.
    else parts.push(placed.has(value) ? value.cloneNode(true) : value);
    placed.add(value);
    rest = match.index + match[0].length;
  }
  parts.push(text.slice(rest));
  const joined = [];
  for (const part of parts) {
    if (part === '') continue;
    if (typeof part === 'string' && typeof joined.at(-1) === 'string')
      joined[joined.length - 1] += part;
    else joined.push(part);
  }
  return joined;
}
