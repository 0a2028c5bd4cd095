/// <reference types="vitest/config" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress-plugin';
import { startPreloads } from './scripts/start-preloads';
import { themeVariables } from './scripts/theme-variables-plugin';

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

/**
 * Libraries every page runs (React, the router, the query cache, Mantine's core): one
 * chunk, so the first load is a few well-compressed files instead of dozens of small ones.
 * Components and everything else are split by use (docs/performance.md).
 */
// use-sync-external-store's `with-selector` is only used by the editor console's rich-text editor
// (Tiptap), and wouter's memory location only by the console's preview: they stay in the
// console's chunks, out of every first load (docs/console-code.md).
const FRAMEWORK =
  /^(?!.*(with-selector|memory-location)).*[\\/]node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store|openapi-fetch|@tanstack[\\/](query-core|react-query)|@mantine[\\/]core[\\/]esm[\\/]core|clsx)[\\/]/;

/** Mantine components the layout and the guest pages render: one chunk beside the framework. */
const GUEST_UI_COMPONENTS = [
  'Anchor',
  'Box',
  'Button',
  'Card',
  'Center',
  'Container',
  'Divider',
  'Group',
  'Image',
  'Loader',
  'LoadingOverlay',
  'Overlay',
  'Paper',
  'SimpleGrid',
  'Skeleton',
  'Stack',
  'Text',
  'Title',
  'Transition',
  'UnstyledButton',
];
const GUEST_UI = new RegExp(
  `[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${GUEST_UI_COMPONENTS.join('|')})[\\\\/]`,
);

/**
 * The app's own small modules that the first page needs and later chunks share (session context,
 * API client, helpers): one chunk, not a file each. Keep to modules the layout itself imports. The
 * route table is here too: the editor console's preview renders it (src/app/preview).
 */
const APP_CORE =
  /[\\/]src[\\/](lib[\\/](first-view|lazy-named|return-path|document-title|runtime-config|slug-path|navigation-guard|app-history|use-store-view)|api[\\/](client|api-context|member-only)|session[\\/](session-context|session-storage|sign-out-notice)|components[\\/](lazy-dialog|LoadingOverlayScreen|contact-us[\\/](use-contact-us|ContactUsProvider))|app[\\/](AppRoutes|routes|RouteGuard|canonical-path|query-client))\.tsx?$/;

export default defineConfig({
  plugins: [react(), themeVariables(), precompress()],
  resolve: {
    // The theme's CSS variables are made at build time (scripts/theme-variables-plugin.ts): Mantine's
    // provider gets a component that writes none, and its run-time generator is left out.
    alias: [
      {
        find: /^\.\/MantineCssVariables\/MantineCssVariables\.mjs$/,
        replacement: fileURLToPath(new URL('./src/app/no-runtime-css-variables.ts', import.meta.url)),
      },
      // Mantine's Carousel gets Embla started after its slides are drawn (src/app/deferred-embla-carousel.ts).
      {
        find: /^embla-carousel-react$/,
        replacement: fileURLToPath(new URL('./src/app/deferred-embla-carousel.ts', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    modulePreload: { resolveDependencies: startPreloads },
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      // use-sync-external-store only defines functions: a module that imports it without calling
      // it (xstate's React bindings on the member pages) need not load it (docs/console-code.md).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/]use-sync-external-store[\\/]/.test(id) },
      output: {
        codeSplitting: {
          groups: [
            // What the entry (src/main.tsx) runs before the app loads, in one small chunk: in a
            // shared chunk, Vite's helper for dynamic imports would make the entry load that
            // chunk before the first view is on screen.
            { name: 'before-app', test: /(vite[\\/]preload-helper|src[\\/]lib[\\/]first-view-element)/ },
            { name: 'framework', test: FRAMEWORK },
            { name: 'guest-ui', test: GUEST_UI },
            { name: 'app-core', test: APP_CORE },
          ],
        },
      },
    },
  },
  test: {
    // One test file per core (Vitest's default leaves one core to its own process, which waits):
    // on CI's 2 cores that is two files at a time instead of one.
    maxWorkers: os.availableParallelism(),
    projects: [
      // The web tests' files of a worker share its loaded modules (React, Mantine, the app): a
      // file no longer loads them again, half the stage's time (docs/testing.md). A file that
      // mocks a module (vi.mock, vi.doMock) cannot share them, since the module may be loaded already: those
      // run in a project of their own, each with fresh modules.
      webProject('web', { exclude: mockingFiles(), isolate: false }),
      webProject('web-mocking', { include: mockingFiles(), isolate: true }),
      serverProject('server', 'pglite', ['tests/server/**/*.test.ts']),
      // The PostgreSQL run takes the files that run every statement the PGlite run sends, and those
      // that need a PostgreSQL server (docs/testing.md, "Two engines").
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres', postgresFiles())] : []),
    ],
  },
});

/** A project of the web tests (happy-dom): all of them but `exclude`, or only `include`. */
function webProject(
  name: string,
  {
    include = ['tests/**/*.test.{ts,tsx}', 'machines/**/*.test.ts'],
    exclude = [],
    isolate,
  }: { include?: string[]; exclude?: string[]; isolate: boolean },
) {
  return {
    extends: true as const,
    test: {
      name,
      environment: 'happy-dom' as const,
      include,
      exclude: ['tests/server/**', ...exclude],
      setupFiles: ['tests/setup-dom.ts'],
      testTimeout: 30_000,
      isolate,
    },
  };
}

/** The web test files that mock a module (`vi.mock(`, `vi.doMock(`), by their text (none in a copy without tests). */
function mockingFiles(): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    if (!existsSync(new URL(`./${folder}`, import.meta.url))) return;
    for (const entry of readdirSync(new URL(`./${folder}`, import.meta.url), { withFileTypes: true })) {
      const file = `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        if (file !== 'tests/server') walk(file);
      } else if (
        /\.test\.tsx?$/.test(entry.name) &&
        /vi\.(do)?[mM]ock\(/.test(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'))
      ) {
        found.push(file);
      }
    }
  };
  for (const folder of ['tests', 'machines']) walk(folder);
  return found;
}

/** The server test files the PostgreSQL project runs (read only then: a copy of the repository may lack tests/). */
function postgresFiles(): string[] {
  return JSON.parse(readFileSync(new URL('./tests/server/postgres-files.json', import.meta.url), 'utf8')) as string[];
}

/** A server project: the server tests on one engine (TEST_ENGINE, read by tests/server/support/engines.ts). */
function serverProject(name: string, engine: 'pglite' | 'postgres', include: string[]) {
  return {
    extends: true as const,
    test: {
      name,
      environment: 'node' as const,
      include,
      env: { TEST_ENGINE: engine },
      // Every server test builds its own app over its own database, so the files of a worker can
      // share its loaded modules (the server, PGlite's WebAssembly): a fifth of the time of the
      // server stages went to loading them again for each file (docs/testing.md).
      isolate: false,
      globalSetup: ['tests/server/support/global-setup.ts'],
      setupFiles: ['tests/server/support/sql-coverage-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}
