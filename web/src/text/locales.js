// Loads a language's templates, so a reader downloads only the words of
// the language shown, and of the parts on screen: each language's
// loader.js is one chunk with the parts its first screen shows, and a
// chunk of its own for each part that loads with its view (parts.js).
import { keyed } from './keyed.js';
import { LANGUAGES } from './languages.js';

// A language is there when its translation is: English, and each one whose
// files have landed with their loader.js.
const LOADERS = import.meta.glob('./*/loader.js');

const loaderOf = (code) => LOADERS[`./${code}/loader.js`];

/** The languages a reader can choose. */
export const availableLanguages = () => LANGUAGES.filter(({ code }) => loaderOf(code));

/** Whether `code` can be shown (else the page stays English). */
export const isAvailable = (code) => loaderOf(code) !== undefined;

// "./steps.js" is the part "steps".
const partOf = (path) => path.slice('./'.length, -'.js'.length);

/**
 * The first screen's templates of `code` (an available language), keyed
 * "<part>.<name>", and a loader for each later part's.
 * @param {string} code
 * @returns {Promise<{ templates: Record<string, string>,
 *   loadPart: (part: string) => Promise<Record<string, string>> }>}
 */
export async function loadLanguage(code) {
  const { firstScreen, later } = await loaderOf(code)();
  const templates = keyed(
    Object.fromEntries(
      Object.entries(firstScreen).map(([path, strings]) => [partOf(path), strings]),
    ),
  );
  const loadPart = async (part) => keyed({ [part]: await later[`./${part}.js`]() });
  return { templates, loadPart };
}
