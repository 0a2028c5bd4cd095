import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createInProcessQueue, type JobLog } from '../../server/jobs/job-queue';
import type { OutgoingMail } from '../../server/mail/mailer';
import { freshEmail, insertAccountsFixtures, signedInProfessional } from './support/accounts-fixtures';
import { createTestApp, engines, type TestApp } from './support/test-app';

const SENT = { message: 'Further instructions have been sent to your email address.' };

describe.each(engines)('lost password answers before any account-dependent work on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
    await insertAccountsFixtures(t);
  });
  afterAll(() => t.close());
  const lostPassword = (mail: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/user/lost-password?_format=json', payload: { mail }, remoteAddress: ip });

  it('answers a known email while its mail is still being sent, with the body an unknown email gets', async () => {
    const { mail } = await signedInProfessional(t);
    await t.deps.jobs.drain();
    const attempted: OutgoingMail[] = [];
    const release: (() => void)[] = [];
    // A mail server that does not answer (until the test ends): the request must not wait for it.
    const send = vi.spyOn(t.deps.mailer, 'send').mockImplementation((outgoing) => {
      attempted.push(outgoing);
      return new Promise<void>((resolve) => release.push(resolve));
    });
    try {
      const known = await lostPassword(mail, '198.51.100.1');
      const unknown = await lostPassword(freshEmail('ghost'), '198.51.100.2');
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(SENT);
      expect(known.body).toBe(unknown.body);
      expect(known.headers['content-length']).toBe(unknown.headers['content-length']);
      // The reset mail goes out afterwards, from the queue; the unknown email gets none.
      await vi.waitFor(() => expect(attempted.map((m) => m.to)).toEqual([mail]));
      expect(attempted[0]!.subject).toMatch(/Reset your .* password/);
    } finally {
      send.mockRestore();
      for (const done of release) done();
      await t.deps.jobs.drain();
    }
  });

  it('logs a mail that fails on every attempt instead of losing it silently', async () => {
    const { mail } = await signedInProfessional(t);
    await t.deps.jobs.drain();
    const send = vi.spyOn(t.deps.mailer, 'send').mockRejectedValue(new Error('SMTP server unreachable'));
    try {
      expect((await lostPassword(mail, '198.51.100.3')).json()).toEqual(SENT);
      await t.deps.jobs.drain();
      expect(send).toHaveBeenCalledTimes(3);
      expect(t.jobLog.at(-1)).toBe('background job password-reset.mail failed after 3 attempt(s): SMTP server unreachable');
    } finally {
      send.mockRestore();
    }
  });
});

describe('the in-process job queue', () => {
  const recordingLog = () => {
    const lines: string[] = [];
    const log: JobLog = {
      failed: (name, attempts, error) => lines.push(`failed ${name} ${attempts} ${(error as Error).message}`),
      abandoned: (names) => lines.push(`abandoned ${names.join(',')}`),
    };
    return { lines, log };
  };
  /** A runner for the jobs a test does not queue. */
  const unused = async () => {};

  it('retries a failing job and is quiet when a later attempt succeeds', async () => {
    const { lines, log } = recordingLog();
    let calls = 0;
    const run = vi.fn(async () => {
      calls += 1;
      if (calls < 2) throw new Error('flaky');
    });
    const queue = createInProcessQueue(
      () => ({ 'password-reset.mail': run, 'new-browser.mail': unused, 'sign-in.record': unused, 'second-factor.mail': unused }),
      log,
      {
        retryDelaysMs: [0],
      },
    );
    queue.enqueue('password-reset.mail', { mail: 'a@example.com' });
    expect(run).not.toHaveBeenCalled(); // never inside the caller's turn
    await queue.drain();
    expect(run).toHaveBeenCalledTimes(2);
    expect(run).toHaveBeenCalledWith({ mail: 'a@example.com' });
    expect(lines).toEqual([]);
  });

  it('stops waiting at the drain timeout and names the jobs still running', async () => {
    const { lines, log } = recordingLog();
    const queue = createInProcessQueue(
      () => ({
        'password-reset.mail': () => new Promise<void>(() => {}),
        'new-browser.mail': unused,
        'sign-in.record': unused,
        'second-factor.mail': unused,
      }),
      log,
    );
    queue.enqueue('password-reset.mail', { mail: 'a@example.com' });
    await queue.drain(20);
    expect(lines).toEqual(['abandoned password-reset.mail']);
  });
});
