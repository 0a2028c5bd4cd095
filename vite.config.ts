/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress-plugin';

// The SPA is served by the Fastify server in production; in `npm run dev` Vite proxies API calls to it.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const apiPrefixes = [
  '/session',
  '/user',
  '/api',
  '/entity',
  '/jsonapi',
  '/admin',
  '/viewapi',
  '/uiapi',
  '/files',
  '/config.json',
];

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['tests/**/*.test.{ts,tsx}', 'machines/**/*.test.ts'],
          exclude: ['tests/server/**'],
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
