import type { NotificationCompose } from '../../api/operations/composeNotification';
import type { NotificationAudience } from '../../api/operations/countNotificationAudience';
import { hasText } from '../../components/console/has-text';

export type AudienceKind = NotificationAudience['kind'];

/** The compose form's values, as the editor types them. */
export interface ComposeValues {
  subject: string;
  /** Rich-text HTML. */
  message: string;
  kind: AudienceKind;
  profession: string | null;
  speciality: string | null;
  /** Emails separated by commas, semicolons, spaces or new lines. */
  emails: string;
  timing: 'now' | 'schedule';
  /** `YYYY-MM-DDTHH:mm` in the editor's time zone (a datetime-local input). */
  sendAt: string;
}

export const EMPTY_COMPOSE: ComposeValues = {
  subject: '',
  message: '',
  kind: 'everyone',
  profession: null,
  speciality: null,
  emails: '',
  timing: 'now',
  sendAt: '',
};

export const AUDIENCE_OPTIONS: { value: AudienceKind; label: string }[] = [
  { value: 'everyone', label: 'Everyone' },
  { value: 'professionals', label: 'Healthcare professionals' },
  { value: 'distributors', label: 'Distributors' },
  { value: 'speciality', label: 'Professionals of one speciality' },
  { value: 'emails', label: 'Members listed by email' },
];

export const SUBJECT_MAX = 255;
export const EMAILS_MAX = 500;
const EMAIL = /^[A-Za-z0-9._-]{1,64}@[A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,63}$/;

/** The addresses of the emails field, trimmed, without repeats (any case). */
export function parseEmails(text: string): string[] {
  const seen = new Set<string>();
  const emails: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    const email = part.trim();
    if (email && !seen.has(email.toLowerCase())) {
      seen.add(email.toLowerCase());
      emails.push(email);
    }
  }
  return emails;
}

/** The form's rules, checked again by the server with the same messages. */
export function composeErrors(values: ComposeValues, now: Date = new Date()): Partial<Record<keyof ComposeValues, string>> {
  const errors: Partial<Record<keyof ComposeValues, string>> = {};
  if (!values.subject.trim()) errors.subject = 'Please enter subject';
  else if (values.subject.length > SUBJECT_MAX) errors.subject = `Allowed max limit is ${SUBJECT_MAX} characters`;
  if (!hasText(values.message)) errors.message = 'Please enter message';
  if (values.kind === 'speciality' && !values.speciality) errors.speciality = 'Please choose a speciality';
  if (values.kind === 'emails') {
    const emails = parseEmails(values.emails);
    const bad = emails.find((email) => !EMAIL.test(email));
    if (emails.length === 0) errors.emails = 'Please list at least one email';
    else if (bad) errors.emails = `Please enter valid email: ${bad}`;
    else if (emails.length > EMAILS_MAX) errors.emails = `List at most ${EMAILS_MAX} emails`;
  }
  if (values.timing === 'schedule') {
    const at = new Date(values.sendAt);
    if (!values.sendAt || Number.isNaN(at.getTime())) errors.sendAt = 'Please choose a date and time';
    else if (at <= now) errors.sendAt = 'This time has passed. Choose a later time, or send now.';
  }
  return errors;
}

/** The audience the values describe. */
export function toAudience(values: ComposeValues): NotificationAudience {
  if (values.kind === 'speciality') return { kind: 'speciality', speciality: values.speciality ?? '' };
  if (values.kind === 'emails') return { kind: 'emails', emails: parseEmails(values.emails) };
  return { kind: values.kind };
}

/** The request body: the send time in unix seconds when scheduled. */
export function toComposeBody(values: ComposeValues): NotificationCompose {
  return {
    subject: values.subject.trim(),
    message: values.message,
    audience: toAudience(values),
    send_at: values.timing === 'schedule' ? Math.floor(new Date(values.sendAt).getTime() / 1000) : null,
  };
}

/** How the list names an audience label from the server (`speciality:12`, `emails:a,b`). */
export function describeAudience(label: string, specialityNames: ReadonlyMap<string, string> = new Map()): string {
  if (label === 'all') return 'Everyone';
  if (label === 'professionals') return 'Healthcare professionals';
  if (label === 'distributors') return 'Distributors';
  if (label.startsWith('speciality:')) {
    const tid = label.slice('speciality:'.length);
    return `Speciality: ${specialityNames.get(tid) ?? `#${tid}`}`;
  }
  if (label.startsWith('emails:')) {
    const emails = label.slice('emails:'.length).split(',').filter(Boolean);
    return emails.length === 1 ? emails[0]! : `${emails.length} listed members`;
  }
  return label;
}
