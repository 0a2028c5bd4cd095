import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ERRORS } from '../../server/plugins/client-errors';
import { hasStringField, operationsWithBody, stringFields, urlFor, withField } from './support/contract-operations';
import { headersFor, sampleBodies, type SampleContext } from './support/sample-requests';
import { createSampleContext } from './support/sample-context';
import { createTestApp, engines, type TestApp } from './support/test-app';

/** A high and a low half of a surrogate pair, each alone: valid JSON, not valid Unicode text. */
const LONE_SURROGATES = ['\ud800', 'x\udc00'];

let ipCounter = 0;
const freshIp = () => `198.19.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** Issue 40: a lone surrogate in a notification subject or an inbox reply answered 500 (the audit row's jsonb). */
describe.each(engines)('unpaired surrogates in request bodies on %s', (engine) => {
  let t: TestApp;
  let context: SampleContext;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
    context = await createSampleContext(t);
  });
  afterAll(() => t.close());

  it('refuses one in every string field of every operation with 400 and one clear message', async () => {
    const samples = sampleBodies(context);
    let checked = 0;
    for (const operation of operationsWithBody) {
      for (const make of samples[operation.operationId] ?? []) {
        for (const field of stringFields(operation.body!.schema)) {
          if (!hasStringField(make(), field.path)) continue;
          for (const value of LONE_SURROGATES) {
            const where = `${operation.operationId} ${field.path.join('.')} = ${JSON.stringify(value)}`;
            const res = await t.app.inject({
              method: operation.method,
              url: urlFor(operation, { uid: context.uid }),
              headers: {
                ...headersFor(operation.operationId, operation.path, context),
                'content-type': operation.body!.mediaTypes[0]!,
              },
              payload: JSON.stringify(withField(make(), field.path, value)),
              remoteAddress: freshIp(),
            });
            expect(res.statusCode, `${where}: ${res.body}`).toBe(400);
            expect(res.json(), where).toEqual({ message: CLIENT_ERRORS.invalidUnicode });
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('refuses one in a notification subject, which used to answer 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/editor/notifications',
      headers: context.editorHeaders,
      payload: { subject: 'News \ud800', message: '<p>Hello</p>', audience: { kind: 'distributors' } },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: CLIENT_ERRORS.invalidUnicode });
  });

  it('takes a well-formed pair (an emoji) as any other text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/entity/contact_message',
      remoteAddress: freshIp(),
      payload: {
        contact_form: [{ target_id: 'need_help_form' }],
        name: [{ value: 'Anna Meyer' }],
        mail: [{ value: 'anna@example.com' }],
        field_country: [{ value: 'Germany' }],
        subject: [{ value: 'Thanks 😀' }],
        message: [{ value: 'All good 👍' }],
      },
    });
    expect(res.statusCode).toBe(201);
  });
});
