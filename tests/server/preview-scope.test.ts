import { describe, expect, it } from 'vitest';
import { enterPreviewScope, previewAudience, previewRequestHeaders } from '../../server/preview-scope';

// The preview scope's onRequest hook on its own: which requests it lets into a preview, and that
// the header never reaches a later hook or handler, whether it was valid or not.

type Headers = Record<string, string | string[] | undefined>;

/** The audience the rest of the request would run as, and the headers it would see. */
function afterHook(headers: Headers) {
  const request = { headers: { ...headers } };
  let audience: string | null | undefined;
  enterPreviewScope(request, () => {
    audience = previewAudience();
  });
  return { audience, headers: request.headers };
}

describe('the preview scope hook', () => {
  it('runs a request with this process’s header as its audience, and drops the header', () => {
    const { audience, headers } = afterHook({ accept: 'application/json', ...previewRequestHeaders('distributor') });
    expect(audience).toBe('distributor');
    expect(headers).toEqual({ accept: 'application/json' });
  });

  it('drops a made-up header without entering a preview', () => {
    for (const given of ['guessed guest', `${'x'.repeat(43)} guest`, '', ['a', 'b']]) {
      const { audience, headers } = afterHook({ accept: 'application/json', 'x-source-preview': given });
      expect(audience, String(given)).toBeNull();
      expect(headers, String(given)).toEqual({ accept: 'application/json' });
    }
  });

  it('drops a header with the right secret but an unknown audience', () => {
    const [secret] = Object.values(previewRequestHeaders('guest'))[0]!.split(' ');
    const { audience, headers } = afterHook({ 'x-source-preview': `${secret} editor` });
    expect(audience).toBeNull();
    expect(headers).toEqual({});
  });

  it('leaves a request without the header as it is', () => {
    const { audience, headers } = afterHook({ accept: 'text/html' });
    expect(audience).toBeNull();
    expect(headers).toEqual({ accept: 'text/html' });
  });
});
