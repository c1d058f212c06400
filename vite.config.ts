import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const apiTarget = process.env.FOC_API ?? 'http://127.0.0.1:8090';
const apiPrefixes = ['/uaa', '/account', '/common', '/message', '/file', '/base', '/fleet', '/crew', '/customer', '/trip', '/track', '/finance', '/training', '/view', '/register', '/website', '/openapi.json'];

// The single-page app, served under /foc/ (hash routing). `vite` proxies the API to a running server.
export default defineConfig({
  base: '/foc/',
  plugins: [react()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 2000 },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((p) => [p, { target: apiTarget, changeOrigin: false, ws: true }])),
  },
});
