// Static pictures of the chapter's attention weights, made at build time by
// the lab's own figure code (web/src/figures/figures.js) from the built
// core's numbers and the state the lab opens on: matrix.svg, the weight
// matrix with its word labels and legend, for pages whose scripts do not
// run, and preview.png, the same figure on a 1200 × 630 card for link
// previews, rasterised by resvg (Debian's DejaVu fonts; any sans-serif
// face does).
import { readdir } from 'node:fs/promises';
import { Resvg } from '@resvg/resvg-js';
import { buildFigure } from '../web/src/figures/figures.js';
import { createStore } from '../web/src/model/store.js';
import { defaultState } from '../web/src/state/url.js';
import { formatWeight } from '../web/src/text/numbers.js';
import { STRINGS, keyed } from '../web/src/text/en/index.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../web/src/text/languages.js';
import { setLanguage, t } from '../web/src/text/text.js';
import { listed } from '../web/src/text/wording.js';

// The pictures are built in English, as index.html is.
setLanguage('en', STRINGS);

/**
 * The model and selection of the state the lab opens on (the chapter's
 * example, "flies", scaled, separate projections), computed by the core.
 * @param {import('../web/lib/attention.js').Attention} attention
 */
export function openingState(attention) {
  const example = attention.chapterExample();
  const store = createStore(attention, example, defaultState(example.tokens));
  return { model: store.model, selection: store.state.selection };
}

/** One sentence per query word, for the picture's alt text. */
export function matrixDescription({ labels, weights }) {
  const rows = labels.map((token, row) => {
    // Keys that tie once rounded to what is shown are named together.
    const largest = formatWeight(Math.max(...weights[row]));
    const keys = labels.filter((_, column) => formatWeight(weights[row][column]) === largest);
    return t('matrix.pictureRow', { token, weight: largest, keys: listed(keys) });
  });
  return t('matrix.pictureAlt', {
    sentence: labels.join(' '),
    rows: rows.join(t('matrix.pictureRowSeparator')),
  });
}

/** The weight matrix figure of the opening state. */
export function matrixPicture({ model, selection }) {
  return buildFigure('matrix', model, selection);
}

const textDir = new URL('../web/src/text/', import.meta.url);

/** Every part's templates in `code`, from its folder (loader.js globs them for the page). */
async function templatesOf(code) {
  const files = (await readdir(new URL(`${code}/`, textDir))).filter(
    (name) => name.endsWith('.js') && !['index.js', 'loader.js'].includes(name),
  );
  const parts = {};
  for (const file of files) {
    parts[file.slice(0, -3)] = (await import(new URL(`${code}/${file}`, textDir).href)).default;
  }
  return keyed(parts);
}

/**
 * The matrix figure of the opening state and its alt text, in each of the
 * lab's languages (for the messages shown in each).
 * @returns {Promise<Map<string, { svg: string, width: number, height: number, alt: string }>>}
 */
export async function picturesInEachLanguage(opening) {
  const pictures = new Map();
  for (const { code } of LANGUAGES) {
    setLanguage(code, code === DEFAULT_LANGUAGE ? STRINGS : await templatesOf(code));
    pictures.set(code, { ...matrixPicture(opening), alt: matrixDescription(opening.model) });
  }
  setLanguage(DEFAULT_LANGUAGE, STRINGS);
  return pictures;
}

/** Size of the link-preview image (Open Graph's recommended 1.91 : 1). */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
const PREVIEW_MARGIN = 24;

/**
 * The preview card: the figure, scaled to fit and centred on white.
 * @param {{ svg: string, width: number, height: number }} figure
 * @returns {Buffer} a PNG file
 */
export function previewPng(figure) {
  const scale = Math.min(
    (PREVIEW_WIDTH - 2 * PREVIEW_MARGIN) / figure.width,
    (PREVIEW_HEIGHT - 2 * PREVIEW_MARGIN) / figure.height,
  );
  const width = figure.width * scale;
  const height = figure.height * scale;
  const inner = figure.svg
    .replace(/^<\?xml[^>]*>\s*/, '')
    .replace(
      '<svg ',
      `<svg x="${(PREVIEW_WIDTH - width) / 2}" y="${(PREVIEW_HEIGHT - height) / 2}" width="${width}" height="${height}" `,
    )
    .replace(/ width="\d+" height="\d+" viewBox=/, ' viewBox=');
  const card = `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}"><rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="#ffffff"/>${inner}</svg>`;
  const rendered = new Resvg(card, {
    background: '#ffffff',
    font: {
      loadSystemFonts: true,
      defaultFontFamily: 'DejaVu Sans',
      sansSerifFamily: 'DejaVu Sans',
    },
  }).render();
  return rendered.asPng();
}
