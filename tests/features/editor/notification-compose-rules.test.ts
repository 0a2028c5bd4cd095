import { describe, expect, it } from 'vitest';
import { composeOutcomeMessage } from '../../../src/features/console-notifications/compose-outcome';
import {
  EMPTY_COMPOSE,
  composeErrors,
  describeAudience,
  parseEmails,
  toComposeBody,
} from '../../../src/features/console-notifications/compose-rules';

describe('notification compose rules', () => {
  it('reads emails separated by commas, semicolons, spaces or lines, once each whatever the case', () => {
    expect(parseEmails(' a@x.org, b@y.org;\nA@X.org  c@z.org ,, ')).toEqual(['a@x.org', 'b@y.org', 'c@z.org']);
  });

  it('asks for a speciality, valid emails and a future time', () => {
    const now = new Date('2026-11-25T10:00:00');
    const base = { ...EMPTY_COMPOSE, subject: 'Hi', message: '<p>Hello</p>' };
    expect(composeErrors(base, now)).toEqual({});
    expect(composeErrors({ ...base, subject: ' ', message: '<p></p>' }, now)).toEqual({
      subject: 'Please enter subject',
      message: 'Please enter message',
    });
    expect(composeErrors({ ...base, kind: 'speciality' }, now)).toEqual({ speciality: 'Please choose a speciality' });
    expect(composeErrors({ ...base, kind: 'emails', emails: 'a@x.org, oops' }, now)).toEqual({
      emails: 'Please enter valid email: oops',
    });
    expect(composeErrors({ ...base, timing: 'schedule', sendAt: '2026-11-25T09:59' }, now)).toEqual({
      sendAt: 'This time has passed. Choose a later time, or send now.',
    });
  });

  it('sends the local schedule as unix seconds, and null for now', () => {
    const base = { ...EMPTY_COMPOSE, subject: ' Hi ', message: '<p>x</p>', kind: 'emails' as const, emails: 'a@x.org' };
    expect(toComposeBody(base)).toEqual({
      subject: 'Hi',
      message: '<p>x</p>',
      audience: { kind: 'emails', emails: ['a@x.org'] },
      send_at: null,
    });
    const scheduled = toComposeBody({ ...base, timing: 'schedule', sendAt: '2027-01-02T03:04' });
    expect(scheduled.send_at).toBe(Math.floor(new Date('2027-01-02T03:04').getTime() / 1000));
  });

  it('names audiences for the list', () => {
    expect(describeAudience('all')).toBe('Everyone');
    expect(describeAudience('speciality:101', new Map([['101', 'Cataract']]))).toBe('Speciality: Cataract');
    expect(describeAudience('emails:a@x.org')).toBe('a@x.org');
    expect(describeAudience('emails:a@x.org,b@y.org')).toBe('2 listed members');
  });
});

describe('the line after sending or scheduling', () => {
  it('counts members and emails in the singular and the plural', () => {
    expect(composeOutcomeMessage({ status: 'sending', subject: 'Hi', recipients: 1, queued: 1 })).toBe(
      'Sent "Hi" to 1 member; 1 email queued.',
    );
    expect(composeOutcomeMessage({ status: 'scheduled', subject: 'Hi', recipients: 4, queued: 0 })).toBe(
      'Scheduled "Hi" for 4 members (0 emails to send then).',
    );
  });
});
