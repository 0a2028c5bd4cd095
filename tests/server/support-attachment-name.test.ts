import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentFileName } from '../../server/uploads/attachment-name';
import { dataUrl, pdfFile, pngFile } from './support/member-files';
import { createMember, type TestMember } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

// Issue 10: the support mail's attachment keeps the member's file name (`;name=` in the data URL).
const INBOX = 'inbox@support.test';

const named = (type: string, bytes: Buffer, name: string) => dataUrl(type, bytes).replace(';base64,', `;name=${name};base64,`);

describe('attachment file names', () => {
  it("keeps the member's name, made safe, ending in the type found in the content", () => {
    expect(attachmentFileName('Case notes (v2).pdf', 'pdf', 'attachment-1')).toBe('Case notes (v2).pdf');
    expect(attachmentFileName('photo.JPEG', 'jpg', 'attachment-1')).toBe('photo.JPEG');
    expect(attachmentFileName('report.docx', 'pdf', 'attachment-1')).toBe('report.docx.pdf');
    expect(attachmentFileName('scan', 'png', 'attachment-1')).toBe('scan.png');
    expect(attachmentFileName('../../etc/passwd', 'pdf', 'attachment-1')).toBe('passwd.pdf');
    expect(attachmentFileName('C:\\Users\\me\\a<b>:"c".pdf', 'pdf', 'attachment-1')).toBe('abc.pdf');
    expect(attachmentFileName('.hidden.pdf', 'pdf', 'attachment-1')).toBe('hidden.pdf');
    expect(attachmentFileName('line\r\nbreak.pdf', 'pdf', 'attachment-1')).toBe('linebreak.pdf');
    expect(attachmentFileName(null, 'pdf', 'attachment-7')).toBe('attachment-7.pdf');
    expect(attachmentFileName('   ', 'pdf', 'attachment-7')).toBe('attachment-7.pdf');
    const long = attachmentFileName(`${'x'.repeat(300)}.pdf`, 'pdf', 'attachment-1');
    expect(long).toHaveLength(150);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});

describe.each(engines)('support attachment names on %s', (engine) => {
  let t: TestApp;
  let member: TestMember;

  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false, env: { SUPPORT_EMAIL: INBOX } });
    member = await createMember(t, { userType: '1', firstName: 'Ada' });
  });
  afterAll(() => t.close());

  const send = (image: string) =>
    t.app.inject({
      method: 'POST',
      url: '/entity/contact_message',
      headers: member.headers,
      payload: {
        contact_form: { target_id: 'support' },
        name: { value: 'Ada' },
        subject: { value: 'Export fails' },
        mail: { value: 'ada@example.com' },
        message: { value: 'See the attached file.' },
        field_userid: { value: '1' },
        field_resource: { value: 'Lens Planner - Technical issue' },
        field_support_image: { value: image },
      },
    });

  it('names the mailed attachment after the file, and says so in the mail', async () => {
    await t.settleJobs();
    const sent = t.mails.length;
    const res = await send(named('application/pdf', pdfFile(), 'Export%20error%20%28v2%29%20%E2%80%93%20M%C3%A4rz.pdf'));
    expect(res.statusCode).toBe(201);
    // Forwarded by a job, which reads the file back from the storage and the name from the row.
    await t.settleJobs();
    const mail = t.mails.slice(sent)[0]!;
    expect(mail.attachments![0]).toMatchObject({ filename: 'Export error (v2) – März.pdf', contentType: 'application/pdf' });
    expect(mail.text).toContain('Attachment: Export error (v2) – März.pdf (application/pdf)');
  });

  it('falls back to attachment-<id> without a name, and refuses a name the contract does not allow', async () => {
    await t.settleJobs();
    const sent = t.mails.length;
    expect((await send(dataUrl('image/png', pngFile()))).statusCode).toBe(201);
    await t.settleJobs();
    expect(t.mails.slice(sent)[0]!.attachments![0]!.filename).toMatch(/^attachment-\d+\.png$/);
    expect((await send(named('image/png', pngFile(), 'a b.png'))).statusCode).toBe(400);
  });
});
