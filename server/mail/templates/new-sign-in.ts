import type { OutgoingMail } from '../mailer';
import { memberMail, type MemberMailInput } from './layout';

/** "This wasn't me" link: `/security/not-me/<uid>/<token>` (docs/accounts.md). */
export function notMeLink(publicUrl: string, uid: number, token: string): string {
  return `${publicUrl}/security/not-me/${uid}/${encodeURIComponent(token)}`;
}

/** The sign-in the mail is about, as the member's Sign-in history shows it. */
export interface NewSignInDetails {
  /** e.g. 'Firefox 128'. */
  browser: string;
  /** e.g. 'Windows 10'. */
  os: string;
  at: Date;
  /** The shortened IP ('203.0.113.*'), '' when unknown. */
  ipPrefix: string;
  /** How the sign-in was completed (docs/second-factors.md); the password alone when left out. */
  factor?: 'password' | 'totp' | 'recovery_code';
}

const FACTOR_WORDS = {
  password: 'password',
  totp: 'password and authenticator app code',
  recovery_code: 'password and a recovery code',
} as const;

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });

/** '22 November 2026, 14:05 UTC', as the SPA's formatDateTime writes it. */
export function formatMailDateTime(at: Date): string {
  return `${day.format(at)}, ${time.format(at)} UTC`;
}

/** Tells the member about a sign-in from a browser not seen on the account before; its link is "This wasn't me". */
export function newSignInMail(
  input: MemberMailInput,
  { browser, os, at, ipPrefix, factor = 'password' }: NewSignInDetails,
): OutgoingMail {
  const { productName } = input;
  return memberMail(input, {
    subject: `New sign-in to your ${productName} account`,
    paragraphs: [
      `Your ${productName} account was just signed in to from a browser that has not been used with it before:`,
      `Browser: ${browser}`,
      `System: ${os}`,
      `Time: ${formatMailDateTime(at)}`,
      `IP address: ${ipPrefix || 'unknown'}${ipPrefix ? ' (the last part is hidden)' : ''}`,
      `Signed in with: ${FACTOR_WORDS[factor]}`,
      'If this was you, there is nothing to do.',
      'If it was not you, follow the link below. It signs your account out everywhere and sends you a link to set a new password. The link can be used once and expires in 7 days.',
    ],
    buttonLabel: "This wasn't me",
    footnote: 'We send this email whenever your account is used from a new browser or device, to help keep it safe.',
  });
}
