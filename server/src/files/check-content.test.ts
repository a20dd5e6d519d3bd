import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkContent } from './check-content';

/** Type from the content, never the name; the sha-256 of exactly the bytes stored. */
const bytes = (head: number[] | string, size = 64) => {
  const out = new Uint8Array(size).fill(0x20);
  out.set(typeof head === 'string' ? Buffer.from(head, 'latin1') : head);
  return out;
};
const PDF = bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const EXE = bytes([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff], 512);
const OLE = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 1024);

describe('checkContent', () => {
  it('types a PDF named photo.jpg as a PDF, with its sha-256', async () => {
    expect(await checkContent(PDF, 'attachment', 'photo.jpg')).toEqual({
      ok: true,
      mime: 'application/pdf',
      size: PDF.length,
      sha256: createHash('sha256').update(PDF).digest('hex'),
    });
  });

  it.each([
    ['photo', JPEG, 'image/jpeg'],
    ['signature', PNG, 'image/png'],
    ['document', PDF, 'application/pdf'],
    ['attachment', JPEG, 'image/jpeg'],
  ] as const)('takes a %s as %s', async (purpose, content, mime) => {
    expect(await checkContent(content, purpose, 'x.bin')).toMatchObject({ ok: true, mime });
  });

  it.each([
    ['photo', PDF, 'application/pdf'],
    ['signature', PDF, 'application/pdf'],
    ['attachment', EXE, 'application/x-msdownload'],
    ['document', bytes('just some words'), null],
  ] as const)('refuses for a %s: %s', async (purpose, content, sniffed) => {
    expect(await checkContent(content, purpose, 'photo.jpg')).toEqual({ ok: false, sniffed });
  });

  it('labels an old Office container by its name, and takes it for documents only', async () => {
    expect(await checkContent(OLE, 'document', 'crew list.doc')).toMatchObject({
      mime: 'application/msword',
    });
    expect(await checkContent(OLE, 'document', 'stores.xls')).toMatchObject({
      mime: 'application/vnd.ms-excel',
    });
    expect(await checkContent(OLE, 'document', 'mystery')).toMatchObject({ mime: 'application/x-cfb' });
    expect(await checkContent(OLE, 'photo', 'x.doc')).toMatchObject({ ok: false });
  });
});
