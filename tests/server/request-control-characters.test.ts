import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, hasStringField, operationsWithBody, stringFields, urlFor, withField } from './support/contract-operations';
import { headersFor, sampleBodies, type SampleContext } from './support/sample-requests';
import { createSampleContext } from './support/sample-context';
import { createTestApp, engines, type TestApp } from './support/test-app';

/** NUL (PostgreSQL refuses it in text) and an ANSI escape (colours a terminal reading the logs). */
const CONTROL_VALUES = ['\u0000', '\u001b[31m'];

let ipCounter = 0;
const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/**
 * The schema whose message the caller should see for a field: registration's wire shapes are
 * loose and re-validated as RegistrationFields, so theirs is the normalised field's.
 */
function messageSchema(operationId: string, fieldPath: string[], leaf: Record<string, unknown>): Record<string, unknown> {
  if (operationId !== 'registerUser') return leaf;
  const normalised = contract.components.schemas.RegistrationFields!.properties as Record<string, { $ref?: string }>;
  const property = normalised[fieldPath[0]!];
  return property?.$ref ? contract.components.schemas[property.$ref.split('/').pop()!]! : (property ?? leaf);
}

describe.each(engines)('control characters in request bodies on %s', (engine) => {
  let t: TestApp;
  let context: SampleContext;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
    context = await createSampleContext(t);
  });
  afterAll(() => t.close());

  it('has a sample for every operation with a body, covering every string field of its schema', () => {
    const samples = sampleBodies(context);
    for (const operation of operationsWithBody) {
      const bodies = samples[operation.operationId]?.map((make) => make()) ?? [];
      expect(bodies.length, operation.operationId).toBeGreaterThan(0);
      for (const field of stringFields(operation.body!.schema)) {
        expect(
          bodies.some((body) => hasStringField(body, field.path)),
          `${operation.operationId} ${field.path.join('.')}`,
        ).toBe(true);
      }
    }
  });

  it('refuses NUL and escape sequences in every string field with a 400 that does not echo them', async () => {
    const samples = sampleBodies(context);
    let checked = 0;
    for (const operation of operationsWithBody) {
      for (const make of samples[operation.operationId] ?? []) {
        for (const field of stringFields(operation.body!.schema)) {
          if (!hasStringField(make(), field.path)) continue;
          const expectsRule = JSON.stringify(messageSchema(operation.operationId, field.path, field.leaf)).includes(
            'cannot contain control characters',
          );
          for (const value of CONTROL_VALUES) {
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
            const { message } = res.json() as { message: string };
            expect(
              [...message].some((char) => char.charCodeAt(0) < 0x20),
              `${where} echoed`,
            ).toBe(false);
            if (expectsRule) expect(message, where).toMatch(/^[A-Z][a-z ]+ cannot contain control characters\.$/);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('keeps newlines and tabs where text is a message, and refuses them in one-line fields', async () => {
    const help = (subject: string, message: string) =>
      t.app.inject({
        method: 'POST',
        url: '/entity/contact_message',
        remoteAddress: freshIp(),
        payload: {
          contact_form: [{ target_id: 'need_help_form' }],
          name: [{ value: 'Anna Meyer' }],
          mail: [{ value: 'anna@example.com' }],
          field_country: [{ value: 'Germany' }],
          subject: [{ value: subject }],
          message: [{ value: message }],
        },
      });
    expect((await help('Two lines', 'First line\r\nSecond line\n\tindented')).statusCode).toBe(201);
    const res = await help('Sub\nject', 'One line');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Subject cannot contain control characters.' });
  });
});
