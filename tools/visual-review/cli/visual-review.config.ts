// The repository's Playwright config, with one change for the visual commands: baselines are read
// from (and missing ones written into) a copy of the snapshot folder, VISUAL_REVIEW_SNAPSHOT_DIR.
// Playwright only takes a picture of a screen without a baseline when it may write one; here it
// writes into the copy, so visual-baselines/ changes only when a designer approves.
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../../playwright.config';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const shadow = process.env.VISUAL_REVIEW_SNAPSHOT_DIR;
if (!shadow) throw new Error('VISUAL_REVIEW_SNAPSHOT_DIR is not set: run this config through npm run visual:check.');
if (base.projects?.some((project) => project.snapshotDir || project.testDir))
  throw new Error(
    'A project sets its own snapshotDir or testDir: teach tools/visual-review/cli/visual-review.config.ts about it.',
  );

// Paths of the real config are relative to the repository root, not to this file.
export default defineConfig({
  ...base,
  testDir: path.resolve(root, base.testDir ?? '.'),
  snapshotDir: shadow,
  webServer:
    base.webServer && !Array.isArray(base.webServer) ? { ...base.webServer, cwd: base.webServer.cwd ?? root } : base.webServer,
  updateSnapshots: 'missing',
});
