// Static pictures of the chapter's 5 × 5 attention weights, drawn at build
// time from the WebAssembly core's numbers: an SVG (words on both axes,
// viridis cells, values) for pages whose scripts do not run, and a PNG for
// link previews. Colours and two-decimal values are the page's own.
import { crc32, deflateSync } from 'node:zlib';
import { weightColours } from '../web/src/dom/colour.js';
import { formatWeight } from '../web/src/text/numbers.js';
import { STRINGS } from '../web/src/text/en/index.js';
import { setLanguage, t } from '../web/src/text/text.js';
import { listed } from '../web/src/text/wording.js';

// The pictures are built in English, as index.html is.
setLanguage('en', STRINGS);

/**
 * The chapter example's weights, computed by the core (scaled, separate
 * projections: what the lab opens on).
 * @param {import('../web/lib/attention.js').Attention} attention
 * @returns {{ tokens: string[], weights: number[][] }}
 */
export function chapterWeights(attention) {
  const example = attention.chapterExample();
  const { weights } = attention.scaledDotProductAttention(
    example.query,
    example.key,
    example.value,
    { scale: true },
  );
  const n = example.tokens.length;
  return {
    tokens: example.tokens,
    weights: example.tokens.map((_, row) => Array.from(weights.data.slice(row * n, row * n + n))),
  };
}

// The colours a cell gets on the page: those of its weight as shown.
function cellColours(weight) {
  const { background, text } = weightColours(Number(formatWeight(weight)));
  return { background, text, rgb: background.match(/\d+/g).map(Number) };
}

