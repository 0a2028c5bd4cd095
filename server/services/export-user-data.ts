import type { Schemas } from '../api/types';
import { listConsentsOf } from '../db/consents.repository';
import {
  listMessagesSentWhileSignedIn,
  listNotificationsForExport,
  listSubscriptionsForExport,
} from '../db/member-data.repository';
import { findProfile } from '../db/profile.repository';
import type { SessionMember } from '../db/sessions.repository';
import { findUserByUid } from '../db/users.repository';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { titlesOfLegalPages, toConsentRecord } from './consent-records';
import { listSessions } from './list-sessions';
import { listSignInHistory } from './list-sign-in-history';

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const unixOrNull = (date: Date | null) => (date ? unixSeconds(date) : null);

/** `the-source-data-2026-11-25.json`: the download's file name, dated in UTC. */
export function exportFileName(at: Date): string {
  return `the-source-data-${at.toISOString().slice(0, 10)}.json`;
}

/** A stored path (`/files/uploads/…`) as an absolute URL; absolute URLs stay; '' is no picture. */
function absoluteUrl(publicUrl: string, value: string): string | null {
  if (value === '') return null;
  return value.startsWith('/') ? `${publicUrl}${value}` : value;
}

/**
 * Everything the portal keeps about the member, as one JSON document (docs/accounts.md, "Download
 * my data"). Read from the same tables the deletion clears, so what is exported is what is deleted.
 */
export async function exportUserData(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  member: SessionMember,
): Promise<Schemas['UserDataExport']> {
  const { db, config, now } = deps;
  const [user, profile] = await Promise.all([findUserByUid(db, member.uid), findProfile(db, member.uid)]);
  if (!user || !profile) throw notFound();
  const [subscriptions, notifications, messages, consents, titleOf, signIns, sessions] = await Promise.all([
    listSubscriptionsForExport(db, user.uid),
    listNotificationsForExport(db, user.uid),
    listMessagesSentWhileSignedIn(db, user.uid),
    listConsentsOf(db, user.uid),
    titlesOfLegalPages(db),
    listSignInHistory(deps, user.uid),
    listSessions(deps, member),
  ]);
  return {
    format: 'the-source-data-export/1',
    exported: unixSeconds(now()),
    profile: {
      uid: String(user.uid),
      uuid: user.uuid,
      mail: user.mail,
      user_type: member.userType,
      status: user.status,
      name_title: user.nameTitle,
      first_name: user.firstName,
      last_name: user.lastName,
      institution_name: user.institutionName,
      profession: profile.professionName,
      speciality: profile.specialtyName,
      company_name: user.companyName,
      country: profile.countryName,
      picture: absoluteUrl(config.publicUrl, user.picturePath),
      roles: user.roles,
      created: unixSeconds(user.createdAt),
      activated: unixOrNull(user.activatedAt),
    },
    settings: { email_notification: user.emailNotification ?? true },
    subscriptions: subscriptions.map((s) => ({
      nid: String(s.nid),
      title: s.title,
      status: s.status,
      created: unixSeconds(s.createdAt),
      decided: unixOrNull(s.decidedAt),
    })),
    notifications: notifications.map((n) => ({
      nid: String(n.nid),
      subject: n.subject,
      message: n.message,
      created: unixSeconds(n.createdAt),
      read: n.readAt !== null,
      read_at: unixOrNull(n.readAt),
    })),
    messages: messages.map((m) => ({
      id: String(m.id),
      form: m.form,
      name: m.name,
      mail: m.mail,
      country: m.country,
      subject: m.subject,
      message: m.message,
      resource: m.resource,
      attachment: m.attachmentPath ? { file: m.attachmentPath.split('/').pop()!, type: m.attachmentType } : null,
      created: unixSeconds(m.createdAt),
    })),
    consents: consents.map((row) => toConsentRecord(row, titleOf)),
    sign_in_history: signIns,
    sessions,
  };
}
