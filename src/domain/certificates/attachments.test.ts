import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attachmentsToCheck,
  batchProblems,
  CERT_ATTACHMENT_LABELS,
  CERT_ATTACHMENT_TYPES,
  CHECK_ALL_CONFIRMATION,
  checkedCode,
  checkedStatus,
  isCertAttachmentType,
  MAX_CERT_FILE_BYTES,
  MAX_CERT_FILES,
  needsCheckAllConfirmation,
  previewKind,
} from './attachments';

const MB = 1024 * 1024;
const files = (n: number, size = MB) => Array.from({ length: n }, (_, i) => ({ name: `f${i}.pdf`, size }));

describe('attachment kinds', () => {
  it('keeps the spec’s codes and labels', () => {
    expect(CERT_ATTACHMENT_TYPES).toEqual({
      certificate: 0,
      supportingDoc: 1,
      endorsement: 2,
      supplement: 3,
    });
    expect(Object.values(CERT_ATTACHMENT_TYPES).map((code) => CERT_ATTACHMENT_LABELS[code])).toEqual([
      'Certificate',
      'Supporting doc',
      'Endorsement',
      'Supplement',
    ]);
    expect([0, 3, 4, -1].map(isCertAttachmentType)).toEqual([true, true, false, false]);
  });
});

describe('an upload batch', () => {
  it('keeps the spec’s limits', () => {
    expect(MAX_CERT_FILES).toBe(10);
    expect(MAX_CERT_FILE_BYTES).toBe(20 * MB);
  });

  it.each([
    ['one file', files(1), 0, []],
    ['nine files', files(9), 0, []],
    [
      'ten files: the batch reaches the limit',
      files(10),
      0,
      ['Maximum attachment count reached. (Limit 10)'],
    ],
    ['eleven files', files(11), 0, ['Maximum attachment count reached. (Limit 10)']],
    ['one more after eight queued', files(1), 8, []],
    ['one more after nine queued', files(1), 9, ['Maximum attachment count reached. (Limit 10)']],
    ['nothing dropped on a full queue', [], 12, []],
    ['exactly 20 MB', files(1, 20 * MB), 0, []],
    ['a byte over 20 MB', files(1, 20 * MB + 1), 0, ['Maximum file size is 20 MB.']],
    ['two files too big: the message once', files(2, 30 * MB), 0, ['Maximum file size is 20 MB.']],
    [
      'too many and too big: both, the count first',
      files(10, 21 * MB),
      0,
      ['Maximum attachment count reached. (Limit 10)', 'Maximum file size is 20 MB.'],
    ],
  ])('%s', (_what, batch, queued, expected) => {
    expect(batchProblems(batch, queued)).toEqual(expected);
  });

  it('accepts a batch exactly when it is under 10 files of at most 20 MB', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string(), size: fc.integer({ min: 0, max: 25 * MB }) }), {
          maxLength: 14,
        }),
        fc.integer({ min: 0, max: 12 }),
        (batch, queued) => {
          const ok =
            batch.length === 0 || (queued + batch.length < 10 && batch.every((f) => f.size <= 20 * MB));
          expect(batchProblems(batch, queued).length === 0).toBe(ok);
        },
      ),
    );
  });
});

describe('checking the attachments', () => {
  const a = (checked: boolean, archived = false) => ({ checked, archived });

  it.each([
    ['all checked', [a(true), a(true)], 'Yes', false],
    ['one unchecked', [a(true), a(false)], 'No', true],
    ['none checked', [a(false), a(false)], 'No', true],
    ['no attachments: nothing was viewed', [], 'No', false],
    ['an unchecked archived one does not count', [a(true), a(false, true)], 'Yes', false],
    ['only archived ones', [a(true, true)], 'No', false],
  ])('%s', (_what, list, status, ask) => {
    expect(checkedStatus(list)).toBe(status);
    expect(needsCheckAllConfirmation(list)).toBe(ask);
  });

  it('asks in the spec’s words and marks only the live unchecked ones', () => {
    expect(CHECK_ALL_CONFIRMATION).toBe('Please confirm that you have viewed all uploaded documents.');
    const list = [
      { id: 1, checked: true, archived: false },
      { id: 2, checked: false, archived: false },
      { id: 3, checked: false, archived: true },
    ];
    expect(attachmentsToCheck(list).map((x) => x.id)).toEqual([2]);
    expect(checkedCode(true)).toBe(1);
    expect(checkedCode(false)).toBe(0);
  });

  it('reads Yes after Confirm, and asks exactly when the status is No with something to check', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ checked: fc.boolean(), archived: fc.boolean() })), (list) => {
        const ask = needsCheckAllConfirmation(list);
        expect(ask).toBe(attachmentsToCheck(list).length > 0);
        if (ask) expect(checkedStatus(list)).toBe('No');
        const confirmed = list.map((x) => ({ ...x, checked: x.checked || !x.archived }));
        expect(needsCheckAllConfirmation(confirmed)).toBe(false);
        expect(checkedStatus(confirmed)).toBe(list.some((x) => !x.archived) ? 'Yes' : 'No');
      }),
    );
  });
});

describe('previews', () => {
  it.each([
    ['survey.pdf', 'pdf'],
    ['SURVEY.PDF', 'pdf'],
    ['photo.jpg', 'image'],
    ['photo.jpeg', 'image'],
    ['scan.png', 'image'],
    ['notes.docx', 'none'],
    ['README', 'none'],
    ['archive.pdf.zip', 'none'],
  ])('%s → %s', (name, kind) => {
    expect(previewKind(name)).toBe(kind);
  });
});
