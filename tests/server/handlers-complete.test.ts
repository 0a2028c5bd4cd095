import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { parse } from 'yaml';
import type { Handlers, OperationId } from '../../server/api/types';
import type { AppDeps } from '../../server/deps';
import { createHandlers, resolveHandler } from '../../server/handlers/index';

const contract = parse(readFileSync(path.resolve(import.meta.dirname, '../../openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};
const operationIds = Object.values(contract.paths).flatMap((methods) =>
  Object.values(methods).flatMap((operation) => (operation.operationId ? [operation.operationId] : [])),
);

describe('handlers', () => {
  // Factories only close over deps; nothing is called here.
  const handlers = createHandlers({ config: {}, db: {}, secrets: {}, mailer: {}, now: () => new Date() } as unknown as AppDeps);

  // The compile-time half (npm run typecheck): the map is keyed by exactly the contract's operationIds.
  it('are typed by the contract: a missing or misnamed handler does not compile', () => {
    expectTypeOf<keyof Handlers>().toEqualTypeOf<OperationId>();
    const withoutLogin: Omit<Handlers, 'loginUser'> = handlers;
    // @ts-expect-error loginUser has no handler
    const incomplete: Handlers = withoutLogin;
    // @ts-expect-error logInUser is not an operationId of openapi.yaml
    const misnamed: Partial<Handlers> = { logInUser: handlers.loginUser };
    expect([incomplete, misnamed]).toHaveLength(2);
  });

  it('implement every operation of openapi.yaml, and nothing else', () => {
    expect(operationIds.length).toBe(148);
    expect(Object.keys(handlers).sort()).toEqual([...operationIds].sort());
  });

  it('refuse to start with an operation that has no handler', () => {
    expect(() => resolveHandler(handlers, 'deleteEverything')).toThrow(
      "openapi.yaml operation 'deleteEverything' has no handler",
    );
    expect(typeof resolveHandler(handlers, 'loginUser')).toBe('function');
  });
});
