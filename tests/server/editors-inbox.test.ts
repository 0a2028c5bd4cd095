import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessages } from '../../server/db/schema';
import { REPLY_NOT_SENT } from '../../server/services/reply-to-message';
import { freshIp } from './support/accounts-fixtures';
import { operations } from './support/contract-operations';
import { auditLog, expectEditorsOnly, signedInEditor, type EditorSession } from './support/editors';
import { dataUrl, pdfFile } from './support/member-files';
import { createMember, type TestMember } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

interface InboxItem {
  id: string;
  type: string;
  name: string;
  email: string;
  subject: string;
  resource: string;
  has_attachment: boolean;
  attachment_type: string | null;
  received: number;
  handled_at: number | null;
  handled_by: string | null;
}
interface InboxPage {
  items: InboxItem[];
  total: number;
  page: number;
  limit: number;
}

const INBOX_OPERATIONS = operations.filter((operation) => operation.path.startsWith('/api/editor/inbox'));

describe.each(engines)('the Inbox of the editor console on %s', (engine) => {
  let t: TestApp;
  let editor: EditorSession;
  let member: TestMember;
  const ids: Record<string, string> = {};

  /** A guest's help-form message, through the public call. */
  const sendHelp = async (subject: string, mail = 'grace@example.com') => {
    const fields = { name: 'Grace Hopper', mail, field_country: 'United States', subject, message: 'Line one\nLine two' };
    const body: Record<string, unknown> = { contact_form: [{ target_id: 'need_help_form' }] };
    for (const [key, value] of Object.entries(fields)) body[key] = [{ value }];
    const res = await t.app.inject({ method: 'POST', url: '/entity/contact_message', payload: body, remoteAddress: freshIp() });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  };
  /** A member's support request, through the public call. */
  const sendSupport = async (subject: string, resource: string, attachment?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/entity/contact_message',
      headers: member.headers,
      payload: {
        contact_form: { target_id: 'support' },
        // The contract wants them; the server takes name, mail and uid from the session.
        name: { value: 'Ada Tester' },
        mail: { value: member.mail },
        field_userid: { value: String(member.uid) },
        subject: { value: subject },
        message: { value: 'It shows a blank page.' },
        field_resource: { value: resource },
        ...(attachment ? { field_support_image: { value: attachment } } : {}),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  };
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: editor.headers, ...(payload ? { payload } : {}) });
  const inbox = async (query = '') => {
    const res = await call('GET', `/api/editor/inbox${query ? `?${query}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as InboxPage;
  };
  const audit = async (query: string) =>
    ((await auditLog(t, editor.headers, query)).json() as { items: { action: string; after: Record<string, unknown> }[] }).items;

  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
    editor = await signedInEditor(t);
    member = await createMember(t, { firstName: 'Ada' });
    ids.help = await sendHelp('Access for my clinic');
    ids.planner = await sendSupport(
      'Cannot open the planner',
      'Lens Planner - Technical issue',
      dataUrl('application/pdf', pdfFile()),
    );
    ids.atlas = await sendSupport('Wrong figures', 'Retina Atlas - Content');
    // Their forwards (jobs) are out before the tests count mail.
    await t.settleJobs();
  });
  afterAll(() => t.close());

  it('answers 401 without an editor session and 403 to a member on every Inbox call', async () => {
    expect(INBOX_OPERATIONS).toHaveLength(4);
    await expectEditorsOnly(t, INBOX_OPERATIONS, member.headers);
  });

  it('lists every message newest first, filtered by type, resource and handled, in pages', async () => {
    const all = await inbox();
    expect(all.total).toBe(3);
    expect(all.items.map((m) => m.id)).toEqual([ids.atlas, ids.planner, ids.help]);
    expect(all.items[1]).toMatchObject({
      type: 'support',
      name: 'Ada Tester',
      email: member.mail,
      resource: 'Lens Planner - Technical issue',
      has_attachment: true,
      attachment_type: 'application/pdf',
      handled_at: null,
      handled_by: null,
    });
    expect(all.items[2]).toMatchObject({ type: 'need_help_form', email: 'grace@example.com', has_attachment: false });

    expect((await inbox('type=need_help_form')).items.map((m) => m.id)).toEqual([ids.help]);
    expect((await inbox('type=support')).total).toBe(2);
    expect((await inbox('resource=lens%20PLANNER')).items.map((m) => m.id)).toEqual([ids.planner]);
    expect((await inbox('resource=%25')).total).toBe(0);
    expect((await inbox('handled=false')).total).toBe(3);
    expect((await inbox('handled=true')).total).toBe(0);

    const second = await inbox('limit=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.items.map((m) => m.id)).toEqual([ids.help]);
    expect((await call('GET', '/api/editor/inbox?type=other')).statusCode).toBe(400);
  });

  it('serves an attachment as a download, never inline HTML, and 404 when there is none', async () => {
    const res = await call('GET', `/api/editor/inbox/${ids.planner}/attachment`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="attachment-${ids.planner}.pdf"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(pdfFile())).toBe(true);

    // A type stored as HTML (whatever put it there) is still only bytes to download.
    await t.deps.db
      .update(contactMessages)
      .set({ attachmentType: 'text/html' })
      .where(eq(contactMessages.id, Number(ids.planner)));
    const html = await call('GET', `/api/editor/inbox/${ids.planner}/attachment`);
    expect(html.headers['content-type']).toBe('application/octet-stream');
    expect(html.headers['content-disposition']).toBe(`attachment; filename="attachment-${ids.planner}.bin"`);
    expect(html.headers['x-content-type-options']).toBe('nosniff');

    const none = await call('GET', `/api/editor/inbox/${ids.help}/attachment`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'This message has no attachment.' });
    const unknown = await call('GET', '/api/editor/inbox/999999999/attachment');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No such message.' });
  });

  it('marks a message handled and not handled, with who and when, in the audit log', async () => {
    const marked = await call('PUT', `/api/editor/inbox/${ids.atlas}/handled`, { handled: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ id: ids.atlas, handled_by: editor.email });
    expect((marked.json() as InboxItem).handled_at).toEqual(expect.any(Number));
    expect((await inbox('handled=true')).items.map((m) => m.id)).toEqual([ids.atlas]);
    expect((await inbox('handled=false')).total).toBe(2);

    const unmarked = await call('PUT', `/api/editor/inbox/${ids.atlas}/handled`, { handled: false });
    expect(unmarked.json()).toMatchObject({ handled_at: null, handled_by: null });
    expect((await inbox('handled=true')).total).toBe(0);

    const rows = await audit(`entity_type=message&entity_id=${ids.atlas}`);
    expect(rows.map((row) => row.action)).toEqual(['mark_unhandled', 'mark_handled']);
    expect(rows[1]!.after).toMatchObject({ handled_by: editor.email });
    expect((await call('PUT', '/api/editor/inbox/999999999/handled', { handled: true })).statusCode).toBe(404);
    expect((await call('PUT', `/api/editor/inbox/${ids.atlas}/handled`, {})).statusCode).toBe(400);
  });

  it('mails a reply to the sender from the portal, Reply-To the editor, quoting the original, and marks it handled', async () => {
    const sent = t.mails.length;
    const res = await call('POST', `/api/editor/inbox/${ids.help}/reply`, {
      subject: 'Re: Access for my clinic',
      body: 'Register as a distributor first.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Reply sent to grace@example.com.' });
    const mails = t.mails.slice(sent);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'grace@example.com', replyTo: editor.email, subject: 'Re: Access for my clinic' });
    expect(mails[0]!.text).toContain('Register as a distributor first.');
    expect(mails[0]!.text).toContain('> Subject: Access for my clinic');
    expect(mails[0]!.text).toContain('> Line one\n> Line two');
    expect(mails[0]!.html).toContain('<blockquote');

    const rows = await audit(`entity_type=message&entity_id=${ids.help}`);
    expect(rows.map((row) => row.action)).toEqual(['mark_handled', 'reply']);
    expect(rows[1]!.after).toEqual({
      to: 'grace@example.com',
      subject: 'Re: Access for my clinic',
      body_length: 'Register as a distributor first.'.length,
    });
    expect(JSON.stringify(rows[1])).not.toContain('Register as a distributor');
    expect((await inbox('handled=true')).items.map((m) => m.id)).toEqual([ids.help]);
  });

  it('answers 502 when the mail cannot be sent, recording and marking nothing', async () => {
    const send = vi.spyOn(t.deps.mailer, 'send').mockRejectedValueOnce(new Error('smtp down'));
    try {
      const res = await call('POST', `/api/editor/inbox/${ids.atlas}/reply`, { subject: 'Re: Wrong figures', body: 'Fixed.' });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: REPLY_NOT_SENT });
    } finally {
      send.mockRestore();
    }
    expect((await audit(`entity_type=message&entity_id=${ids.atlas}&action=reply`)).length).toBe(0);
    expect((await inbox('handled=false')).items.map((m) => m.id)).toContain(ids.atlas);
  });

  it('refuses a blank reply with the contract messages', async () => {
    const blank = await call('POST', `/api/editor/inbox/${ids.atlas}/reply`, { subject: 'Re: x', body: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: expect.stringContaining('Please enter a message') });
    const long = await call('POST', `/api/editor/inbox/${ids.atlas}/reply`, { subject: 'x'.repeat(201), body: 'ok' });
    expect(long.statusCode).toBe(400);
  });
});
