import { mkdir, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { defineConfig } from 'vite';
import { viteSingleFile } from 'vite-plugin-singlefile';
import { pageAssets } from './scripts/page-assets.js';
import { pageText } from './scripts/page-text.js';
import { BUILD_ONLY_PAGE_WORDS } from './web/src/text/parts.js';

// The entry script blocks the first paint (blocking="render", Chromium 105+):
// its first lines give the page a link's options (embed mode, view, theme,
// the sentence fold opened), so a shared link opens as it will stay instead
// of jumping a moment later. Vite drops the attribute from the source's tag,
// so it is added to the built one. (The single file inlines the script.)
const renderBlockingEntry = {
  name: 'render-blocking-entry',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(
        '<script type="module" crossorigin src=',
        '<script type="module" blocking="render" crossorigin src=',
      ),
  },
};

// index.html's comments are for whoever edits it, not for the learner's
// download (about 0.6 KiB of it gzipped): the built page leaves them out.
// Taken from the source, before Vite or the single file puts scripts inline.
const withoutComments = {
  name: 'html-without-comments',
  transformIndexHtml: { order: 'pre', handler: (html) => html.replace(/<!--[\s\S]*?-->/g, '') },
};

// A language's page shell words go to the page without those only index.html
// shows (the no-script message, the preview's alt text): fewer bytes for a
// reader who will never see them.
const runtimePageWords = {
  name: 'runtime-page-words',
  async transform(code, id) {
    if (!/\/web\/src\/text\/[\w-]+\/page\.js$/.test(id)) return undefined;
    const { default: words } = await import(`${pathToFileURL(id).href}?runtime`);
    const shown = Object.entries(words).filter(([name]) => !BUILD_ONLY_PAGE_WORDS.includes(name));
    return { code: `export default ${JSON.stringify(Object.fromEntries(shown))};`, map: null };
  },
};

// The single file ships in dist/ too, as attention-lab.html: what the
// set-up panel's "Download as one file" starts from, and what the page
// built for a server points to when it is opened from disk. Run after the
// plain build (scripts/test.sh, npm run build), which empties dist/.
const singleFileInDist = {
  name: 'single-file-in-dist',
  apply: 'build',
  async writeBundle(options, bundle) {
    const page = bundle['index.html'];
    const dist = new URL('./dist/', import.meta.url);
    await mkdir(dist, { recursive: true });
    await writeFile(new URL('attention-lab.html', dist), page.source);
  },
};

// `vite build --mode single` inlines JS, CSS and the WebAssembly into one
// HTML file that opens from file:// and can be attached to a course as is.
export default defineConfig(({ mode }) => ({
  root: 'web',
  // Relative asset URLs: dist/ works from any sub-path.
  base: './',
  server: { host: '127.0.0.1', port: 5173 },
  plugins: [
    withoutComments,
    // index.html's words, from the same templates as the views' (web/src/text/en/).
    pageText(),
    runtimePageWords,
    // Favicon, no-script messages' sheet and picture, link-preview image.
    // LAB_PUBLIC_URL (where dist/ is served) makes the preview image's URL absolute.
    pageAssets({ inline: mode === 'single', publicUrl: process.env.LAB_PUBLIC_URL }),
    ...(mode === 'single' ? [viteSingleFile(), singleFileInDist] : [renderBlockingEntry]),
  ],
  build: {
    outDir: mode === 'single' ? '../dist-single' : '../dist',
    emptyOutDir: true,
    target: 'es2022',
    // Everything the entry imports statically in its one chunk: left alone,
    // Rolldown puts modules a lazy view shares with the entry (el.js, say)
    // in chunks of their own, and the first screen waits for more requests
    // (rolldown/rolldown#10731).
    ...(mode === 'single'
      ? {}
      : {
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
          },
        }),
  },
}));
