// The pictures of the chapter's weight matrix made at build time (the
// no-script messages' SVG and the link-preview PNG), checked against the
// core's numbers and, for flies, the chapter's published row.
import { inflateSync, crc32 } from 'node:zlib';
import { beforeAll, expect, test } from 'vitest';
import { loadAttention } from '../../web/lib/attention.js';
import { weightColours } from '../../web/src/dom/colour.js';
import {
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  chapterWeights,
  matrixDescription,
  matrixSvg,
  previewPng,
} from '../../scripts/matrix-picture.js';

let matrix;
beforeAll(async () => {
  matrix = chapterWeights(await loadAttention());
});

const rgbOf = (weight) =>
  weightColours(Number(weight.toFixed(2)))
    .background.match(/\d+/g)
    .map(Number);

test('the weights are the chapter’s (flies: 0.01 0.18 0.01 0.01 0.80)', () => {
  expect(matrix.tokens).toEqual(['time', 'flies', 'like', 'an', 'arrow']);
  expect(matrix.weights[1].map((w) => w.toFixed(2))).toEqual([
    '0.01',
    '0.18',
    '0.01',
    '0.01',
    '0.80',
  ]);
  for (const row of matrix.weights) expect(row.reduce((a, b) => a + b)).toBeCloseTo(1, 5);
});

test('the SVG names both axes with the words and shows each weight in its colour', () => {
  const { svg, width, height } = matrixSvg(matrix);
  expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
  const labels = [...svg.matchAll(/<text [^>]*fill="#1a1a1a">([a-z]+)<\/text>/g)].map((m) => m[1]);
  // Each word once as a column header and once as a row label, in order.
  expect(labels).toHaveLength(2 * matrix.tokens.length);
  expect(labels.filter((_, i) => i % 2 === 0)).toEqual(matrix.tokens);
  expect(labels.filter((_, i) => i % 2 === 1)).toEqual(matrix.tokens);
  const cells = [
    ...svg.matchAll(
      /<rect x="[\d.]+" y="[\d.]+" [^>]*fill="([^"]+)"[^>]*\/>\n<text [^>]*>([\d.]+)<\/text>/g,
    ),
  ];
  expect(cells.map((m) => m[2])).toEqual(matrix.weights.flat().map((w) => w.toFixed(2)));
  expect(cells.map((m) => m[1])).toEqual(
    matrix.weights.flat().map((w) => weightColours(Number(w.toFixed(2))).background),
  );
});

test('the description names each row’s strongest key', () => {
  const description = matrixDescription(matrix);
  expect(description).toContain('flies gives 0.80 to arrow;');
  // like's two largest weights, on time and flies, both show as 0.24.
  expect(matrix.weights[2].slice(0, 2).map((w) => w.toFixed(2))).toEqual(['0.24', '0.24']);
  expect(description).toContain('like gives 0.24 to time and flies;');
});

// A reader for exactly what encodePng writes: IHDR, one IDAT, IEND, filter 0.
function decodePng(png) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks = {};
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    chunks[type] = png.subarray(at + 8, at + 8 + length);
    at += 12 + length;
  }
  const width = chunks.IHDR.readUInt32BE(0);
  const height = chunks.IHDR.readUInt32BE(4);
  expect([...chunks.IHDR.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  const rows = inflateSync(chunks.IDAT);
  expect(rows.length).toBe(height * (width * 3 + 1));
  const pixel = (x, y) => [...rows.subarray(y * (width * 3 + 1) + 1 + x * 3).subarray(0, 3)];
  return { width, height, pixel, hasIEND: 'IEND' in chunks };
}

test('the preview PNG is a valid 1200 × 630 image with each cell in its weight’s colour', () => {
  const { width, height, pixel, hasIEND } = decodePng(previewPng(matrix));
  expect([width, height, hasIEND]).toEqual([PREVIEW_WIDTH, PREVIEW_HEIGHT, true]);
  // The grid is whatever differs from the corner's background; split it 5 × 5.
  const background = pixel(0, 0).join();
  const middleRow = Array.from({ length: width }, (_, x) => pixel(x, height / 2).join());
  const middleColumn = Array.from({ length: height }, (_, y) => pixel(width / 2, y).join());
  const left = middleRow.findIndex((p) => p !== background);
  const right = middleRow.findLastIndex((p) => p !== background);
  const top = middleColumn.findIndex((p) => p !== background);
  const bottom = middleColumn.findLastIndex((p) => p !== background);
  const n = matrix.tokens.length;
  const cell = (right - left + 1) / n;
  expect((bottom - top + 1) / n).toBeCloseTo(cell, 0);
  matrix.weights.forEach((row, r) =>
    row.forEach((weight, c) => {
      const corner = pixel(Math.round(left + c * cell + 3), Math.round(top + r * cell + 3));
      expect(corner).toEqual(rgbOf(weight));
    }),
  );
  // Flies → arrow holds its value in black pixels (0.80 is a light green).
  const fliesArrow = { x: left + 4 * cell, y: top + cell };
  let ink = 0;
  for (let y = 0; y < cell - 4; y += 1)
    for (let x = 0; x < cell - 4; x += 1)
      if (pixel(Math.round(fliesArrow.x + x), Math.round(fliesArrow.y + y)).join() === '0,0,0')
        ink += 1;
  expect(ink).toBeGreaterThan(200);
});
