// The two Vite builds the visual commands need: the portal the screenshots are taken of, and the
// review page itself. Each is rebuilt only when its sources changed (build-when-stale.ts).
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { buildWhenStale } from './build-when-stale';

/** Everything that goes into the portal's bundle (what `vite build` reads). */
const portalInputs = [
  'index.html',
  'vite.config.ts',
  'postcss.config.cjs',
  'tsconfig.json',
  'package-lock.json',
  'src',
  'machines',
  'public',
];

/** Builds the portal into `distDir` (the folder the e2e portal serves, DIST_DIR) unless it is fresh. */
export function buildPortal(root: string, distDir: string): Promise<boolean> {
  return buildWhenStale({
    label: 'the portal',
    root,
    inputs: portalInputs,
    outDir: distDir,
    vite: { root, configFile: path.join(root, 'vite.config.ts') },
  });
}

/** Builds the review page (tools/visual-review/app) into `outDir` unless it is fresh. */
export function buildReviewApp(root: string, outDir: string): Promise<boolean> {
  const appRoot = path.join(root, 'tools', 'visual-review', 'app');
  return buildWhenStale({
    label: 'the review page',
    root,
    inputs: ['tools/visual-review/app', 'tools/visual-review/shared', 'postcss.config.cjs', 'package-lock.json'],
    outDir,
    vite: { root: appRoot, configFile: false, base: '/', plugins: [react()], build: { target: 'es2022' } },
  });
}
