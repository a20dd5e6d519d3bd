import { describe, expect, it } from 'vitest';
import { attachmentRefusal, LEAVE_ATTACHMENT_MAX_BYTES, shortFileName } from './attachments';

describe('adding an attachment to a leave request', () => {
  it('keeps the spec’s constants: 10 files of 4,000,000 bytes', () => {
    expect(LEAVE_ATTACHMENT_MAX_BYTES).toBe(4_000_000);
  });
  it.each([
    ['a PDF', { size: 1000, type: 'application/pdf' }, 0, null],
    ['a photo, the tenth', { size: 1000, type: 'image/jpeg' }, 9, null],
    ['an eleventh file', { size: 1000, type: 'application/pdf' }, 10, 'tooMany'],
    ['exactly 4,000,000 bytes', { size: 4_000_000, type: 'image/png' }, 0, null],
    ['a byte over 4,000,000', { size: 4_000_001, type: 'image/png' }, 0, 'tooBig'],
    ['a 20 MB photo', { size: 20 * 1024 * 1024, type: 'image/jpeg' }, 0, 'tooBig'],
    ['an empty file', { size: 0, type: 'application/pdf' }, 0, 'empty'],
    ['a Word file', { size: 1000, type: 'application/msword' }, 0, 'wrongType'],
    ['a file the browser cannot name (the server judges it)', { size: 1000, type: '' }, 0, null],
  ])('%s', (_what, file, count, expected) => {
    expect(attachmentRefusal(file, count)).toBe(expected);
  });
});

describe('how an attachment shows', () => {
  it('cuts long names at 35 characters, keeping the extension', () => {
    expect(shortFileName('ticket.pdf')).toBe('ticket.pdf');
    const long = 'flight-ticket-nice-to-palma-return-june.pdf';
    expect(shortFileName(long)).toBe('flight-ticket-nice-to-palma-re….pdf');
    expect(shortFileName(long)).toHaveLength(35);
    expect(shortFileName('x'.repeat(40))).toBe(`${'x'.repeat(34)}…`);
  });
});
