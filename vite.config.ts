import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { sourcesHash, writeStamp } from './server/appBuild.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const apiTarget = process.env.FOC_API ?? 'http://127.0.0.1:8090';
const apiPrefixes = ['/uaa', '/account', '/common', '/message', '/file', '/base', '/fleet', '/crew', '/customer', '/trip', '/track', '/finance', '/training', '/view', '/register', '/website', '/openapi.json'];

/** Stamps the output with the hash of its sources, so `npm start` knows whether dist/ is up to date (server/appBuild.ts). */
function sourcesStamp(): Plugin {
  let hash = '';
  let outDir = 'dist';
  return {
    name: 'foc-sources-stamp',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    buildStart: () => void (hash = sourcesHash()),
    writeBundle: () => writeStamp(outDir, hash),
  };
}

// The single-page app, served under /foc/ (hash routing). `vite` proxies the API to a running server.
export default defineConfig({
  base: '/foc/',
  plugins: [react(), sourcesStamp()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 2000 },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((p) => [p, { target: apiTarget, changeOrigin: false, ws: true }])),
  },
});
