import { MSG } from '@contracts/messages';
import { addDays } from '@domain/calendar/iso-date';
import { describe, expect, it } from 'vitest';
import {
  add,
  added,
  aurora,
  call,
  crewDocumentsAttackServer,
  passport,
  rowOf,
  s,
  sync,
} from '../../../../testing/crew-documents-attack-kit';
import { TEST_TODAY } from '../../../../testing/test-server';

/**
 * A crew document's dates (doc 2, crew documents): the date of issue cannot be in the future
 * (doc 1, section 5: 'Selected date cannot be in the future'), a day's grace for a writer whose
 * calendar is ahead of UTC; and a date sent with a time of day is read as a day only when that
 * names one day (a UTC time, some zone's midnight as toISOString writes it; a local midnight or
 * the spec's noon). Another local time of day is refused by name: it was stored as a day cut
 * from it ('...T23:00:00-05:00' as 1 January).
 */
crewDocumentsAttackServer();

const save = (documentId: string, body: object) =>
  call('purser', 'PUT', `/documents/detail/${aurora}/${documentId}`, { ...passport, ...body });
const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
const future = { message: MSG.status400, errorList: [{ property: 'issuedAt', message: MSG.notFuture }] };

describe('a crew document’s date of issue', () => {
  it('in the future is refused with the spec’s text, on add, save and the queued save; tomorrow is a zone’s today', async () => {
    const later = addDays(TEST_TODAY, 2);
    const refused = await add('purser', 'crew', { ...passport, issuedAt: later, expiryDate: '2036-01-01' });
    expect([refused.res.status, await refused.res.json()]).toEqual([400, future]);
    expect(await rowOf(refused.documentId)).toBeUndefined();

    const { documentId } = await added('purser', 'crew', passport);
    const res = await save(documentId, { issuedAt: later, expiryDate: '2036-01-01' });
    expect([res.status, await res.json()]).toEqual([400, future]);
    const queued = await sync('purser', 'crew/document/save', {
      yachtId: aurora,
      documentId,
      ...passport,
      issuedAt: later,
      expiryDate: '2036-01-01',
    });
    expect(queued).toMatchObject({ status: 'rejected', message: MSG.notFuture });
    expect(day((await rowOf(documentId))!.issued_at)).toBe(passport.issuedAt);

    // A date stored in the future before the rule is kept, and the rest of the document saved.
    await s.db.query('UPDATE crew_documents SET issued_at = $2 WHERE id = $1', [documentId, later]);
    const kept = await save(documentId, { issuedAt: later, expiryDate: '2036-01-01', comment: 'Seen' });
    expect([kept.status, (await rowOf(documentId))!.comment]).toEqual([200, 'Seen']);
    const keptQueued = await sync('purser', 'crew/document/save', {
      yachtId: aurora,
      documentId,
      ...passport,
      issuedAt: later,
      expiryDate: '2036-01-01',
      comment: 'Seen again',
    });
    expect(keptQueued).toMatchObject({ status: 'applied' });

    for (const ok of [TEST_TODAY, addDays(TEST_TODAY, 1)]) {
      const res = await save(documentId, { issuedAt: ok, expiryDate: '2036-01-01' });
      expect([ok, res.status]).toEqual([ok, 200]);
      expect(day((await rowOf(documentId))!.issued_at)).toBe(ok);
    }
  });
});

describe('a crew document’s date sent with a time', () => {
  it('is read as the day it names, or refused by name: never moved or cut silently', async () => {
    const { documentId } = await added('purser', 'crew', passport);
    for (const [sent, stored] of [
      ['2027-01-01T00:00:00-05:00', '2027-01-01'],
      ['2027-01-01T00:00:00', '2027-01-01'],
      ['2027-02-01T12:00:00Z', '2027-02-01'],
      // Midnight of 1 March in Paris, as its toISOString writes it.
      ['2027-02-28T23:00:00.000Z', '2027-03-01'],
    ] as const) {
      const res = await save(documentId, { expiryDate: sent });
      expect([sent, res.status, await res.text()]).toEqual([sent, 200, expect.any(String)]);
      expect([sent, day((await rowOf(documentId))!.expiry_date)]).toEqual([sent, stored]);
    }
    for (const sent of ['2027-01-01T23:00:00-05:00', '2027-01-01T09:30:00+02:00', '2027-01-01T08:00:00']) {
      const res = await save(documentId, { expiryDate: sent });
      expect([sent, res.status, (await res.json()).errorList]).toEqual([
        sent,
        400,
        [{ property: 'expiryDate', message: 'Invalid date. Use YYYY-MM-DD.' }],
      ]);
      expect(day((await rowOf(documentId))!.expiry_date)).toBe('2027-03-01');
    }
  });
});
