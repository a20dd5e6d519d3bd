import { describe, expect, it } from 'vitest';
import { freshAppDbEachTest } from '../../../../tests/kits/test-app-db';
import type { GuestRecord } from '../../../contracts/guests';
import { GUEST_TEXT } from '../../../domain/guests/guest-rules';
import { saveGuest } from './guest-commands';
import {
  expiryAfterIssue,
  expiryFollowingIssue,
  formDate,
  guestChange,
  guestFormProblems,
  guestFormValues,
  guestSaveInput,
} from './guest-form';

const db = freshAppDbEachTest('guest-form');
const ids = { vesselId: 1, guestId: '01JGUESTFORM0000000000001' };
const record: GuestRecord = {
  id: ids.guestId,
  vesselId: 1,
  firstName: 'Ana',
  lastName: 'Silva',
  gender: 'f',
  dateOfBirth: '1990-05-01',
  placeOfBirth: 'Porto',
  nationality: 'Portuguese',
  residenceAddress: null,
  maritalStatus: null,
  passportNo: 'P1234567',
  passportIssuedAt: 'Lisbon',
  passportIssueDate: '0001-01-01T00:00:00Z',
  passportExpDate: '2030-01-01',
  portOfEmbarkation: null,
  isOnBoard: false,
  deleted: false,
  version: 3,
};

describe('the guest form', () => {
  it('starts empty for a new guest, ashore unless the flow adds someone joining now', () => {
    const blank = guestFormValues();
    expect(blank).toMatchObject({ firstName: '', gender: '', passportExpDate: '', isOnBoard: false });
    expect(guestFormValues(undefined, true).isOnBoard).toBe(true);
  });

  it('shows the sentinel dates as empty and nulls as empty text', () => {
    expect(formDate('0000-12-31')).toBe('');
    expect(formDate('0001-01-01T00:00:00Z')).toBe('');
    expect(formDate(null)).toBe('');
    expect(formDate('2030-01-01')).toBe('2030-01-01');
    const v = guestFormValues(record);
    expect(v.passportIssueDate).toBe('');
    expect(v.residenceAddress).toBe('');
    expect(v.placeOfBirth).toBe('Porto');
  });

  it('fills an empty expiry with the issue date plus ten years, never over a given expiry', () => {
    expect(expiryAfterIssue('2024-06-30', '')).toBe('2034-06-30');
    expect(expiryAfterIssue('2024-02-29', '')).toBe('2034-02-28');
    expect(expiryAfterIssue('2024-06-30', '2029-01-01')).toBeNull();
    expect(expiryAfterIssue('', '')).toBeNull();
  });

  it('fills the expiry only once the issue year is typed in full, follows corrections, keeps a typed expiry', () => {
    // A date field reports each keystroke of the year: 0002, 0020, 0201, then 2016.
    let expiry = '';
    let filled: string | null = null;
    for (const issue of ['0002-04-15', '0020-04-15', '0201-04-15', '2016-04-15']) {
      const next = expiryFollowingIssue(issue, expiry, filled);
      if (next !== null) {
        expiry = next;
        filled = next || null;
      }
    }
    expect(expiry).toBe('2026-04-15');
    // The issue date corrected: the filled expiry follows; cleared: it goes too.
    expect(expiryFollowingIssue('2016-05-01', expiry, filled)).toBe('2026-05-01');
    expect(expiryFollowingIssue('', expiry, filled)).toBe('');
    // An expiry the user typed (or the record had) stays.
    expect(expiryFollowingIssue('2016-05-01', '2025-01-01', filled)).toBeNull();
    expect(expiryFollowingIssue('2016-05-01', '2025-01-01', null)).toBeNull();
  });

  it('names what keeps a guest from being saved under its field, with the rules’ words', () => {
    const problems = guestFormProblems(
      { ...guestFormValues(), lastName: 'Silva', passportNo: 'P-123 45' },
      ids,
    );
    expect(problems.firstName).toBe(GUEST_TEXT.required);
    expect(problems.gender).toBe(GUEST_TEXT.required);
    expect(problems.passportNo).toBe(GUEST_TEXT.passportAlphanumeric);
    expect(problems.lastName).toBeUndefined();
    const backwards = guestFormProblems(
      { ...guestFormValues(record), passportIssueDate: '2025-01-01', passportExpDate: '2024-01-01' },
      ids,
    );
    expect(backwards).toEqual({ passportExpDate: GUEST_TEXT.expiryBeforeIssue });
    expect(guestFormProblems(guestFormValues(record), ids)).toEqual({});
    // A bad date and a bad passport number are said together, not one after the other.
    const both = guestFormProblems(
      { ...guestFormValues(record), passportNo: 'YA12-34', dateOfBirth: '1850-01-01' },
      ids,
    );
    expect(both.passportNo).toBe(GUEST_TEXT.passportAlphanumeric);
    expect(both.dateOfBirth).toBeTruthy();
  });

  it('saves what was typed: empty fields as nothing, dates as days, on the device and queued', async () => {
    const values = { ...guestFormValues(record), maritalStatus: '  ', passportIssueDate: '2020-01-01' };
    const saved = await saveGuest({ db: db(), userId: 9, now: 1 }, guestSaveInput(values, ids));
    expect(saved).toMatchObject({
      maritalStatus: null,
      residenceAddress: null,
      passportIssueDate: '2020-01-01',
      passportExpDate: '2030-01-01',
      pending: 1,
    });
    expect((await db().outbox.toArray()).map((e) => e.op)).toEqual(['guest/save']);
  });

  it('changes one thing of a guest and keeps the rest (the on-board switch)', () => {
    expect(guestChange(record, { isOnBoard: true })).toMatchObject({
      yachtId: 1,
      guestId: ids.guestId,
      firstName: 'Ana',
      passportNo: 'P1234567',
      passportIssueDate: null,
      passportExpDate: '2030-01-01',
      isOnBoard: true,
    });
  });
});
