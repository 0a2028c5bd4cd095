import path from 'node:path';

/**
 * Where a UI run of `npm run qa:paths` writes, all under the checkout's `.tmp/qa-paths/`
 * (gitignored), so two checkouts never share a folder. Each can be moved by its variable.
 */
export function qaOutputDirs(root: string, env: NodeJS.ProcessEnv = process.env) {
  const base = path.join(root, '.tmp', 'qa-paths');
  return {
    report: path.resolve(root, env.QA_REPORT_DIR ?? path.join(base, 'report')),
    results: path.resolve(root, env.QA_OUTPUT ?? path.join(base, 'results')),
    dist: path.resolve(root, env.DIST_DIR ?? path.join(base, 'dist')),
  };
}
