// Every translation against English, for each language folder there is in
// web/src/text/: the same part files, the same keys (or plural forms of
// them), the same placeholders, and templates that fill completely. And
// each language's loader.js, which the page loads its words through, has
// every part.
import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest';
import { STRINGS } from '../../web/src/text/en/index.js';
import { keyed } from '../../web/src/text/keyed.js';
import { LANGUAGES } from '../../web/src/text/languages.js';
import { LAZY_PARTS } from '../../web/src/text/parts.js';
import { setLanguage, t } from '../../web/src/text/text.js';

const TEXT = new URL('../../web/src/text/', import.meta.url);
const NOT_PARTS = ['index.js', 'loader.js'];
const PLACEHOLDER = /\{(\w+)\}/g;

const partFiles = (language) =>
  readdirSync(new URL(`${language}/`, TEXT))
    .filter((name) => name.endsWith('.js') && !NOT_PARTS.includes(name))
    .sort();

const languages = readdirSync(TEXT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'en')
  .map((entry) => entry.name);

async function templatesOf(language) {
  const parts = {};
  for (const file of partFiles(language)) {
    parts[file.slice(0, -3)] = (await import(`../../web/src/text/${language}/${file}`)).default;
  }
  return keyed(parts);
}

const placeholders = (template) => [...template.matchAll(PLACEHOLDER)].map(([, name]) => name);
const sorted = (names) => [...new Set(names)].sort();

// "headsCount_one" is the plural form "one" of "headsCount".
const PLURAL_FORM = /^(.+)_(zero|one|two|few|many|other)$/;
const baseKey = (key) => key.match(PLURAL_FORM)?.[1] ?? key;

const english = {
  ...STRINGS,
  ...keyed({ page: (await import('../../web/src/text/en/page.js')).default }),
};
// English's keys without plural endings, each with the placeholders of its form(s).
const englishBases = new Map();
for (const [key, template] of Object.entries(english)) {
  const base = baseKey(key);
  englishBases.set(base, sorted([...(englishBases.get(base) ?? []), ...placeholders(template)]));
}

/** What is wrong with `templates` (one language's) against English, one line each. */
function problemsOf(language, templates) {
  const problems = [];
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const bases = new Set();
  for (const [key, template] of Object.entries(templates)) {
    const plural = key.match(PLURAL_FORM);
    const base = englishBases.has(key) ? key : baseKey(key);
    bases.add(base);
    if (!englishBases.has(base)) {
      problems.push(`${key}: no such key in English`);
      continue;
    }
    if (typeof template !== 'string' || template.trim() === '') {
      problems.push(`${key}: not a template`);
      continue;
    }
    if (plural && base !== key && !categories.includes(plural[2])) {
      problems.push(`${key}: ${language} has no plural form "${plural[2]}"`);
    }
    if (plural && base !== key && !(`${base}_other` in templates)) {
      problems.push(`${key}: plural forms need ${base}_other`);
    }
    const want = englishBases.get(base);
    const have = sorted(placeholders(template));
    // A plural form other than "other" may leave the number out ("ein Kopf").
    const mayLeaveCount = plural && base !== key && plural[2] !== 'other';
    const expected =
      mayLeaveCount && !have.includes('count') ? want.filter((n) => n !== 'count') : want;
    if (have.join() !== expected.join()) {
      problems.push(
        `${key}: placeholders {${have.join('}, {')}} instead of {${expected.join('}, {')}}`,
      );
    }
  }
  for (const base of englishBases.keys()) {
    if (!bases.has(base)) problems.push(`${base}: missing`);
  }
  return problems;
}

const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
afterEach(() => errors.mockClear());
afterAll(() => setLanguage('en', STRINGS));

test('the translations checked are the lab’s languages', () => {
  const codes = LANGUAGES.map(({ code }) => code);
  for (const language of languages) expect(codes, language).toContain(language);
});

