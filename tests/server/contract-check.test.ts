import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { watchContract, type ContractViolation } from './support/contract-check';

/**
 * The check every server test runs on close (support/contract-check.ts): `default` stands only for
 * 5xx and the transport's refusals, so a status an operation answers without listing it is a
 * violation (issue 40), whatever its body.
 */
describe('the contract check of the server tests', () => {
  const answering = async (status: number) => {
    const app = Fastify();
    const violations: ContractViolation[] = [];
    watchContract(app, violations);
    // listGuestBanners declares 200, 404, 503 and default.
    app.get('/viewapi/banner-list', (_request, reply) => reply.code(status).send(status === 200 ? [] : { message: 'x' }));
    await app.inject({ method: 'GET', url: '/viewapi/banner-list' });
    await app.close();
    return violations;
  };

  it('fails a status the operation does not list, even with the error body `default` describes', async () => {
    expect(await answering(409)).toEqual([
      { operationId: 'listGuestBanners', status: 409, problem: 'status not declared in openapi.yaml' },
    ]);
    expect(await answering(403)).toHaveLength(1);
  });

  it('lets `default` stand for 5xx and the transport refusals', async () => {
    for (const status of [200, 304, 404, 500, 502, 408, 413, 414, 415])
      expect(await answering(status), String(status)).toEqual([]);
  });
});
