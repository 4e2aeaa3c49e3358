// A tiny static server for the built site, so end-to-end tests run against
// exactly what `npm run build` ships. It can mount dist/ under a sub-path,
// add response headers (e.g. a Content-Security-Policy) and serve extra
// in-memory files (e.g. an outer page that embeds the lab in an iframe),
// typed by their extension and sent with the same headers. With `gzip` it
// compresses what the browser accepts compressed, as a production host does.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// LAB_DIST=/path/to/other/dist runs the suite against another build (e.g. an
// older one, to see a new test fail there).
export const distDir = process.env.LAB_DIST
  ? `${process.env.LAB_DIST.replace(/\/$/, '')}/`
  : fileURLToPath(new URL('../../../dist/', import.meta.url));

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/**
 * @param {{ basePath?: string, headers?: Record<string,string>, pages?: Record<string,string>, root?: string, gzip?: boolean }} options
 * @returns {Promise<{ origin: string, url: string, close: () => Promise<void> }>}
 */
export async function serveDist({
  basePath = '/',
  headers = {},
  pages = {},
  root = distDir,
  gzip = false,
} = {}) {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    if (pages[path] !== undefined) {
      response.writeHead(200, {
        'content-type': contentTypes[extname(path)] ?? contentTypes['.html'],
        ...headers,
      });
      response.end(pages[path]);
      return;
    }
    if (!path.startsWith(basePath)) {
      response.writeHead(404).end();
      return;
    }
    let relative = path.slice(basePath.length);
    if (relative === '' || relative.endsWith('/')) relative += 'index.html';
    const file = normalize(join(root, relative));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      // PNGs are compressed already.
      const compress =
        gzip &&
        extname(file) !== '.png' &&
        /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      response.writeHead(200, {
        'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
        ...(compress ? { 'content-encoding': 'gzip' } : {}),
        ...headers,
      });
      response.end(compress ? gzipSync(body) : body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    url: origin + basePath,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
