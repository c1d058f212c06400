import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** The timeline benchmark harness (benchmarks/timeline.bench.ts builds it): a production build in .tmp/. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../../.tmp/bench-timeline/', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 4000,
  },
});
