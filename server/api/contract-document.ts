import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as Yaml from 'yaml';
import { repoRoot } from '../config';
import { loadOnFirstUse } from '../load-on-first-use';

/** The parts of openapi.yaml the server reads itself (fastify-openapi-glue reads the rest). */
export interface ContractDocument {
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, unknown>;
}

/**
 * openapi.yaml as JSON text, put in by scripts/build-server.mjs (esbuild `define`): the compiled
 * server carries the contract it was built with and parses no YAML at start-up
 * (docs/performance.md, "Start-up"). Undefined when running from the sources.
 */
declare const __CONTRACT_JSON__: string | undefined;

let document: ContractDocument | undefined;

/** The YAML parser, loaded only when running from the sources (its loading was 0.1 s of start-up). */
const yaml = loadOnFirstUse<typeof Yaml>('yaml');

/** The contract, parsed once per process (read only: callers must not change it). */
export function contractDocument(): ContractDocument {
  document ??=
    typeof __CONTRACT_JSON__ !== 'undefined'
      ? (JSON.parse(__CONTRACT_JSON__) as ContractDocument)
      : (yaml().parse(readFileSync(path.join(repoRoot, 'openapi.yaml'), 'utf8')) as ContractDocument);
  return document;
}
