// A Vite plugin that writes the lab's words into index.html, so the page's
// own HTML holds no English: each marker {{part.name}} becomes the template
// of that key (web/src/text/en/), HTML-escaped. A template whose placeholder
// stands for markup takes it in the marker, after a bar:
//   {{page.stepsTitle|query=<span id="query-name"></span>}}
// Inner markers are filled first, so a value may hold one of its own. An
// unknown key, an unfilled placeholder or a value no placeholder takes stops
// the build. {{page.noScriptTitle@de}} is a page shell template of another
// language: the message shown without scripts, which cannot know the
// link's lang=, gives its title in every language.
import { STRINGS, keyed } from '../web/src/text/en/index.js';
import page from '../web/src/text/en/page.js';
import arabic from '../web/src/text/ar/page.js';
import german from '../web/src/text/de/page.js';
import spanish from '../web/src/text/es/page.js';
import chinese from '../web/src/text/zh-Hans/page.js';

// The scripts' templates and the page shell's own (page.*), which only index.html uses.
const TEMPLATES = { ...STRINGS, ...keyed({ page }) };
// The page shell's templates of the other languages (imported one by one:
// Vite bundles this file into its config).
const OTHER_LANGUAGES = {
  de: keyed({ page: german }),
  es: keyed({ page: spanish }),
  'zh-Hans': keyed({ page: chinese }),
  ar: keyed({ page: arabic }),
};

// A marker with no marker inside it (those are filled in an earlier round).
const MARKER = /\{\{([\w.]+(?:@[\w-]+)?)((?:\|[^{}|]*)*)\}\}/g;
const PLACEHOLDER = /\{(\w+)\}/g;

const escapeHtml = (text) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

function fill(marker, name, valueText) {
  const [key, language] = name.split('@');
  const template = (language ? OTHER_LANGUAGES[language] : TEMPLATES)?.[key];
  if (typeof template !== 'string') throw new Error(`index.html: no template named "${name}"`);
  const values = new Map(
    valueText
      .split('|')
      .slice(1)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  const used = new Set();
  let html = '';
  let rest = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1];
    if (!values.has(name)) throw new Error(`index.html: ${marker} has no value for {${name}}`);
    used.add(name);
    html += escapeHtml(template.slice(rest, match.index)) + values.get(name);
    rest = match.index + match[0].length;
  }
  const unused = [...values.keys()].filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`index.html: ${marker} has no {${unused[0]}}`);
  return html + escapeHtml(template.slice(rest));
}

/**
 * index.html with every {{key}} marker replaced by its template.
 * @param {string} html
 * @returns {string}
 */
export function fillPageText(html) {
  let filled = html;
  for (let before = ''; before !== filled;) {
    before = filled;
    filled = filled.replace(MARKER, fill);
  }
  const left = filled.match(/\{\{[^}]*\}?\}?/);
  if (left) throw new Error(`index.html: marker not understood: ${left[0]}`);
  return filled;
}

/** The plugin: first of all HTML transforms, so Vite's own sees the words. */
export function pageText() {
  return {
    name: 'attention-lab-page-text',
    transformIndexHtml: { order: 'pre', handler: fillPageText },
  };
}
