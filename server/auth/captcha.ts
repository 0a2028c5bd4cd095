import type { ServerConfig } from '../config';
import { badRequest } from '../errors';

const CAPTCHA_MESSAGE = 'Please complete the captcha and try again.';
const SITEVERIFY_URL = 'https://api.hcaptcha.com/siteverify';

/**
 * Verifies an hCaptcha response token server-side. Does nothing when captcha is not configured
 * (no HCAPTCHA_SITEKEY/HCAPTCHA_SECRET); when it is, a missing or rejected token is a 400, and
 * an unreachable hCaptcha also refuses (fail closed).
 */
export async function assertCaptcha(
  config: Pick<ServerConfig, 'hcaptcha'>,
  token: string | undefined,
  remoteIp: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<void> {
  if (!config.hcaptcha) return;
  if (!token) throw badRequest(CAPTCHA_MESSAGE);
  const form = new URLSearchParams({
    secret: config.hcaptcha.secret,
    response: token,
    sitekey: config.hcaptcha.siteKey,
    remoteip: remoteIp,
  });
  if (!(await isVerified(fetchImpl, form))) throw badRequest(CAPTCHA_MESSAGE);
}

async function isVerified(fetchImpl: typeof fetch, form: URLSearchParams): Promise<boolean> {
  try {
    const response = await fetchImpl(SITEVERIFY_URL, { method: 'POST', body: form, signal: AbortSignal.timeout(10_000) });
    const result = (await response.json()) as { success?: boolean };
    return response.ok && result.success === true;
  } catch {
    return false;
  }
}
