import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestBanner, resourceInput, editCall } from './support/console-content';
import { appWithEditor, type EditorSession } from './support/editors';
import { engines, type TestApp } from './support/test-app';

// Field errors as data (docs/console-kinds.md): the console's forms put each message under the
// field the answer names, never by reading the message's words. The member API keeps spec §7's
// `{ message }`.

describe.each(engines)('field errors of the editor console on %s', (engine) => {
  let t: TestApp;
  let editor: EditorSession;
  beforeAll(async () => ({ t, editor } = await appWithEditor(engine)));
  afterAll(() => t.close());

  const call = (method: 'POST' | 'PUT', url: string, payload: unknown) => editCall(t, editor.headers, method, url, payload);

  it('names every field the contract refuses, each with its own message, and the first as `field`', async () => {
    const res = await call('POST', '/api/editor/banners', {
      ...guestBanner({ title: '   ', banner_asset: 'https://elsewhere.example/a.jpg' }),
      description: undefined,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; field: string; errors: { field: string; message: string }[] };
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Please enter a title' },
        { field: 'banner_asset', message: 'Please upload a picture or a video for the banner' },
        { field: 'description', message: 'Please enter a description' },
      ]),
    );
    expect(body.errors).toHaveLength(3);
    expect(body.errors).toContainEqual({ field: body.field, message: body.message });
  });

  it('names the field of a rule the server checks beyond the contract', async () => {
    const taken = await call('POST', '/api/editor/resources', resourceInput({ slug_url: 'lens-planner' }));
    expect(taken.json()).toEqual({
      message: 'The address /appdetail/lens-planner is already used by “Lumira Lens Planner”. Please choose another.',
      field: 'slug_url',
    });
    const missing = await call(
      'POST',
      '/api/editor/banners',
      guestBanner({ banner_asset: `/files/media/${'0'.repeat(32)}.png` }),
    );
    expect(missing.json()).toEqual({
      message: 'The banner’s picture or video is no longer stored. Please upload it again.',
      field: 'banner_asset',
    });
  });

  it('answers a refusal of the whole call without a field', async () => {
    const used = await editCall(t, editor.headers, 'DELETE', '/api/editor/tags/202');
    expect(used.statusCode).toBe(400);
    expect(Object.keys(used.json() as object)).toEqual(['message']);
  });

  it('keeps the member API’s errors as spec §7 has them: a message only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/user/login?_format=json', payload: { name: '', pass: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Please enter email' });
  });
});
