// Saving a figure (./figures.js) as a file: the SVG as it is, or a PNG at
// twice its size drawn by the browser from that SVG. Loaded with import()
// the first time a Download figure control is used, so the first screen
// does not carry it. The PNG goes SVG → blob: URL → <img> → canvas →
// toBlob; the page's Content-Security-Policy allows it with blob: in
// img-src (docs/embedding.md).
import { buildFigure, figureFileName } from './figures.js';
import { t } from '../text/text.js';

/** PNG pixels per CSS pixel of the figure. */
export const PNG_SCALE = 2;

/**
 * The figure as a PNG at PNG_SCALE times its size.
 * @param {{ svg: string, width: number, height: number }} figure
 * @returns {Promise<Blob>}
 */
export async function figurePng(figure, scale = PNG_SCALE) {
  const url = URL.createObjectURL(new Blob([figure.svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image(figure.width, figure.height);
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(figure.width * scale);
    canvas.height = Math.round(figure.height * scale);
    const context = canvas.getContext('2d');
    context.scale(scale, scale);
    context.drawImage(image, 0, 0, figure.width, figure.height);
    return await new Promise((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error(t('figures.noPng')))),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

// Hands the file to the browser's download; the URL lives a minute, long
// enough for the download to start.
function save(blob, fileName) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Builds figure `kind` for the state on screen and saves it.
 * @param {'matrix' | 'softmax' | 'plane' | 'lines'} kind
 * @param {'svg' | 'png'} format
 * @returns {Promise<string>} the file's name
 */
export async function downloadFigure(kind, format, model, selection, { theme = 'light' } = {}) {
  const figure = buildFigure(kind, model, selection, { theme });
  const blob =
    format === 'png'
      ? await figurePng(figure)
      : new Blob([figure.svg], { type: 'image/svg+xml;charset=utf-8' });
  const fileName = figureFileName(kind, model, selection, format);
  save(blob, fileName);
  return fileName;
}
