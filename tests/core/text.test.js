// The text module: templates filled by name, a loud report (a console
// error, which fails every end-to-end test) for an unknown key or a
// placeholder left without a value, and no learner text anywhere else.
import { readFileSync, readdirSync } from 'node:fs';
import { parse } from 'acorn';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { STRINGS as TEMPLATES } from '../../web/src/text/en/index.js';
import { t, tNodes } from '../../web/src/text/text.js';

const PLACEHOLDER = /\{(\w+)\}/g;
const HAS_PLACEHOLDER = /\{\w+\}/;
const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
afterEach(() => errors.mockClear());

/** Every placeholder of a template, each given its own name as its value. */
const ownNames = (template) =>
  Object.fromEntries([...template.matchAll(PLACEHOLDER)].map(([, name]) => [name, `<${name}>`]));

describe('t()', () => {
  test('every template fills with its own placeholders and reports nothing', () => {
    expect(Object.keys(TEMPLATES).length).toBeGreaterThan(0);
    for (const [key, template] of Object.entries(TEMPLATES)) {
      const filled = t(key, ownNames(template));
      expect(filled, key).not.toMatch(HAS_PLACEHOLDER);
    }
    expect(errors).not.toHaveBeenCalled();
  });

  test('the page shell’s words stay out of the scripts (index.html has them at build time)', () => {
    expect(Object.keys(TEMPLATES).some((key) => key.startsWith('page.'))).toBe(false);
  });

  test('keys are "<part>.<name>" and templates are non-empty strings', () => {
    for (const [key, template] of Object.entries(TEMPLATES)) {
      expect(key).toMatch(/^[a-z]+\.\w+$/);
      expect(typeof template === 'string' && template.trim().length > 0, key).toBe(true);
    }
  });

  test('a placeholder without a value is reported and left visible', () => {
    const [key, template] = Object.entries(TEMPLATES).find(([, text]) =>
      HAS_PLACEHOLDER.test(text),
    );
    const values = ownNames(template);
    const [first] = Object.keys(values);
    delete values[first];
    expect(t(key, values)).toContain(`{${first}}`);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(`{${first}}`));
  });

  test('an unknown key is reported', () => {
    t('nowhere.nothing');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('nowhere.nothing'));
  });
});

describe('tNodes()', () => {
  test('puts values in order, nodes as they are', () => {
    const [key, template] = Object.entries(TEMPLATES).find(([, text]) =>
      HAS_PLACEHOLDER.test(text),
    );
    const node = { nodeType: 1 };
    const names = Object.keys(ownNames(template));
    const values = Object.fromEntries(names.map((name) => [name, node]));
    const parts = tNodes(key, values);
    expect(parts.filter((part) => part === node)).toHaveLength(
      [...template.matchAll(PLACEHOLDER)].length,
    );
    expect(parts.filter((part) => typeof part === 'string').join('')).toBe(
      template.replace(PLACEHOLDER, ''),
    );
    expect(errors).not.toHaveBeenCalled();
  });

  test('a node whose placeholder comes twice stands in the second place as a copy', () => {
    const [key, template] = Object.entries(TEMPLATES).find(([, text]) => repeatedName(text));
    const copy = { nodeType: 1 };
    const node = { nodeType: 1, cloneNode: (deep) => deep && copy };
    const parts = tNodes(key, { ...ownNames(template), [repeatedName(template)]: node });
    expect(parts.filter((part) => part === node)).toHaveLength(1);
    expect(parts.filter((part) => part === copy).length).toBeGreaterThan(0);
    expect(parts.indexOf(node)).toBeLessThan(parts.indexOf(copy));
  });
});

/** The first placeholder that `template` names more than once. */
function repeatedName(template) {
  const names = [...template.matchAll(PLACEHOLDER)].map(([, name]) => name);
  return names.find((name, index) => names.indexOf(name) !== index);
}

// Strings in the page's code that read as prose: a capitalised word followed
// by another word, or three lowercase words in a row. Code shown as code
// (brackets, braces, semicolons, operators) is not prose.
const PROSE = /\b[A-Z][a-z]+ [a-z]{2,}|\b[a-z]{2,} [a-z]{2,} [a-z]{2,}\b/;
const CODE = /[(){};=<>]/;

/** Every string literal and template-literal part of a module, with its line. */
function stringsOf(file) {
  const strings = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'Literal' && typeof node.value === 'string') {
      strings.push([node.value, node.loc.start.line]);
    }
    if (node.type === 'TemplateElement') strings.push([node.value.cooked, node.loc.start.line]);
    for (const [name, child] of Object.entries(node)) {
      // An import's path is no text.
      if (name === 'source') continue;
      if (Array.isArray(child)) child.forEach(visit);
      else if (child && typeof child === 'object') visit(child);
    }
  };
  visit(
    parse(readFileSync(file, 'utf8'), {
      ecmaVersion: 'latest',
      sourceType: 'module',
      locations: true,
    }),
  );
  return strings;
}

describe('the learner’s words live in web/src/text/ only', () => {
  const root = new URL('../../web/', import.meta.url);
  const modules = readdirSync(new URL('src/', root), { recursive: true })
    .filter((name) => name.endsWith('.js') && !name.startsWith('text/'))
    // The URL table's descriptions are the docs' table (docs/embedding.md), for
    // authors, and never shown by the page.
    .filter((name) => name !== 'state/url-parameter-docs.js');

  test('no module outside text/ holds a sentence or a label of its own', () => {
    const found = modules.flatMap((name) =>
      stringsOf(new URL(`src/${name}`, root))
        .filter(([text]) => PROSE.test(text) && !CODE.test(text))
        .map(([text, line]) => `${name}:${line}: ${text}`),
    );
    expect(modules.length).toBeGreaterThan(20);
    expect(found).toEqual([]);
  });

  test('index.html has no words of its own: its text comes from {{part.name}} markers', () => {
    const html = readFileSync(new URL('index.html', root), 'utf8')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/\{\{[^}]*\}\}/g, '');
    const text = html.replace(/<script[\s\S]*?<\/script>|<[^>]*>/g, ' ');
    // Attributes a reader meets: names, alternatives and the page's descriptions.
    const described =
      /<meta (?:name|property)="(?:description|og:title|og:description|og:image:alt)" content="([^"]*)"/g;
    const named = /\b(?:alt|title|aria-label|placeholder)="([^"]*)"/g;
    const attributes = [...html.matchAll(described), ...html.matchAll(named)].map(
      ([, value]) => value,
    );
    const words = [text, ...attributes].join(' ').match(/\p{L}{2,}/gu);
    expect(words ?? []).toEqual([]);
  });

  test('the check finds a label typed into a view', () => {
    expect(PROSE.test('Next step') && !CODE.test('Next step')).toBe(true);
    expect(PROSE.test('weights add up to one')).toBe(true);
    expect(PROSE.test('weight-cell is-focused')).toBe(false);
  });
});
