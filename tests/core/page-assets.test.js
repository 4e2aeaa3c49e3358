// The pictures of the chapter's weight matrix made at build time (the
// no-script messages' SVG and the link-preview PNG) by the lab's figure
// code, checked against the core's numbers and, for flies, the chapter's
// published row.
import { inflateSync, crc32 } from 'node:zlib';
import { beforeAll, expect, test } from 'vitest';
import { loadAttention } from '../../web/lib/attention.js';
import { weightColours } from '../../web/src/dom/colour.js';
import {
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  matrixDescription,
  matrixPicture,
  openingState,
  previewPng,
} from '../../scripts/matrix-picture.js';

let opening;
let model;
beforeAll(async () => {
  opening = openingState(await loadAttention());
  model = opening.model;
});

const rgbOf = (weight) =>
  weightColours(Number(weight.toFixed(2)))
    .background.match(/\d+/g)
    .map(Number);

test('the weights are the chapter’s (flies: 0.01 0.18 0.01 0.01 0.80)', () => {
  expect(model.tokens).toEqual(['time', 'flies', 'like', 'an', 'arrow']);
  expect(model.weights[1].map((w) => w.toFixed(2))).toEqual([
    '0.01',
    '0.18',
    '0.01',
    '0.01',
    '0.80',
  ]);
  expect(opening.selection.queryIndex).toBe(1);
});

test('the SVG names both axes with the words and shows each weight in its colour', () => {
  const { svg, width, height } = matrixPicture(opening);
  expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
  const labels = [...svg.matchAll(/<text [^>]*>([a-z]+)<\/text>/g)].map((m) => m[1]);
  // Each word once as a column header, then once as a row label, in order.
  expect(labels.slice(0, 5)).toEqual(model.tokens);
  expect(labels.filter((word) => model.tokens.includes(word)).slice(5)).toEqual(model.tokens);
  const cells = [
    ...svg.matchAll(
      /<rect x="[\d.]+" y="[\d.]+" width="50" height="50" fill="([^"]+)"[^>]*\/><text [^>]*>([\d.]+)<\/text>/g,
    ),
  ];
  expect(cells.map((m) => m[2])).toEqual(model.weights.flat().map((w) => w.toFixed(2)));
  expect(cells.map((m) => m[1])).toEqual(
    model.weights.flat().map((w) => weightColours(Number(w.toFixed(2))).background),
  );
  // The caption names the state; the legend is there.
  expect(svg).toContain('flies · scaled by √dₖ · separate projections');
  expect(svg).toContain('>weight</text>');
});

test('the description names each row’s strongest key', () => {
  const description = matrixDescription(model);
  expect(description).toContain('flies gives 0.80 to arrow;');
  // like's two largest weights, on time and flies, both show as 0.24.
  expect(model.weights[2].slice(0, 2).map((w) => w.toFixed(2))).toEqual(['0.24', '0.24']);
  expect(description).toContain('like gives 0.24 to time and flies;');
});

// A PNG reader for 8-bit RGB or RGBA, any row filter.
function decodePng(png) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const data = [];
  let header;
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') header = body;
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  expect(header[8]).toBe(8);
  const channels = { 2: 3, 6: 4 }[header[9]];
  const stride = width * channels;
  const raw = inflateSync(Buffer.concat(data));
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x];
      const a = x >= channels ? pixels[y * stride + x - channels] : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels] : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predicted = [0, a, b, (a + b) >> 1, paeth][filter];
      pixels[y * stride + x] = (value + predicted) & 0xff;
    }
  }
  const pixel = (x, y) => [...pixels.subarray(y * stride + x * channels).subarray(0, 3)];
  return { width, height, pixel };
}

test('the preview PNG is the matrix figure on a 1200 × 630 card, words and all', () => {
  const { width, height, pixel } = decodePng(previewPng(matrixPicture(opening)));
  expect([width, height]).toEqual([PREVIEW_WIDTH, PREVIEW_HEIGHT]);
  // Find flies → arrow's cell by its colour, and the other cells from it.
  const arrowColour = rgbOf(model.weights[1][4]).join();
  let found = null;
  for (let y = 0; y < height && !found; y += 2)
    for (let x = 0; x < width && !found; x += 2)
      if (pixel(x, y).join() === arrowColour && pixel(x + 20, y + 20).join() === arrowColour)
        found = { x, y };
  expect(found).not.toBeNull();
  const sameColour = (x0, y0, colour) => {
    let count = 0;
    for (let y = y0; y < y0 + 12; y++)
      for (let x = x0; x < x0 + 12; x++) if (pixel(x, y).join() === colour) count++;
    return count;
  };
  expect(sameColour(found.x + 4, found.y + 4, arrowColour)).toBe(144);
  // Left of the cells, on flies' row, its word in the query's colour (#b4400f).
  let cellWidth = 0;
  while (pixel(found.x + cellWidth, found.y + 10).join() === arrowColour) cellWidth++;
  // Arrow's cell is the fifth; the cells are one rule apart.
  const gridLeft = found.x - 4 * (cellWidth + 2);
  let ink = 0;
  for (let x = 0; x < gridLeft - 10; x++)
    for (let y = found.y; y < found.y + cellWidth; y++) {
      const [r, g, b] = pixel(x, y);
      if (r > 150 && g < 110 && b < 80) ink++;
    }
  expect(ink).toBeGreaterThan(50);
});
