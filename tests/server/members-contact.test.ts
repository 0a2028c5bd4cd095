import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_THANKS } from '../../server/services/receive-contact-message';
import { UPLOAD_REFUSED } from '../../server/uploads/data-url';
import { dataUrl, pdfFile, pngFile, zipFile } from './support/member-files';
import { createMember, type TestMember } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

const ADMIN = { authorization: 'Bearer test-admin-token' };
const PLACEHOLDER = { authorization: 'Bearer guest-placeholder-token' };
const INBOX = 'inbox@support.test';

let ipCounter = 0;
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const helpBody = (over: Record<string, string | undefined> = {}) => {
  const fields: Record<string, string | undefined> = {
    name: 'Grace Hopper',
    mail: 'grace@example.com',
    field_country: 'United States',
    subject: 'Access for my clinic',
    message: 'How do I register our distributor?',
    ...over,
  };
  const body: Record<string, unknown> = { contact_form: [{ target_id: 'need_help_form' }] };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body[key] = [{ value }];
  return body;
};

const supportBody = (over: Record<string, unknown> = {}) => ({
  contact_form: { target_id: 'support' },
  name: { value: 'Someone Else' },
  subject: { value: 'Cannot open the planner' },
  mail: { value: 'liar@example.com' },
  message: { value: 'It shows a blank page.' },
  field_userid: { value: '99999' },
  field_resource: { value: 'Lens Planner - Technical issue' },
  ...over,
});

