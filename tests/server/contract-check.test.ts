import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { watchContract, type ContractViolation } from './support/contract-check';

// The watcher every server test runs under must itself catch a response that breaks openapi.yaml.
describe('contract watcher', () => {
  async function appAnswering(status: number, body: unknown) {
    const app = Fastify();
    const violations: ContractViolation[] = [];
    watchContract(app, violations);
    app.get('/uiapi/mid-banner', async (_request, reply) => reply.code(status).send(body));
    await app.ready();
    await app.inject({ method: 'GET', url: '/uiapi/mid-banner' });
    await app.close();
    return violations;
  }

  it('accepts a response that matches the schema', async () => {
    expect(
      await appAnswering(200, [{ banner_asset: 'a', small_banner_asset: 'b', body: '<p>c</p>', redirect_link: '' }]),
    ).toEqual([]);
  });

  it('reports a body missing a required field', async () => {
    const violations = await appAnswering(200, [{ banner_asset: 'a' }]);
    expect(violations).toEqual([
      { operationId: 'listMidBanners', status: 200, problem: expect.stringContaining('small_banner_asset') },
    ]);
  });

  it('reports an error body without a message', async () => {
    const violations = await appAnswering(404, { error: 'nope' });
    expect(violations[0]).toMatchObject({ operationId: 'listMidBanners', status: 404 });
  });
});
