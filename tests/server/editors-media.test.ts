import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_MEDIA_MESSAGES } from '../../server/uploads/check-editor-media';
import { insertAccountsFixtures } from './support/accounts-fixtures';
import { consoleCall, dataUrl, mp4File } from './support/console-content';
import { auditLog, signedInEditor, type EditorSession } from './support/editors';
import { jpegFile, pdfFile, pngFile } from './support/member-files';
import { createTestApp, engines, type TestApp } from './support/test-app';

interface Uploaded {
  path: string;
  kind: 'picture' | 'video';
  srcset: string | null;
}

describe.each(engines)('editor media uploads on %s', (engine) => {
  let t: TestApp;
  let editor: EditorSession;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
    await insertAccountsFixtures(t);
    editor = await signedInEditor(t);
  });
  afterAll(() => t.close());

  const upload = (file: string) => consoleCall(t, editor.headers, 'POST', '/api/editor/media', { file });
  const refusedWith = async (file: string, message: string) => {
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message });
  };

  it('stores a PNG re-encoded without its metadata, served inline and cached for good, with WebP variants', async () => {
    const withText = pngFile(40, 20, 5000); // a 5 kB tEXt chunk
    const res = await upload(dataUrl('image/png', withText));
    expect(res.statusCode, res.body).toBe(201);
    const uploaded = res.json() as Uploaded;
    expect(uploaded.path).toMatch(/^\/files\/media\/[0-9a-f]{32}\.png$/);
    expect(uploaded.kind).toBe('picture');
    const key = uploaded.path.split('/').pop()!;
    expect(uploaded.srcset).toBe(`/files/variants/800/media/${key}.webp 800w, /files/variants/1600/media/${key}.webp 1600w`);

    const served = await t.app.inject({ method: 'GET', url: uploaded.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('tEXt'))).toBe(false);
    expect(served.rawPayload.length).toBeLessThan(withText.length);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(40);

    const variant = await t.app.inject({ method: 'GET', url: `/files/variants/1600/media/${key}.webp` });
    expect(variant.statusCode).toBe(200);
    expect((await sharp(variant.rawPayload).metadata()).format).toBe('webp');

    const { items } = (await auditLog(t, editor.headers, `entity_type=media&entity_id=${key}`)).json() as {
      items: { action: string; after: unknown }[];
    };
    expect(items).toEqual([
      expect.objectContaining({
        action: 'upload',
        after: { path: uploaded.path, bytes: served.rawPayload.length, width: 40, height: 20 },
      }),
    ]);
  });

  it('stores a JPEG and drops its EXIF', async () => {
    const withExif = await sharp(jpegFile(30, 20))
      .withExif({ IFD0: { Artist: 'Secret Photographer' } })
      .jpeg()
      .toBuffer();
    expect(withExif.includes(Buffer.from('Secret Photographer'))).toBe(true);
    const uploaded = (await upload(dataUrl('image/jpeg', withExif))).json() as Uploaded;
    expect(uploaded.path).toMatch(/\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: uploaded.path });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.includes(Buffer.from('Secret Photographer'))).toBe(false);
  });

  it('stores an MP4 as sent, served in byte ranges for video players, without variants', async () => {
    const video = mp4File(4000);
    const uploaded = (await upload(dataUrl('video/mp4', video))).json() as Uploaded;
    expect(uploaded).toMatchObject({ path: expect.stringMatching(/\.mp4$/), kind: 'video', srcset: null });
    const whole = await t.app.inject({ method: 'GET', url: uploaded.path });
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(video)).toBe(true);
    const part = await t.app.inject({ method: 'GET', url: uploaded.path, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/4000');
    expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    const beyond = await t.app.inject({ method: 'GET', url: uploaded.path, headers: { range: 'bytes=5000-' } });
    expect(beyond.statusCode).toBe(416);
    const key = uploaded.path.split('/').pop()!;
    expect((await t.app.inject({ method: 'GET', url: `/files/variants/800/media/${key}.webp` })).statusCode).toBe(404);
  });

  it('refuses files by their content, whatever they claim to be', async () => {
    await refusedWith(dataUrl('image/png', pdfFile()), EDITOR_MEDIA_MESSAGES.wrongType);
    await refusedWith(dataUrl('image/jpeg', pngFile()), EDITOR_MEDIA_MESSAGES.wrongType);
    await refusedWith(dataUrl('video/mp4', pngFile()), EDITOR_MEDIA_MESSAGES.wrongType);
    await refusedWith(dataUrl('image/png', mp4File()), EDITOR_MEDIA_MESSAGES.wrongType);
    await refusedWith(dataUrl('text/html', Buffer.from('<script>alert(1)</script>')), EDITOR_MEDIA_MESSAGES.wrongType);
    await refusedWith('data:image/png;base64,', EDITOR_MEDIA_MESSAGES.wrongType);
    await refusedWith('not a data url', EDITOR_MEDIA_MESSAGES.wrongType);
    const broken = Buffer.concat([pngFile().subarray(0, 33), Buffer.alloc(64, 7)]);
    await refusedWith(dataUrl('image/png', broken), EDITOR_MEDIA_MESSAGES.unreadablePicture);
  });

  it('refuses pictures over 2 MB and videos over 3 MB', async () => {
    await refusedWith(dataUrl('image/png', pngFile(10, 10, 2_000_100)), EDITOR_MEDIA_MESSAGES.pictureTooBig);
    await refusedWith(dataUrl('video/mp4', mp4File(3_000_100)), EDITOR_MEDIA_MESSAGES.videoTooBig);
    expect((await upload(dataUrl('video/mp4', mp4File(2_900_000)))).statusCode).toBe(201);
  });

  it('answers 404 for a key that was never stored or is not a key', async () => {
    for (const url of [`/files/media/${'a'.repeat(32)}.png`, '/files/media/..%2Fdb', '/files/media/x.png']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
