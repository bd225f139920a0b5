/**
 * @module Vite config: React + Tailwind v4, the dev proxy to the API, chunking for the first-screen budget, the
 * installable app (vite-plugin-pwa): the manifest, and a Workbox service worker that precaches the app shell
 * and keeps the last answer of each API read for offline use (updates wait for the user, "prompt"),
 * dist/_headers: the security headers and `immutable` caching for Cloudflare's static assets, and the .br/.gz
 * copies of dist/'s text files that the Node host sends (scripts/precompress).
 */
// A relative path, not the package name: Vite bundles the config's relative imports, while a package import is
// left to Node, which cannot load the .ts it points to.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { API_REFERENCE_BUNDLE, cloudflareHeadersFile } from '@mynd/shared/security';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress';
import { API_CACHE_NAME } from './src/features/offline/api-cache';

/**
 * dist/_headers from @mynd/shared/security (the same values the Worker and the Node host send). The config is
 * loaded with `--configLoader runner` (package.json, e2e/lib/server.mjs), so it can import that TypeScript module
 * by its package name.
 */
const cloudflareHeaders: Plugin = {
  name: 'mynd-cloudflare-headers',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: '_headers', source: cloudflareHeadersFile() });
  },
};

/**
 * Scalar's standalone bundle, copied from the package to API_REFERENCE_BUNDLE: the API reference page
 * (`GET /api/docs`, worker/src/routes/reference.ts) loads it from our own origin, so it works offline and under
 * the app's `script-src 'self'`. Not precached by the service worker (globIgnores below): it is 4 MB.
 */
const apiReferenceBundle: Plugin = {
  name: 'mynd-api-reference-bundle',
  generateBundle() {
    const dist = dirname(createRequire(import.meta.url).resolve('@scalar/api-reference'));
    this.emitFile({
      type: 'asset',
      fileName: API_REFERENCE_BUNDLE.slice(1),
      source: readFileSync(join(dist, 'browser', 'standalone.js')),
    });
  },
};

// The dev server forwards /api to a locally running worker (npm run dev), so cookies stay same-origin.
const apiTarget = process.env.MYND_API_URL ?? 'http://127.0.0.1:8787';

export const THEME_COLOR_LIGHT = '#f8f9fb';
export const THEME_COLOR_DARK = '#0e1014';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    cloudflareHeaders,
    apiReferenceBundle,
    VitePWA({
      registerType: 'prompt',
      // Registered from the app's bundle (virtual:pwa-register/react): the CSP allows no inline script.
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png', 'theme-init.js'],
      manifest: {
        id: '/',
        name: 'Mynd — Maximize Your Network Dynamics',
        short_name: 'Mynd',
        description: 'Turn a mind dump into topics and actionable tasks.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR_LIGHT,
        background_color: THEME_COLOR_LIGHT,
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        globIgnores: ['vendor/**'],
        navigateFallback: '/index.html',
        // The API and the static legal pages are never answered with the app shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/(privacy|terms)\.html$/],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Reads go to the network first; only when it fails is the last answer shown (read-only, offline).
            // Never kept: live updates, the dev outbox, the calendar's secret URL, account export, API reference.
            // (Workbox copies this function into sw.js as text: it may use nothing from this file.)
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              request.method === 'GET' &&
              url.pathname.startsWith('/api/') &&
              !/^\/api\/(events|dev|calendar|account|openapi\.json|docs)(\/|$)/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: API_CACHE_NAME,
              expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
              plugins: [
                {
                  // An answer from the cache says so (OFFLINE_COPY_HEADER in @mynd/shared/api-client, written
                  // here as a literal for the same reason as above): the app shows that it is offline.
                  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
                    if (!cachedResponse) return cachedResponse;
                    const headers = new Headers(cachedResponse.headers);
                    headers.set('X-Mynd-Offline-Copy', '1');
                    return new Response(cachedResponse.body, {
                      status: cachedResponse.status,
                      statusText: cachedResponse.statusText,
                      headers,
                    });
                  },
                },
              ],
            },
          },
        ],
      },
    }),
    // Last: dist/'s .br and .gz copies for the Node host, once the service worker is written too.
    precompress(),
  ],
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
