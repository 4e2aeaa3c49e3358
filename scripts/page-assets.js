// A Vite plugin for what the page links to outside its scripts: the favicon,
// the stylesheet of the messages shown when the scripts do not run, the
// classic scripts that give those messages their language and tell a page
// opened from disk, the picture of the chapter's weight matrix those
// messages show (in each language), and the link-preview image. The
// pictures and the preview are the lab's matrix figure, made at build time
// from the built WebAssembly core (./matrix-picture.js).
//
// index.html names them with placeholders that Vite's own HTML processing
// leaves alone (data-lab-href="favicon.svg", data-lab-content="preview.png",
// data-lab-picture); after it, they become relative URLs to files written
// next to index.html, or data: URLs in the single-file build.
import { readFile } from 'node:fs/promises';
import { openingState, picturesInEachLanguage, previewPng } from './matrix-picture.js';

const webDir = new URL('../web/', import.meta.url);

// The page's module script is refused in a frame sandboxed without
// allow-same-origin and on a page opened from disk (no origin to fetch it
// from); this classic one still runs, on every load, so it is small. It
// marks a page opened from disk, so fallback.css shows the pointer to the
// one-file lab, and once the module script is refused it loads
// fallback-words.js, which writes the messages shown then in the reader's
// language.
const FALLBACK_SCRIPT = `(function () {
  if (location.protocol === 'file:') document.documentElement.classList.add('is-from-disk');
  let words;
  addEventListener('error', (event) => {
    if (words || !(event.target instanceof HTMLScriptElement) || event.target.type !== 'module') return;
    words = document.createElement('script');
    words.src = './fallback-words.js';
    document.head.append(words);
  }, true);
})();
`;

// The picture's file in each language: matrix.svg in English, matrix-de.svg …
const pictureFile = (code) => (code === 'en' ? 'matrix.svg' : `matrix-${code}.svg`);

/**
 * fallback-words.js: gives the page the language the lab would show, by the
 * lab's own rules (text/languages.js, which imports nothing, without its
 * exports), and in another language than English writes the words of
 * index.html's elements marked data-lab-words="<page.* name>" and the picture in it.
 * @param {Map<string, { width: number, height: number, alt: string }>} pictures
 */
async function fallbackWords(pictures) {
  const languages = (await readFile(new URL('src/text/languages.js', webDir), 'utf8'))
    .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
    .replace(/^export /gm, '')
    .replace(/\n\s*\n/g, '\n');
  const html = await readFile(new URL('index.html', webDir), 'utf8');
  const names = [...html.matchAll(/data-lab-words="(\w+)"/g)].map(([, name]) => name);
  const shown = {};
  for (const [code, { width, height, alt }] of pictures) {
    if (code === 'en') continue;
    const { default: page } = await import(new URL(`src/text/${code}/page.js`, webDir).href);
    shown[code] = {
      words: Object.fromEntries(names.map((name) => [name, page[name]])),
      picture: { src: `./${pictureFile(code)}`, width, height, alt },
    };
  }
  return `(function () {${languages}
  const root = document.documentElement;
  const chosen = languageOf(new URLSearchParams(location.search).get('lang') ?? '');
  root.lang = pageLanguage(chosen, navigator.languages);
  if (RIGHT_TO_LEFT.has(root.lang)) root.dir = 'rtl';
  const shown = ${JSON.stringify(shown)}[root.lang];
  // The frame's message names its picture by data-src until now: fetched
  // only where the message can come up, never by a lab that starts.
  for (const image of document.querySelectorAll('.lab-fallback img')) {
    if (shown) Object.assign(image, shown.picture);
    else if (image.dataset.src) image.src = image.dataset.src;
  }
  if (!shown) return;
  for (const element of document.querySelectorAll('[data-lab-words]')) {
    element.textContent = shown.words[element.dataset.labWords];
  }
})();
`;
}

async function makeAssets() {
  // Imported at run time, not bundled into the config: the glue finds its
  // .wasm next to itself.
  const { loadAttention } = await import(new URL('lib/attention.js', webDir).href);
  const pictures = await picturesInEachLanguage(openingState(await loadAttention()));
  const files = {
    'favicon.svg': ['image/svg+xml', await readFile(new URL('favicon.svg', webDir))],
    'fallback.css': ['text/css', await readFile(new URL('fallback.css', webDir))],
    'fallback.js': ['text/javascript', Buffer.from(FALLBACK_SCRIPT)],
    'fallback-words.js': ['text/javascript', Buffer.from(await fallbackWords(pictures))],
    'preview.png': ['image/png', previewPng(pictures.get('en'))],
  };
  for (const [code, { svg }] of pictures)
    files[pictureFile(code)] = ['image/svg+xml', Buffer.from(svg)];
  return { files, picture: pictures.get('en') };
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
        const { files, picture: shown } = await ready();
        const picture = (source) =>
          `${source}="${urlOf(files, 'matrix.svg')}" width="${shown.width}" height="${shown.height}" alt="${escapeAttribute(shown.alt)}"`;
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
            // The frame's message: its picture waits for fallback-words.js.
            .replaceAll('data-lab-picture-later', picture(inline ? 'src' : 'data-src'))
            .replaceAll('data-lab-picture', picture('src'))
        );
      },
    },
  };
}