describe.each(engines)('contact and support messages on %s', (engine) => {
  let t: TestApp;
  let member: TestMember;

  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false, env: { SUPPORT_EMAIL: INBOX } });
    member = await createMember(t, { userType: '1', firstName: 'Ada' });
  });
  afterAll(() => t.close());

  const send = (body: unknown, headers: Record<string, string> = PLACEHOLDER, ip = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/entity/contact_message',
      headers,
      payload: body as Record<string, unknown>,
      remoteAddress: ip,
    });
  const messages = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/api/messages', headers: ADMIN });
    expect(res.statusCode).toBe(200);
    return res.json() as Record<string, unknown>[];
  };

  it('stores a guest help-form message and mails it to the support inbox', async () => {
    await t.settleJobs();
    const sent = t.mails.length;
    const res = await send(helpBody());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.stringMatching(/^\d+$/), message: CONTACT_THANKS });
    // Forwarded by a job (contact-message-forward), after the answer.
    await t.settleJobs();
    const mail = t.mails.slice(sent);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: INBOX, replyTo: 'grace@example.com', subject: '[Help form] Access for my clinic' });
    expect(mail[0]!.text).toContain('Grace Hopper <grace@example.com>');
    expect(mail[0]!.text).toContain('United States');
    const [latest] = await messages();
    expect(latest).toEqual({
      id: res.json().id,
      form: 'need_help_form',
      name: 'Grace Hopper',
      mail: 'grace@example.com',
      subject: 'Access for my clinic',
      message: 'How do I register our distributor?',
      country: 'United States',
      resource: null,
      userid: null,
      attachment: null,
      created: expect.any(Number),
    });
  });

  it('needs every help-form field, with the spec messages', async () => {
    for (const field of ['name', 'mail', 'field_country', 'subject', 'message']) {
      expect((await send(helpBody({ [field]: undefined }))).statusCode).toBe(400);
    }
    const message = async (over: Record<string, string>) => (await send(helpBody(over))).json().message;
    expect(await message({ message: '   ' })).toBe('Please enter comments');
    expect(await message({ subject: '' })).toBe('Please enter subject');
    expect(await message({ subject: ' Hi' })).toBe('Subject cannot start with space');
    expect(await message({ mail: 'not-an-email' })).toBe('Please enter valid email');
    expect(await message({ field_country: 'C4nada' })).toBe('Country cannot contain numeric values');
    expect(await message({ field_country: 'x'.repeat(51) })).toBe('Allowed max limit is 50 characters');
    expect(await message({ name: 'Grace #1' })).toMatch(/^Name cannot contain/);
  });

  it('limits guests to 5 messages an hour per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await send(helpBody(), PLACEHOLDER, ip)).statusCode).toBe(201);
    const blocked = await send(helpBody(), PLACEHOLDER, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(helpBody(), PLACEHOLDER, freshIp())).statusCode).toBe(201);
    t.advanceClock(60 * 60 * 1000 + 1000);
    expect((await send(helpBody(), PLACEHOLDER, ip)).statusCode).toBe(201);
  });

  it('needs a real session for the support form', async () => {
    expect((await send(supportBody())).statusCode).toBe(401);
    expect((await send(supportBody(), {})).statusCode).toBe(401);
  });

  it('takes name, uid and mail from the session even when the body says otherwise', async () => {
    await t.settleJobs();
    const sent = t.mails.length;
    const res = await send(supportBody(), member.headers);
    expect(res.statusCode).toBe(201);
    await t.settleJobs();
    const [latest] = await messages();
    expect(latest).toMatchObject({
      form: 'support',
      name: 'Ada Tester',
      mail: member.mail,
      userid: String(member.uid),
      resource: 'Lens Planner - Technical issue',
      country: null,
      attachment: null,
    });
    const mail = t.mails.slice(sent)[0]!;
    expect(mail.to).toBe(INBOX);
    expect(mail.text).toContain(`Ada Tester <${member.mail}>`);
    expect(mail.text).not.toContain('liar@example.com');
  });

  it('stores an attachment checked by content apart from pictures and mails it along', async () => {
    const pdf = pdfFile();
    await t.settleJobs();
    const sent = t.mails.length;
    const res = await send(supportBody({ field_support_image: { value: dataUrl('application/pdf', pdf) } }), member.headers);
    expect(res.statusCode).toBe(201);
    await t.settleJobs();
    const [latest] = await messages();
    const stored = latest!.attachment as string;
    expect(stored).toMatch(/^attachments\/[0-9a-f]{32}\.pdf$/);
    // Not served: the file lives outside the public uploads folder.
    expect((await t.app.inject({ method: 'GET', url: `/files/uploads/${stored}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/files/uploads/${path.basename(stored)}` })).statusCode).toBe(404);
    expect((await t.deps.files.get('attachments', path.basename(stored)))!.bytes.equals(pdf)).toBe(true);
    const mail = t.mails.slice(sent)[0]!;
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments![0]).toMatchObject({ contentType: 'application/pdf' });
    expect(mail.attachments![0]!.content.equals(pdf)).toBe(true);

    const docx = zipFile(['[Content_Types].xml', 'word/document.xml']);
    const type = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect((await send(supportBody({ field_support_image: { value: dataUrl(type, docx) } }), member.headers)).statusCode).toBe(
      201,
    );
    expect(((await messages())[0]!.attachment as string).endsWith('.docx')).toBe(true);
    expect((await send(supportBody({ field_support_image: { value: '' } }), member.headers)).statusCode).toBe(201);
  });

  it('refuses attachments by content, size and count, storing nothing', async () => {
    const before = (await messages()).length;
    // Pass the contract's pattern, refused by the content checks:
    const byContent = [
      dataUrl('application/pdf', pngFile()), // a PNG declared as PDF
      dataUrl('image/png', Buffer.from('plain text pretending to be a PNG')),
      dataUrl('application/msword', pdfFile()),
      dataUrl('application/pdf', Buffer.concat([pdfFile(), Buffer.alloc(1_000_001 - pdfFile().length, 0x20)])), // 1,000,001 bytes
    ];
    for (const value of byContent) {
      const res = await send(supportBody({ field_support_image: { value } }), member.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: UPLOAD_REFUSED });
    }
    // Refused by the contract already. The message is the central error handler's pick among the
    // body's oneOf branches (it currently reports the help-form branch), so only the refusal is pinned.
    const bySchema = [
      dataUrl('text/plain', Buffer.from('hello')),
      `${dataUrl('application/pdf', pdfFile())},${dataUrl('application/pdf', pdfFile())}`,
    ];
    for (const value of bySchema)
      expect((await send(supportBody({ field_support_image: { value } }), member.headers)).statusCode).toBe(400);
    const twoFields = await send(
      supportBody({ field_support_image: [{ value: dataUrl('application/pdf', pdfFile()) }] }),
      member.headers,
    );
    expect(twoFields.statusCode).toBe(400);
    expect((await messages()).length).toBe(before);
  });

  it('refuses a blank support message, subject or resource', async () => {
    // Status only: see the oneOf note above about which branch's message is reported.
    for (const over of [
      { message: { value: '   ' } },
      { subject: { value: ' x' } },
      { subject: { value: '' } },
      { field_resource: { value: '' } },
    ]) {
      expect((await send(supportBody(over), member.headers)).statusCode).toBe(400);
    }
  });

  it('lists messages newest first behind the admin token only', async () => {
    const list = await messages();
    const ids = list.map((m) => Number(m.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/messages', headers: member.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/messages' })).statusCode).toBe(401);
  });

  it('keeps attachments outside the public uploads folder', async () => {
    if (t.deps.files.where === 'directory') {
      expect(existsSync(path.join(t.deps.config.dataDir, 'attachments'))).toBe(true);
      expect(existsSync(path.join(t.deps.config.dataDir, 'uploads', 'attachments'))).toBe(false);
    } else {
      expect(existsSync(path.join(t.deps.config.dataDir, 'attachments'))).toBe(false);
    }
    expect((await t.app.inject({ method: 'GET', url: '/files/uploads/attachments/' })).statusCode).toBe(404);
  });
});
