// Members of the QA path runs: registered and activated like the journeys' members
// (e2e/support/members.ts), once per run and key, with their own accounts because paths change
// names and passwords.
import type { APIRequestContext } from '@playwright/test';
import {
  ensureMember,
  loginViaApi as loginMember,
  type E2eMember,
  type E2eSession,
  type MemberKind,
} from '../../support/members';
import { QA_PASSWORD } from '../../../tools/shared/machine-paths/ui-plans/qa-members';

export {
  QA_DISTRIBUTOR,
  QA_NEW_PASSWORD,
  QA_PASSWORD,
  QA_PROFESSIONAL,
} from '../../../tools/shared/machine-paths/ui-plans/qa-members';

/** A unique address per call, so registrations never collide with earlier accounts. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@qa.example`;
}

/**
 * The QA member named `key` of this run, registered and activated on first use (with the values
 * of tools/shared/machine-paths/ui-plans/qa-members.ts, which e2e/support/members.ts registers),
 * under its own key and password so the journeys' members are never the ones a path renames or
 * gives a new password.
 */
export function ensureQaMember(request: APIRequestContext, kind: MemberKind, key: string): Promise<E2eMember> {
  return ensureMember(request, kind, `qa-${key}`, { email: uniqueEmail(key), password: QA_PASSWORD });
}

/** Logs in through the API (when the login form is not what a path is about). */
export function loginViaApi(request: APIRequestContext, email: string, password = QA_PASSWORD): Promise<E2eSession> {
  return loginMember(request, { email, password });
}
