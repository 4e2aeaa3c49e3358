// Every word the learner meets comes from here: keyed templates with named
// placeholders, `t('matrix.cellName', { query, key, weight })`. The
// templates live in one file per part of the lab (en/*.js), so the text can
// be read, reviewed and translated as a whole, and views never put English
// together themselves.
import { STRINGS } from './en/index.js';

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Says that a template could not be filled. A console error, not a throw:
 * the page stays usable, and every end-to-end test fails on a console error.
 */
function report(problem) {
  console.error(`text: ${problem}`);
}

function template(key) {
  const found = STRINGS[key];
  if (typeof found !== 'string') report(`no template named "${key}"`);
  return found ?? key;
}

/**
 * The template `key` with each {name} replaced by `values[name]`.
 * @param {string} key
 * @param {Record<string, string | number>} [values]
 * @returns {string}
 */
export function t(key, values = {}) {
  return template(key).replace(PLACEHOLDER, (placeholder, name) => {
    if (!(name in values)) {
      report(`"${key}" has no value for ${placeholder}`);
      return placeholder;
    }
    return String(values[name]);
  });
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
  let rest = 0;
  const text = template(key);
  for (const match of text.matchAll(PLACEHOLDER)) {
    parts.push(text.slice(rest, match.index));
    const name = match[1];
    if (!(name in values)) report(`"${key}" has no value for ${match[0]}`);
    const value = name in values ? values[name] : match[0];
    parts.push(typeof value === 'object' ? value : String(value));
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

/** Every key and its template, for tests and reviews. */
export const TEMPLATES = STRINGS;
