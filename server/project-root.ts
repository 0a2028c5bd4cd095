import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The checkout's root folder (the one holding `package.json` and `openapi.yaml`), found by walking
 * up from `from`. The server runs from its sources (`server/`, under tsx) and from the compiled
 * bundle (`build/server/`, `npm start`), so files read at run time (openapi.yaml, the migrations,
 * content/, dist/) are resolved from here, never relative to the running module.
 */
export function findProjectRoot(from: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'openapi.yaml')) && existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No project root (package.json + openapi.yaml) above ${from}.`);
  }
}

export const projectRoot = findProjectRoot(import.meta.dirname);
