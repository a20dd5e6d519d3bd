import { describe, expect, it } from 'vitest';
import { showMonth, showMonthName } from '../../../domain/dates/format';
import type { NeedsMe } from '../../../domain/home/needs-me';
import { sayFigures } from '../../../domain/home/needs-me-words';
import { activateLanguage, t } from '../../../i18n/i18n';
import { mergeTiles, monthsText, needsTiles } from './needs-me-tiles';

const where = { base: '/fleet/aurora', inbox: '/inbox/1', crewOnly: false };
const all = <T>(value: T) => ({ known: 'all' as const, value });
const none: NeedsMe = {
  leaveToDecide: all(0),
  expiring: all({ certificates: 0, documents: 0 }),
  countersign: null,
  signOff: all({ months: 0, oldest: null, open: [] }),
  inbox: all(0),
};

/** Something in every figure. */
const waiting: NeedsMe = {
  leaveToDecide: all(2),
  expiring: all({ certificates: 3, documents: 1 }),
  countersign: all({ months: 1, oldest: '2026-10' }),
  signOff: all({ months: 1, oldest: '2026-11', open: ['2026-11'] }),
  inbox: all(4),
};

describe('needsTiles', () => {
  it('leaves out every tile known to have nothing in it', () => {
    expect(needsTiles(none, where)).toEqual([]);
  });

  it('links each tile to the list filtered to what it counted', () => {
    const tiles = needsTiles(waiting, where);
    expect(tiles.map((t) => [t.name, t.value, t.to])).toEqual([
      ['Leave requests to decide', '2 requests', '/fleet/aurora/leave?show=to-decide'],
      ['Expiring or expired', '3 certificates · 1 document', '/fleet/aurora/issues?show=expiring'],
      [
        'To countersign',
        '1 sign-off',
        '/fleet/aurora/hours-of-rest/calendar?month=2026-10&show=to-countersign&countersign=ready',
      ],
      ['To sign off', 'November 2026', '/fleet/aurora/hours-of-rest/calendar?month=2026-11&signoff=ask'],
      ['Inbox', '4 unread', '/inbox/1?show=unread'],
    ]);
    expect(tiles.every((t) => t.needs)).toBe(true);
  });

  it('tells crew the documents are their own, and names only what there is', () => {
    const [tile] = needsTiles(
      { ...none, expiring: all({ certificates: 0, documents: 1 }) },
      { ...where, crewOnly: true },
    );
    expect(tile).toMatchObject({ value: '1 document', info: 'Your documents' });
  });

  it('says plainly which figures are not known yet, and which only so far', () => {
    const tiles = needsTiles(
      {
        leaveToDecide: { known: 'so-far', value: 0 },
        expiring: { known: 'not-yet' },
        countersign: { known: 'so-far', value: { months: 2, oldest: '2026-11' } },
        signOff: null,
        inbox: all(0),
      },
      where,
    );
    expect(tiles.map((t) => [t.name, t.value, t.info])).toEqual([
      [
        'Leave requests to decide',
        'None so far',
        'Waiting for your decision · older requests still arriving',
      ],
      [
        'Expiring or expired',
        'Not known yet',
        'Counted once the certificates and documents reach this device',
      ],
      ['To countersign', '2 sign-offs', 'Signed off by crew, waiting for you · older months still arriving'],
    ]);
    expect(tiles.map((t) => Boolean(t.needs))).toEqual([false, false, true]);
  });
});

describe('monthsText', () => {
  it('names the months to sign off, not a count that reads as a length of time', () => {
    expect(monthsText([])).toBe('');
    expect(monthsText(['2026-10'])).toBe('October 2026');
    expect(monthsText(['2026-10', '2026-11'])).toBe('October and November 2026');
    expect(monthsText(['2025-12', '2026-01'])).toBe('December 2025 and January 2026');
    expect(monthsText(['2026-08', '2026-09', '2026-11'])).toBe('August 2026 and 2 more');
  });
  it('says them in the reader’s language, as the tile shows them', async () => {
    await activateLanguage('es');
    try {
      const shown = (months: string[]) => sayFigures(monthsText(months), t);
      expect(shown(['2026-10'])).toBe(showMonth('2026-10'));
      expect(shown(['2026-10', '2026-11'])).toBe(`${showMonthName('2026-10')} y ${showMonth('2026-11')}`);
      expect(shown(['2026-08', '2026-09', '2026-11'])).toBe(`${showMonth('2026-08')} y 2 más`);
      expect(showMonth('2026-10')).toMatch(/octubre/);
    } finally {
      await activateLanguage('en');
    }
  });
});

describe('mergeTiles', () => {
  const server = [
    { name: 'Hours of rest', value: '3 of 5 days logged', info: '', to: null },
    { name: 'To countersign', value: '9 months', info: '', to: null },
    { name: 'Inbox', value: '2 unread', info: '', to: null },
  ];
  it("puts the device's figures first and drops the server's of the same things", () => {
    const device = needsTiles({ ...none, countersign: all({ months: 1, oldest: '2026-11' }) }, where);
    expect(mergeTiles(device, server).map((t) => `${t.name}: ${t.value}`)).toEqual([
      'To countersign: 1 sign-off',
      'Hours of rest: 3 of 5 days logged',
    ]);
  });
  it("lets the server's kept figures stand in before the first sync, in the device's places, never its months to countersign", () => {
    const before = needsTiles(
      {
        leaveToDecide: { known: 'not-yet' },
        expiring: { known: 'not-yet' },
        countersign: { known: 'not-yet' },
        signOff: { known: 'not-yet' },
        inbox: { known: 'not-yet' },
      },
      where,
    );
    const shore = [
      {
        name: 'Expiring or expired',
        value: '3 certificates',
        info: '',
        to: '/fleet/aurora/issues?show=expiring',
      },
      {
        name: 'Leave requests to decide',
        value: '2 requests',
        info: '',
        to: '/fleet/aurora/leave?show=to-decide',
      },
      ...server,
    ];
    expect(mergeTiles(before, shore).map((t) => `${t.name}: ${t.value}`)).toEqual([
      'Leave requests to decide: 2 requests',
      'Expiring or expired: 3 certificates',
      'To countersign: Not known yet',
      'To sign off: Not known yet',
      'Inbox: 2 unread',
      'Hours of rest: 3 of 5 days logged',
    ]);
    // Once counted on the device, its own figures take those places: no tile is added or lost.
    const after = needsTiles(waiting, where);
    expect(mergeTiles(after, shore).map((t) => t.name)).toEqual(mergeTiles(before, shore).map((t) => t.name));
  });

  it("lets the server's kept inbox figure stand in, never its months to countersign", () => {
    const device = needsTiles(
      {
        leaveToDecide: null,
        expiring: null,
        countersign: { known: 'not-yet' },
        signOff: null,
        inbox: { known: 'not-yet' },
      },
      where,
    );
    expect(mergeTiles(device, server).map((t) => `${t.name}: ${t.value}`)).toEqual([
      'To countersign: Not known yet',
      'Inbox: 2 unread',
      'Hours of rest: 3 of 5 days logged',
    ]);
    // In the place the device's own count takes when it arrives: no tile moves under a finger.
    const known = needsTiles(
      {
        leaveToDecide: null,
        expiring: null,
        countersign: { known: 'not-yet' },
        signOff: null,
        inbox: { known: 'all', value: 2 },
      },
      where,
    );
    expect(mergeTiles(known, server).map((t) => t.name)).toEqual(
      mergeTiles(device, server).map((t) => t.name),
    );
  });
});