const escapeXml = (text) =>
  String(text).replace(
    /[<>&"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c],
  );

/** One sentence per query word, for the picture's alt text. */
export function matrixDescription({ tokens, weights }) {
  const rows = tokens.map((token, row) => {
    // Keys that tie once rounded to what is shown are named together.
    const largest = formatWeight(Math.max(...weights[row]));
    const keys = tokens.filter((_, column) => formatWeight(weights[row][column]) === largest);
    return t('matrix.pictureRow', { token, weight: largest, keys: listed(keys) });
  });
  return t('matrix.pictureAlt', {
    sentence: tokens.join(' '),
    rows: rows.join(t('matrix.pictureRowSeparator')),
  });
}

const CELL = 56;
const LABEL_WIDTH = 64;
const HEADER_HEIGHT = 76;
const MARGIN = 16;

/**
 * @param {{ tokens: string[], weights: number[][] }} matrix
 * @returns {{ svg: string, width: number, height: number }}
 */
export function matrixSvg({ tokens, weights }) {
  const n = tokens.length;
  const left = MARGIN + LABEL_WIDTH;
  const width = left + n * CELL + MARGIN;
  const height = HEADER_HEIGHT + n * CELL + MARGIN;
  const centre = (index) => index * CELL + CELL / 2;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="14">`,
    `<title>${escapeXml(matrixDescription({ tokens, weights }))}</title>`,
    `<rect width="${width}" height="${height}" rx="8" fill="#fff"/>`,
    `<text x="${MARGIN}" y="24" font-size="15" font-weight="600" fill="#1a1a1a">${escapeXml(t('matrix.pictureTitle'))}</text>`,
    `<text x="${MARGIN}" y="44" font-size="12" fill="#444">${escapeXml(t('matrix.pictureAxes'))}</text>`,
  ];
  tokens.forEach((token, index) => {
    parts.push(
      `<text x="${left + centre(index)}" y="${HEADER_HEIGHT - 10}" text-anchor="middle" fill="#1a1a1a">${escapeXml(token)}</text>`,
      `<text x="${left - 10}" y="${HEADER_HEIGHT + centre(index) + 5}" text-anchor="end" fill="#1a1a1a">${escapeXml(token)}</text>`,
    );
  });
  weights.forEach((row, rowIndex) =>
    row.forEach((weight, column) => {
      const { background, text } = cellColours(weight);
      const x = left + column * CELL;
      const y = HEADER_HEIGHT + rowIndex * CELL;
      parts.push(
        `<rect x="${x}" y="${y}" width="${CELL}" height="${CELL}" fill="${background}" stroke="#fff"/>`,
        `<text x="${x + CELL / 2}" y="${y + CELL / 2 + 5}" text-anchor="middle" fill="${text}">${formatWeight(weight)}</text>`,
      );
    }),
  );
  parts.push('</svg>');
  return { svg: parts.join('\n'), width, height };
}

/** Size of the link-preview image (Open Graph's recommended 1.91 : 1). */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
const PREVIEW_CELL = 100;
const PREVIEW_GAP = 4;
const PREVIEW_BACKGROUND = [0xf6, 0xf6, 0xf9];

// Digits and the decimal point as 3 × 5 pixel glyphs ("1" = pixel on), so the
// preview shows each cell's value without a font renderer.
const GLYPHS = {
  0: ['111', '101', '101', '101', '111'],
  1: ['010', '110', '010', '010', '111'],
  2: ['111', '001', '111', '100', '111'],
  3: ['111', '001', '111', '001', '111'],
  4: ['101', '101', '111', '001', '001'],
  5: ['111', '100', '111', '001', '111'],
  6: ['111', '100', '111', '101', '111'],
  7: ['111', '001', '001', '001', '001'],
  8: ['111', '101', '111', '101', '111'],
  9: ['111', '101', '111', '001', '111'],
  '.': ['0', '0', '0', '0', '1'],
};
const GLYPH_SCALE = 6;

/**
 * The preview image: the weight matrix as coloured cells with their values.
 * @param {{ tokens: string[], weights: number[][] }} matrix
 * @returns {Buffer} a PNG file
 */
export function previewPng({ weights }) {
  const pixels = new Uint8Array(PREVIEW_WIDTH * PREVIEW_HEIGHT * 3);
  const fill = (x0, y0, w, h, rgb) => {
    for (let y = y0; y < y0 + h; y += 1) {
      for (let x = x0; x < x0 + w; x += 1) pixels.set(rgb, (y * PREVIEW_WIDTH + x) * 3);
    }
  };
  fill(0, 0, PREVIEW_WIDTH, PREVIEW_HEIGHT, PREVIEW_BACKGROUND);
  const n = weights.length;
  const side = n * PREVIEW_CELL + (n - 1) * PREVIEW_GAP;
  const left = Math.floor((PREVIEW_WIDTH - side) / 2);
  const top = Math.floor((PREVIEW_HEIGHT - side) / 2);
  weights.forEach((row, rowIndex) =>
    row.forEach((weight, column) => {
      const x = left + column * (PREVIEW_CELL + PREVIEW_GAP);
      const y = top + rowIndex * (PREVIEW_CELL + PREVIEW_GAP);
      const { rgb, text } = cellColours(weight);
      fill(x, y, PREVIEW_CELL, PREVIEW_CELL, rgb);
      const glyphs = [...formatWeight(weight)].map((character) => GLYPHS[character]);
      const textWidth = glyphs.reduce(
        (sum, g) => sum + (g[0].length + 1) * GLYPH_SCALE,
        -GLYPH_SCALE,
      );
      let penX = x + Math.floor((PREVIEW_CELL - textWidth) / 2);
      const penY = y + Math.floor((PREVIEW_CELL - 5 * GLYPH_SCALE) / 2);
      const ink = text === '#000' ? [0, 0, 0] : [255, 255, 255];
      for (const glyph of glyphs) {
        glyph.forEach((bits, glyphRow) =>
          [...bits].forEach((bit, glyphColumn) => {
            if (bit === '1') {
              fill(
                penX + glyphColumn * GLYPH_SCALE,
                penY + glyphRow * GLYPH_SCALE,
                GLYPH_SCALE,
                GLYPH_SCALE,
                ink,
              );
            }
          }),
        );
        penX += (glyph[0].length + 1) * GLYPH_SCALE;
      }
    }),
  );
  return encodePng(PREVIEW_WIDTH, PREVIEW_HEIGHT, pixels);
}

/**
 * A minimal PNG encoder: 8-bit RGB, no filtering, one zlib stream.
 * @param {number} width
 * @param {number} height
 * @param {Uint8Array} rgb  width × height × 3 bytes, row by row
 * @returns {Buffer}
 */
export function encodePng(width, height, rgb) {
  const rows = Buffer.alloc(height * (width * 3 + 1));
  for (let y = 0; y < height; y += 1) {
    // Each row starts with its filter type, 0 (none).
    rows.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), defaults
  const chunk = (type, data) => {
    const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(typeAndData));
    return Buffer.concat([length, typeAndData, checksum]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