describe.each(['en', ...languages])('%s', (language) => {
  test('has every part file English has, each part’s words loaded by loader.js', async () => {
    expect(partFiles(language)).toEqual(partFiles('en'));
    const { firstScreen, later } = await import(`../../web/src/text/${language}/loader.js`);
    const loaded = [...Object.keys(firstScreen), ...Object.keys(later)].map((path) =>
      path.slice(2),
    );
    expect(loaded.sort()).toEqual(partFiles('en'));
    const lazy = Object.keys(later).map((path) => path.slice(2, -3));
    const shell = language === 'en' ? ['page'] : [];
    expect(lazy.sort()).toEqual([...LAZY_PARTS, ...shell].sort());
  });

  test('has English’s keys, each with English’s placeholders', async () => {
    expect(problemsOf(language, await templatesOf(language))).toEqual([]);
  });

  test('writes the symbols with real subscripts: no W_Q, W_K, W_V or d_k', async () => {
    const underscored = Object.entries(await templatesOf(language))
      .filter(([, template]) => /_[QKV]\b|d_k\b/.test(template))
      .map(([key]) => key);
    expect(underscored).toEqual([]);
  });

  test('practice names steps 2 and 3 as the step pages title them', async () => {
    const templates = await templatesOf(language);
    setLanguage(language, templates);
    const titles = { scoreStep: t('steps.scoreTitle'), softmaxStep: t('steps.softmaxTitle') };
    const words = { ...titles, key: 'x', token: 'y' };
    for (const key of ['practice.startsAtScore', 'practice.weightNeedsScore']) {
      expect(t(key, words), key).toContain(titles.scoreStep);
    }
    expect(t('practice.outputNeedsWeight', words)).toContain(titles.softmaxStep);
    expect(errors).not.toHaveBeenCalled();
  });

  test('a vector written out in a template keeps to one line: no plain space in [ ]', async () => {
    const breakable = Object.entries(await templatesOf(language))
      .filter(([, template]) => /\[[^\]{}]* [^\]{}]*\]/.test(template))
      .map(([key]) => key);
    expect(breakable).toEqual([]);
  });

  test('every template fills completely from English’s placeholders', async () => {
    const templates = await templatesOf(language);
    setLanguage(language, templates);
    for (const [key, template] of Object.entries(templates)) {
      const values = Object.fromEntries(placeholders(template).map((name) => [name, 2]));
      // A plural form is filled as t() fills the form it picks.
      const filled = englishBases.has(key)
        ? t(key, values)
        : template.replace(PLACEHOLDER, (_, name) => values[name]);
      expect(filled, key).not.toMatch(/[{}]/);
    }
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('the check itself', () => {
  const sample = { 'matrix.cellName': '{query} → {key}: {weight}' };
  const check = (templates) =>
    problemsOf('de', { ...english, ...templates }).filter((line) => !line.startsWith('page.'));

  test('finds a missing key, an extra key and a changed placeholder', () => {
    const { 'tokens.id': _, ...withoutId } = english;
    expect(problemsOf('de', withoutId)).toEqual(['tokens.id: missing']);
    expect(check({ 'tokens.idd': 'x' })).toEqual(['tokens.idd: no such key in English']);
    expect(check({ 'matrix.cellName': '{query} → {schlüssel}: {weight}' })).toEqual([
      'matrix.cellName: placeholders {query}, {weight} instead of {key}, {query}, {weight}',
    ]);
    expect(check(sample)).toEqual([]);
  });

  test('takes plural forms the language has, with "other", and nothing else', () => {
    const { 'controls.headsCount': _, ...rest } = english;
    const plural = (forms) => problemsOf('de', { ...rest, ...forms });
    expect(
      plural({
        'controls.headsCount_one': 'ein Kopf',
        'controls.headsCount_other': '{count} Köpfe',
      }),
    ).toEqual([]);
    expect(plural({ 'controls.headsCount_one': 'ein Kopf' })).toEqual([
      'controls.headsCount_one: plural forms need controls.headsCount_other',
    ]);
    expect(
      plural({
        'controls.headsCount_few': '{count} Köpfe',
        'controls.headsCount_other': '{count} Köpfe',
      }),
    ).toEqual(['controls.headsCount_few: de has no plural form "few"']);
  });

  test('a template with a broken placeholder does not fill', () => {
    setLanguage('de', { ...english, 'matrix.cellName': '{query} → {key: {weight}' });
    expect(t('matrix.cellName', { query: 'a', key: 'b', weight: 1 })).toMatch(/[{}]/);
  });
});
