import { defineConfig } from 'vite';

export default defineConfig({
  root: 'web',
  // Relative asset URLs: dist/ works from any sub-path.
  base: './',
  server: { host: '127.0.0.1', port: 5173 },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
  },
});
