import type { OutgoingMail } from '../../../server/mail/mailer';
import { activateFromMail, professionalBody, register, segments } from './accounts-fixtures';
import type { TestApp } from './test-app';

export { FIREFOX_WINDOWS, SAFARI_IPHONE } from './security-calls';

/** Firefox on Windows again, one version later: the same browser for the new-browser mail. */
export const FIREFOX_129_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:129.0) Gecko/20100101 Firefox/129.0';
export const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

export const PASS = 'Lens-Quartz-42';
export const NEW_SIGN_IN_SUBJECT = 'New sign-in to your Lumira account';

/** A registered, activated professional who has never signed in. */
export async function activatedMember(t: TestApp): Promise<{ uid: string; mail: string }> {
  const body = professionalBody({ pass: PASS });
  const res = await register(t, body);
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  await activateFromMail(t, body.mail);
  return { uid: (res.json() as { uid: string }).uid, mail: body.mail };
}

/** Every new-browser mail sent to an address so far, after the queued jobs have run. */
export async function newSignInMails(t: TestApp, to: string): Promise<OutgoingMail[]> {
  await t.deps.jobs.drain();
  return t.mails.filter((mail) => mail.to === to && mail.subject === NEW_SIGN_IN_SUBJECT);
}

/** uid (3rd segment) and token (4th) of a "This wasn't me" link, as the SPA reads them. */
export function notMeFields(link: string): { uid: string; token: string } {
  const parts = segments(link);
  return { uid: parts[3] ?? '', token: parts[4] ?? '' };
}

/** The "This wasn't me" call, from a given browser and address. */
export function reportNotMe(
  t: TestApp,
  body: { uid: string; token: string },
  { userAgent = '', ip = '203.0.113.50' }: { userAgent?: string; ip?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/security/not-me',
    payload: body,
    headers: userAgent ? { 'user-agent': userAgent } : {},
    remoteAddress: ip,
  });
}
