// A Vite plugin for what the page links to outside its scripts: the favicon,
// the stylesheet of the no-script messages, the classic script that tells a
// page opened from disk, the picture of the chapter's
// weight matrix those messages show, and the link-preview image. The picture
// and the preview are the lab's matrix figure, made at build time from the
// built WebAssembly core (./matrix-picture.js).
//
// index.html names them with placeholders that Vite's own HTML processing
// leaves alone (data-lab-href="favicon.svg", data-lab-content="preview.png",
// data-lab-picture); after it, they become relative URLs to files written
// next to index.html, or data: URLs in the single-file build.
import { readFile } from 'node:fs/promises';
import { matrixDescription, matrixPicture, openingState, previewPng } from './matrix-picture.js';

const webDir = new URL('../web/', import.meta.url);

// Opened from disk, the page's module script is refused (a file:// page has
// no origin to fetch it from); this classic one still runs and marks the
// page, so fallback.css shows the pointer to the one-file lab.
const FROM_DISK_SCRIPT =
  "if(location.protocol==='file:')document.documentElement.classList.add('is-from-disk')\n";

async function makeAssets() {
  // Imported at run time, not bundled into the config: the glue finds its
  // .wasm next to itself.
  const { loadAttention } = await import(new URL('lib/attention.js', webDir).href);
  const opening = openingState(await loadAttention());
  const picture = matrixPicture(opening);
  return {
    files: {
      'favicon.svg': ['image/svg+xml', await readFile(new URL('favicon.svg', webDir))],
      'fallback.css': ['text/css', await readFile(new URL('fallback.css', webDir))],
      'from-disk.js': ['text/javascript', Buffer.from(FROM_DISK_SCRIPT)],
      'matrix.svg': ['image/svg+xml', Buffer.from(picture.svg)],
      'preview.png': ['image/png', previewPng(picture)],
    },
    picture: {
      width: picture.width,
      height: picture.height,
      alt: matrixDescription(opening.model),
    },
  };
}

// Open Graph and Twitter card tags, kept only where the page has an address.
const PREVIEW_TAG = /<meta\s+(?:property="og:|name="twitter:)[^>]*>\s*/g;

const escapeAttribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * @param {{ inline?: boolean, publicUrl?: string }} options
 *   inline: data: URLs instead of files (the single-file build; preview tags
 *   are dropped, as a file attachment has no address to preview);
 *   publicUrl: where dist/ will be served, to make the preview image's URL
 *   absolute as link-preview crawlers expect (relative otherwise)
 */
export function pageAssets({ inline = false, publicUrl } = {}) {
  let assets;
  const ready = () => (assets ??= makeAssets());

  const urlOf = (files, name) => {
    if (!inline) return `./${name}`;
    const [type, source] = files[name];
    return `data:${type};base64,${source.toString('base64')}`;
  };

  return {
    name: 'attention-lab-page-assets',

    async buildStart() {
      await ready();
    },

    // `vite` (dev): the same files, generated in memory.
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const name = new URL(request.url, 'http://localhost').pathname.slice(1);
        const { files } = await ready();
        if (!Object.hasOwn(files, name)) return next();
        response.setHeader('content-type', files[name][0]);
        response.end(files[name][1]);
      });
    },

    async generateBundle() {
      if (inline) return;
      const { files } = await ready();
      for (const [fileName, [, source]] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },

    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const { files, picture } = await ready();
        const previewUrl = (name) =>
          publicUrl ? new URL(name, publicUrl).href : urlOf(files, name);
        return (
          html
            .replace(PREVIEW_TAG, (tag) => (inline ? '' : tag))
            // The single file opens from disk as it is: no pointer needed.
            .replace(/\s*<script data-lab-src="([^"]+)"[^>]*><\/script>/g, (tag, name) =>
              inline ? '' : tag.replace(`data-lab-src="${name}"`, `src="./${name}"`),
            )
            .replace(/data-lab-href="([^"]+)"/g, (_, name) => `href="${urlOf(files, name)}"`)
            .replace(/data-lab-content="([^"]+)"/g, (_, name) => `content="${previewUrl(name)}"`)
            .replaceAll(
              'data-lab-picture',
              `src="${urlOf(files, 'matrix.svg')}" width="${picture.width}" height="${picture.height}" alt="${escapeAttribute(picture.alt)}"`,
            )
        );
      },
    },
  };
}
