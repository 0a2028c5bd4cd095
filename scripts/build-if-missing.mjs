// `npm start` builds the SPA only when dist/ is missing or older than the sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist', 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['src', 'machines', 'public'].map((d) => path.join(root, d)).filter(existsSync);
const sourceTime = Math.max(statSync(path.join(root, 'index.html')).mtimeMs, ...sources.map(newestMtime));
if (!existsSync(built) || statSync(built).mtimeMs < sourceTime) {
  console.log('Building the SPA (dist/ is missing or stale)…');
  execSync('npx vite build', { cwd: root, stdio: 'inherit' });
}
