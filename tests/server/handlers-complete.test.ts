import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { resolveHandler } from '../../server/app';
import type { AppDeps } from '../../server/deps';
import { createHandlers } from '../../server/handlers/index';

const contract = parse(readFileSync(path.resolve(import.meta.dirname, '../../openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};
const operationIds = Object.values(contract.paths).flatMap((methods) =>
  Object.values(methods).flatMap((operation) => (operation.operationId ? [operation.operationId] : [])),
);

describe('handlers', () => {
  // Factories only close over deps; nothing is called here.
  const handlers = createHandlers({ config: {}, db: {}, secrets: {}, mailer: {}, now: () => new Date() } as unknown as AppDeps);

  it('implement every operation of openapi.yaml', () => {
    expect(operationIds.length).toBe(42);
    expect(operationIds.filter((id) => !(id in handlers))).toEqual([]);
  });

  it('refuse to start with an operation that has no handler', () => {
    expect(() => resolveHandler(handlers, 'deleteEverything')).toThrow(
      "openapi.yaml operation 'deleteEverything' has no handler",
    );
  });
});
