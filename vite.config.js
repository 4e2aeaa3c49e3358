import { defineConfig } from 'vite';
import { viteSingleFile } from 'vite-plugin-singlefile';

// `vite build --mode single` inlines JS, CSS and the WebAssembly into one
// HTML file that opens from file:// and can be attached to a course as is.
export default defineConfig(({ mode }) => ({
  root: 'web',
  // Relative asset URLs: dist/ works from any sub-path.
  base: './',
  server: { host: '127.0.0.1', port: 5173 },
  plugins: mode === 'single' ? [viteSingleFile()] : [],
  build: {
    outDir: mode === 'single' ? '../dist-single' : '../dist',
    emptyOutDir: true,
    target: 'es2022',
  },
}));
