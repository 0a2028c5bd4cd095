import { describe, expect, it } from 'vitest';
import { HttpError } from '../../server/errors';
import { checkAttachment, checkPicture } from '../../server/uploads/check-upload';
import { MAX_UPLOAD_BYTES, UPLOAD_REFUSED, decodeDataUrl } from '../../server/uploads/data-url';
import { readImageSize } from '../../server/uploads/image-dimensions';
import { sniffFileType } from '../../server/uploads/sniff-file-type';
import { dataUrl, jpegFile, ole2File, pdfFile, pngFile, zipFile } from './support/member-files';

const refused = async (fn: () => unknown) => {
  try {
    await fn();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    expect((error as HttpError).message).toBe(UPLOAD_REFUSED);
    return;
  }
  throw new Error('expected the upload to be refused');
};

describe('upload checks (by content, size and count)', () => {
  it('recognises each accepted type by its magic bytes', () => {
    expect(sniffFileType(pngFile())).toBe('image/png');
    expect(sniffFileType(jpegFile())).toBe('image/jpeg');
    expect(sniffFileType(pdfFile())).toBe('application/pdf');
    expect(sniffFileType(ole2File('WordDocument'))).toBe('application/msword');
    expect(sniffFileType(ole2File('Workbook'))).toBe('application/vnd.ms-excel');
    expect(sniffFileType(zipFile(['[Content_Types].xml', 'word/document.xml']))).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(sniffFileType(zipFile(['[Content_Types].xml', 'xl/workbook.xml']))).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('refuses other content: text, GIF, other OLE2 and plain ZIP files', () => {
    expect(sniffFileType(Buffer.from('hello, I am text'))).toBeNull();
    expect(sniffFileType(Buffer.from('GIF89a......'))).toBeNull();
    expect(sniffFileType(ole2File('PowerPoint Document'))).toBeNull();
    expect(sniffFileType(zipFile(['readme.txt']))).toBeNull();
  });

  it('reads dimensions from PNG and JPEG headers and refuses broken headers', () => {
    expect(readImageSize(pngFile(40, 30), 'image/png')).toEqual({ width: 40, height: 30 });
    expect(readImageSize(jpegFile(25, 17), 'image/jpeg')).toEqual({ width: 25, height: 17 });
    expect(readImageSize(pngFile(9000, 2), 'image/png')).toBeNull();
    expect(readImageSize(Buffer.concat([pngFile().subarray(0, 8), Buffer.alloc(40)]), 'image/png')).toBeNull();
    expect(readImageSize(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2]), 'image/jpeg')).toBeNull();
  });

  it('accepts a picture of exactly 1,000,000 bytes and refuses 1,000,001', async () => {
    const exact = pngFile(4, 3, MAX_UPLOAD_BYTES);
    expect(exact.length).toBe(MAX_UPLOAD_BYTES);
    expect((await checkPicture(dataUrl('image/png', exact))).type).toBe('image/png');
    const over = pngFile(4, 3, MAX_UPLOAD_BYTES + 1);
    expect(over.length).toBe(MAX_UPLOAD_BYTES + 1);
    await refused(() => checkPicture(dataUrl('image/png', over)));
  });

  it('refuses a PNG declared as JPEG, text declared as PNG, and a PDF as a picture', async () => {
    await refused(() => checkPicture(dataUrl('image/jpeg', pngFile())));
    await refused(() => checkPicture(dataUrl('image/png', Buffer.from('not an image at all'))));
    await refused(() => checkPicture(dataUrl('application/pdf', pdfFile())));
    await refused(() => checkAttachment(dataUrl('application/pdf', pngFile())));
  });

  it('takes exactly one file: two data URLs in one value, or an empty one, are refused', async () => {
    const one = dataUrl('image/png', pngFile());
    await refused(() => decodeDataUrl(`${one},${one}`));
    await refused(() => decodeDataUrl('data:image/png;base64,'));
  });

  it('accepts every attachment type by content', async () => {
    expect((await checkAttachment(dataUrl('application/pdf', pdfFile()))).extension).toBe('pdf');
    expect((await checkAttachment(dataUrl('application/msword', ole2File('WordDocument')))).extension).toBe('doc');
    expect((await checkAttachment(dataUrl('application/vnd.ms-excel', ole2File('Workbook')))).extension).toBe('xls');
    expect((await checkAttachment(dataUrl('image/jpeg', jpegFile()))).extension).toBe('jpg');
  });
});
