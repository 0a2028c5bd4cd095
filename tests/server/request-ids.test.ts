import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, referencesAny, urlFor, withField } from './support/contract-operations';
import { ADMIN_HEADERS, sampleBodies, type SampleContext } from './support/sample-requests';
import { createSampleContext } from './support/sample-context';
import { createTestApp, engines, type TestApp } from './support/test-app';

/** The contract's id schemas; the columns behind them are PostgreSQL `integer` (int4). */
const ID_SCHEMAS = ['Uid', 'Nid', 'Tid', 'Profession', 'Speciality'] as const;
/** Just past int4, and far past int8 (what used to reach the database and answer 500). */
const TOO_BIG = ['2147483648', '99999999999999999999'];

let ipCounter = 0;
const freshIp = () => `198.19.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

interface IdCase {
  operationId: string;
  /** Where the id goes, for the failure message. */
  field: string;
  request: (id: string) => InjectOptions;
}

/** Every place an operation takes an id: path and query parameters, and id fields of its body. */
function idCases(context: SampleContext): IdCase[] {
  const samples = sampleBodies(context);
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  const op = (operationId: string) => byId.get(operationId)!;
  const member = context.memberHeaders;
  const parameterCase = (operationId: string, name: string, headers: Record<string, string> = member): IdCase => ({
    operationId,
    field: name,
    request: (id) => ({
      method: op(operationId).method,
      url: urlFor(op(operationId), { [name]: id, uid: name === 'uid' ? id : context.uid }),
      headers,
    }),
  });
  const bodyCase = (operationId: string, fieldPath: string[], shape = 0, headers: Record<string, string> = member): IdCase => ({
    operationId,
    field: fieldPath.join('.'),
    request: (id) => ({
      method: op(operationId).method,
      url: urlFor(op(operationId), { uid: context.uid }),
      headers: { ...headers, 'content-type': op(operationId).body!.mediaTypes[0]! },
      payload: JSON.stringify(withField(samples[operationId]![shape]!(), fieldPath, id)),
    }),
  });
  return [
    parameterCase('confirmRegistration', 'id', {}),
    parameterCase('updateUser', 'uid'),
    bodyCase('updateUser', ['field_profession', 'value']),
    bodyCase('updateUser', ['field_specialty', 'value']),
    parameterCase('getUserProfile', 'filter[uid]'),
    parameterCase('getUserSettings', 'uid'),
    parameterCase('listSpecialities', 'id', {}),
    parameterCase('listSubscribedResources', 'uid'),
    bodyCase('addSubscription', ['nid']),
    bodyCase('addSubscription', ['uid']),
    parameterCase('removeSubscription', 'nid'),
    parameterCase('removeSubscription', 'uid'),
    parameterCase('getNotification', 'id'),
    bodyCase('flagNotificationRead', ['data', 'attributes', 'entity_id']),
    parameterCase('listRelatedResources', 'id', {}),
    parameterCase('listResourcesByTags', 'related_resource_tags', {}),
    bodyCase('registerUser', ['field_profession'], 0, {}),
    bodyCase('registerUser', ['field_specialty'], 0, {}),
    bodyCase('createContactMessage', ['field_userid', 'value'], 1),
    bodyCase('decideSubscription', ['nid'], 0, ADMIN_HEADERS),
    bodyCase('resetPassword', ['name'], 0, {}),
    bodyCase('reportUnknownSignIn', ['uid'], 0, {}),
    bodyCase('setEditorPassword', ['uid'], 0, {}),
    parameterCase('listEditorApprovals', 'resource', context.editorHeaders),
    bodyCase('decideEditorApprovals', ['items', '0', 'nid'], 0, context.editorHeaders),
    bodyCase('decideEditorApprovals', ['items', '0', 'uid'], 0, context.editorHeaders),
  ];
}

describe.each(engines)('ids beyond the database columns on %s', (engine) => {
  let t: TestApp;
  let context: SampleContext;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    context = await createSampleContext(t);
  });
  afterAll(() => t.close());

  it('tests every operation whose contract takes an id', () => {
    const covered = new Set(idCases(context).map((idCase) => idCase.operationId));
    const takesId = operations.filter(
      (operation) =>
        operation.parameters.some((parameter) => referencesAny(parameter.schema, ID_SCHEMAS)) ||
        referencesAny(operation.body?.schema, ID_SCHEMAS),
    );
    expect(takesId.length).toBeGreaterThan(10);
    for (const operation of takesId) expect(covered, operation.operationId).toContain(operation.operationId);
  });

  it('answers 400 or 404 for ids past int4, never 500', async () => {
    for (const idCase of idCases(context)) {
      for (const id of TOO_BIG) {
        const res = await t.app.inject({ ...idCase.request(id), remoteAddress: freshIp() });
        expect([400, 404], `${idCase.operationId} ${idCase.field}=${id}: ${res.statusCode} ${res.body}`).toContain(
          res.statusCode,
        );
        // A message, and for a console call the field it is about: nothing else.
        const { field: _field, errors: _errors, ...answer } = res.json() as Record<string, unknown>;
        expect(answer).toEqual({ message: expect.any(String) });
      }
    }
  });

  it('still takes the largest id the contract allows (999999999) to the database without error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/jsonapi/attribute/speciality/999999999' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const member = await t.app.inject({
      method: 'GET',
      url: '/jsonapi/message/notification/999999999',
      headers: context.memberHeaders,
    });
    expect(member.json()).toEqual([]);
    const editorHeaders = context.editorHeaders;
    const queue = await t.app.inject({ method: 'GET', url: '/api/editor/approvals?resource=999999999', headers: editorHeaders });
    expect(queue.json()).toEqual([]);
    const decided = await t.app.inject({
      method: 'POST',
      url: '/api/editor/approvals/decisions',
      headers: editorHeaders,
      payload: { decision: 'approve', items: [{ nid: '999999999', uid: '999999999' }] },
    });
    expect(decided.json()).toEqual([{ nid: '999999999', uid: '999999999', ok: false, message: expect.any(String) }]);
  });
});
