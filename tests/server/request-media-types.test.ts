import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ERRORS, MAX_PARAM_LENGTH } from '../../server/plugins/client-errors';
import { operations, operationsWithBody, urlFor } from './support/contract-operations';
import { createTestApp, type TestApp } from './support/test-app';

// Every case here is refused before the database is touched, so PGlite alone covers it.
describe('request bodies: only the media types each operation declares, and always an object', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine: 'pglite', seed: false });
  });
  afterAll(() => t.close());

  const send = (operation: (typeof operations)[number], contentType: string | undefined, payload?: string) =>
    t.app.inject({
      method: operation.method,
      url: urlFor(operation),
      headers: contentType ? { 'content-type': contentType } : {},
      ...(payload === undefined ? {} : { payload }),
    });

  it('covers every operation with a body', () => {
    expect(operationsWithBody.map((operation) => operation.operationId).sort()).toEqual(
      [
        'acceptConsent',
        'addSubscription',
        'confirmTotpSetup',
        'confirmEditorTotpSetup',
        'loginUserSecondFactor',
        'loginEditorSecondFactor',
        'bulkEditorContent',
        'createBanner',
        'createCard',
        'createConsentVersion',
        'createContactMessage',
        'createEditor',
        'createInvitation',
        'createMidBanner',
        'createNeedHelp',
        'composeNotification',
        'countNotificationAudience',
        'createNotification',
        'createProfession',
        'createResource',
        'createSpeciality',
        'createPage',
        'createTag',
        'createEditorInvitation',
        'decideEditorApprovals',
        'decideSubscription',
        'deleteAccount',
        'flagNotificationRead',
        'importEditorInvitations',
        'loginEditor',
        'loginUser',
        'markPageVersionMaterial',
        'openInvitation',
        'registerUser',
        'replyToInboxMessage',
        'reorderBanners',
        'reorderCards',
        'reorderMidBanners',
        'reorderNeedHelp',
        'reorderProfessions',
        'reorderResources',
        'reorderSpecialities',
        'reorderPages',
        'reorderTags',
        'reportUnknownSignIn',
        'requestPasswordReset',
        'resetPassword',
        'seedContent',
        'setEditorMemberBlocked',
        'setEditorPassword',
        'setInboxMessageHandled',
        'updateBanner',
        'updateCard',
        'updateMidBanner',
        'updateNeedHelp',
        'updateProfession',
        'updateResource',
        'updateSpeciality',
        'updatePage',
        'updateTag',
        'updateUser',
        'uploadEditorMedia',
      ].sort(),
    );
  });

  it('answers 415 for a media type the operation does not declare, without echoing it', async () => {
    for (const operation of operationsWithBody) {
      const undeclared = [
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        ...['application/json', 'application/vnd.api+json'].filter((type) => !operation.body!.mediaTypes.includes(type)),
      ];
      for (const contentType of undeclared) {
        const res = await send(operation, contentType, contentType.includes('json') ? '{}' : 'mail=a%40b.example');
        expect(res.statusCode, `${operation.operationId} as ${contentType}`).toBe(415);
        expect(res.json()).toEqual({ message: CLIENT_ERRORS.unsupportedMediaType });
      }
    }
  });

  it('answers 400 for a missing required body, and for a body that is not an object', async () => {
    for (const operation of operationsWithBody) {
      const [declared] = operation.body!.mediaTypes;
      const missing = await send(operation, undefined);
      if (operation.body!.required) {
        expect(missing.statusCode, operation.operationId).toBe(400);
        expect(missing.json()).toEqual({ message: CLIENT_ERRORS.bodyMissing });
      } else {
        expect([400, 415], operation.operationId).not.toContain(missing.statusCode);
      }
      for (const payload of ['[]', '"text"', 'null', '42', 'true']) {
        const res = await send(operation, declared, payload);
        expect(res.statusCode, `${operation.operationId} with ${payload}`).toBe(400);
        expect(res.json()).toEqual({ message: CLIENT_ERRORS.bodyNotObject });
      }
      const empty = await send(operation, declared, '');
      expect(empty.statusCode, `${operation.operationId} with an empty body`).toBe(400);
      expect(empty.json()).toEqual({ message: CLIENT_ERRORS.bodyMissing });
    }
  });

  it('answers malformed JSON with a fixed message that does not quote the body', async () => {
    for (const operation of operationsWithBody) {
      const res = await send(operation, operation.body!.mediaTypes[0], '{"mail": <script>alert(1)</script>');
      expect(res.statusCode, operation.operationId).toBe(400);
      expect(res.json()).toEqual({ message: CLIENT_ERRORS.invalidJson });
    }
  });

  it('answers 413 for a body over the limit, without echoing it', async () => {
    const huge = JSON.stringify({ mail: 'x'.repeat(4 * 1024 * 1024) });
    for (const operation of operationsWithBody) {
      const res = await send(operation, operation.body!.mediaTypes[0], huge);
      expect(res.statusCode, operation.operationId).toBe(413);
      expect(res.json()).toEqual({ message: CLIENT_ERRORS.payloadTooLarge });
    }
  });

  it('still accepts the declared type with parameters (charset) and validates the body as before', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/user/lost-password?_format=json',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ mail: 'not-an-email' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Please enter valid email' });
  });
});

describe('URLs the router cannot take', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine: 'pglite', seed: false });
  });
  afterAll(() => t.close());

  const withPathParameters = operations.filter((operation) => operation.path.includes('{'));

  it('answers 414 for a path parameter over the limit, on every operation with one', async () => {
    expect(withPathParameters.length).toBeGreaterThan(5);
    for (const operation of withPathParameters) {
      const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
      for (const name of names) {
        const res = await t.app.inject({
          method: operation.method,
          url: urlFor(operation, { [name]: 'a'.repeat(MAX_PARAM_LENGTH + 1) }),
        });
        expect(res.statusCode, `${operation.operationId} ${name}`).toBe(414);
        expect(res.json()).toEqual({ message: CLIENT_ERRORS.uriTooLong });
      }
    }
  });

  it('routes every parameter length the contract allows, so the contract answers it', async () => {
    // Email allows 254 characters (above Fastify's default of 100): the contract's rule answers.
    const email = `${'a'.repeat(70)}@example.com`;
    const res = await t.app.inject({ method: 'GET', url: `/jsonapi/user/email/${email}?_format=json` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Please enter valid email' });
    const tags = Array.from({ length: 100 }, (_, i) => String(i + 1)).join(',');
    expect(tags.length).toBeGreaterThan(100);
    expect((await t.app.inject({ method: 'GET', url: `/jsonapi/resource/related/tags/${tags}` })).statusCode).toBe(200);
  });

  it('answers a path that does not decode with a fixed text, not the path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/jsonapi/attribute/speciality/%E0%A4%A<b>' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: CLIENT_ERRORS.invalidUrl });
  });

  it('keeps 404 for an unknown path, with a fixed text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/jsonapi/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: CLIENT_ERRORS.notFound });
  });
});
