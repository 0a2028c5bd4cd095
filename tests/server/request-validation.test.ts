import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessage } from '../../server/plugins/validation-message';
import { distributorBody, professionalBody, register } from './support/accounts-fixtures';
import { createMember } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

describe('validationMessage', () => {
  it('reports the contract message of the shape the caller meant, not the first error of another shape', () => {
    const message = validationMessage([
      { keyword: 'required', schemaPath: '#/oneOf/0/required', instancePath: '', message: "must have required property 'a'" },
      { keyword: 'type', schemaPath: '#/oneOf/0/properties/b/type', instancePath: '/b', message: 'must be string' },
      {
        keyword: 'errorMessage',
        schemaPath: '#/oneOf/1/errorMessage',
        instancePath: '',
        message: 'Distributor registration is by invitation only',
      },
      { keyword: 'oneOf', schemaPath: '#/oneOf', instancePath: '', message: 'must match exactly one schema in oneOf' },
    ]);
    expect(message).toBe('Distributor registration is by invitation only');
  });

  it('names the field when there is no contract message', () => {
    expect(
      validationMessage([
        { keyword: 'type', schemaPath: '#/properties/x/type', instancePath: '/field_x', message: 'must be string' },
      ]),
    ).toBe('field_x: must be string');
    expect(
      validationMessage([
        {
          keyword: 'required',
          schemaPath: '#/required',
          instancePath: '',
          message: 'must have required property',
          params: { missingProperty: 'mail' },
        },
      ]),
    ).toBe('mail: must have required property');
  });
});

describe.each(engines)('request bodies with several shapes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  it('tells a distributor without an invitation that registration is by invitation only', async () => {
    const body = distributorBody(
      { mail: 'no.invite@example.com', first: 'Dan', last: 'Lee', company: 'Optics Ltd', country: 'DE' },
      undefined,
    );
    const res = await register(t, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Distributor registration is by invitation only' });
  });

  it('gives a professional the spec message of the broken field', async () => {
    const res = await register(t, professionalBody({ field_first_name: 'Anna1' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'First name cannot contain numeric values' });
  });

  it('answers a support request with a blank message with the support message rule', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/entity/contact_message',
      headers: member.headers,
      payload: {
        contact_form: { target_id: 'support' },
        name: { value: 'x' },
        mail: { value: 'x@example.com' },
        subject: { value: 'Cannot open the planner' },
        message: { value: '' },
        field_userid: { value: String(member.uid) },
        field_resource: { value: 'Lens Planner - Login issue' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Please enter message' });
  });

  it('answers a password change with a spaced new password with the password rule', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/user/${member.uid}?_format=json`,
      headers: member.headers,
      payload: { pass: [{ existing: 'Lens-Quartz-42', value: 'has space' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Password cannot contain space' });
  });
});
