import type * as LanguageCommon from '@zxcvbn-ts/language-common';
import { badRequest } from '../errors';
import { loadOnFirstUse } from '../load-on-first-use';

const commonWords = loadOnFirstUse<typeof LanguageCommon>('@zxcvbn-ts/language-common');

export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose another one.';

let common: Set<string> | undefined;

/**
 * The passwords attackers try first: the 49,233 most common passwords of real leaks, the
 * `passwords-common` list that zxcvbn-ts ships (@zxcvbn-ts/language-common, MIT, offline). The
 * list is lower case and compared case-insensitively, so 'Password1' counts as 'password1'.
 * Loaded once, on first use (a few MB in memory).
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(commonWords().dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/**
 * The rule a new password must pass on top of the contract's (6-20 characters, no spaces): not
 * one of the most common passwords. Registration, reset and change password call it before
 * hashing; login never does (an existing password is checked, not chosen).
 */
export function assertPasswordAllowed(password: string): void {
  if (isCommonPassword(password)) throw badRequest(PASSWORD_TOO_COMMON);
}
