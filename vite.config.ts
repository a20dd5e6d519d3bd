import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { precacheOnlyShell } from './scripts/precache-plan';
import { precompressLateFiles } from './scripts/precompress-late';
import { reactAriaTrimPlugin } from './scripts/react-aria-trim';
import { warmPlanPlugin } from './scripts/warm-packs';
import { zodTrimPlugin } from './scripts/zod-trim';
import { SHARED_ALIASES } from './shared-aliases';

export const THEME_COLOR = '#0b3954';

export default defineConfig(({ command }) => ({
  // react-router 7 ships its development build under every export condition; the build takes
  // the production one (no dev-only warnings), which keeps the first visit under its limit.
  resolve: {
    alias: {
      ...SHARED_ALIASES,
      ...(command === 'build'
        ? {
            'react-router': fileURLToPath(
              new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
            ),
          }
        : {}),
    },
  },
  plugins: [
    react(),
    reactAriaTrimPlugin(),
    zodTrimPlugin(),
    warmPlanPlugin(),
    VitePWA({
      // Our own service worker (sw/sw.ts): precache, navigation fallback, outbox replay.
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The browser fetches the manifest's icons itself; the worker keeps only the small ones.
      includeManifestIcons: false,
      // The shell only (scripts/precache-plan.ts); module screens come after login, the rest on use.
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,json}'],
        manifestTransforms: [precacheOnlyShell('dist')],
      },
      manifest: {
        name: 'Seaworthy: crew and fleet',
        short_name: 'Seaworthy',
        description: 'Hours of rest, crew and fleet records that work at sea, with or without a connection.',
        theme_color: THEME_COLOR,
        background_color: '#f3f6f9',
        display: 'standalone',
        start_url: '/fleet',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    // Each built file also as .br and .gz at the highest settings, once, at build time: the server
    // sends those as they are (server/src/app.ts) instead of compressing every answer again.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 512, logLevel: 'silent' }),
    precompressLateFiles(),
  ],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    // The entry and everything it imports as one file: left alone, the bundler cuts the first
    // visit into about 15 small files, each a request of about 0.9 KB of headers on the link.
    // The same for what the login page loads after the form shows: the app (the router, Dexie)
    // and the login's steps (zod, the device keys), two files instead of some 20 (19 KB less).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'first-visit', test: /\/src\/app\/main\.tsx$/ },
            { name: 'app', test: /\/src\/app\/app-start\.ts$/ },
            {
              name: 'login-steps',
              test: /\/src\/(features\/access\/data\/(login-validation|finish-login)|contracts\/two-factor)\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 8080}` } },
}));
