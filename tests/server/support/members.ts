import { hashPassword } from '../../../server/auth/passwords';
import { hashToken, newToken } from '../../../server/auth/tokens';
import { createSession } from '../../../server/db/sessions.repository';
import { users } from '../../../server/db/schema';
import type { TestApp } from './test-app';

export interface TestMember {
  uid: number;
  mail: string;
  userType: '1' | '2';
  /** The bearer access token of a live session. */
  token: string;
  /** `{ authorization: 'Bearer …' }` for `app.inject`. */
  headers: { authorization: string };
}

interface CreateMemberOptions {
  /** '1' Healthcare Professional (default) or '2' Distributor. */
  userType?: '1' | '2';
  /** Default: a fresh unique address. */
  mail?: string;
  firstName?: string;
  /** null (default) = never set, which counts as on. */
  emailNotification?: boolean | null;
  /** Default 'Lens-Quartz-42'; hashed for real only when `withPassword` is true (argon2 is slow). */
  password?: string;
  withPassword?: boolean;
}

let counter = 0;

/**
 * An active member with a live session, inserted directly (no registration, mail or login), for
 * server tests that are about something else than accounts.
 */
export async function createMember(t: Pick<TestApp, 'deps'>, options: CreateMemberOptions = {}): Promise<TestMember> {
  counter += 1;
  const userType = options.userType ?? '1';
  const mail = options.mail ?? `${userType === '1' ? 'pro' : 'dist'}.${counter}.${Date.now().toString(36)}@example.com`;
  const passHash = options.withPassword ? await hashPassword(options.password ?? 'Lens-Quartz-42') : 'not-a-real-hash';
  const [row] = await t.deps.db
    .insert(users)
    .values({
      mail,
      passHash,
      status: 'active',
      userType,
      firstName: options.firstName ?? (userType === '1' ? 'Anna' : 'Dan'),
      lastName: 'Tester',
      institutionName: userType === '1' ? 'City Eye Clinic' : null,
      companyName: userType === '2' ? 'Optics Trading Ltd' : null,
      emailNotification: options.emailNotification ?? null,
      activatedAt: t.deps.now(),
    })
    .returning({ uid: users.uid });
  const uid = row!.uid;
  const token = newToken();
  await createSession(t.deps.db, {
    uid,
    accessTokenHash: hashToken(token),
    logoutTokenHash: hashToken(newToken()),
    csrfTokenHash: hashToken(newToken()),
    userAgent: '',
    ipPrefix: '',
    now: t.deps.now(),
  });
  return { uid, mail, userType, token, headers: { authorization: `Bearer ${token}` } };
}

/** A support request: the `support` form of POST /entity/contact_message, as the SPA sends it. */
export interface SupportRequest {
  subject: string;
  message: string;
  resource: string;
  /** A data URL (field_support_image). */
  attachment?: string;
  /** The sender the body names; ignored: the server takes name, email and uid from the session. */
  sender?: { name: string; mail: string; uid: string };
}

/** Sends a support request with `headers` (a member's session). */
export function sendSupportRequest(t: Pick<TestApp, 'app'>, headers: Record<string, string>, request: SupportRequest) {
  const sender = request.sender ?? { name: 'Ignored', mail: 'ignored@example.com', uid: '1' };
  return t.app.inject({
    method: 'POST',
    url: '/entity/contact_message',
    headers,
    payload: {
      contact_form: { target_id: 'support' },
      name: { value: sender.name },
      mail: { value: sender.mail },
      field_userid: { value: sender.uid },
      subject: { value: request.subject },
      message: { value: request.message },
      field_resource: { value: request.resource },
      ...(request.attachment ? { field_support_image: { value: request.attachment } } : {}),
    },
  });
}
