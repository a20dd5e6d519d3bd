import { describe, expect, it } from 'vitest';
import { linkSummary } from './link-summary';

describe('what the header chip says', () => {
  const now = new Date(2026, 11, 2, 16, 30).getTime();
  const at1402 = new Date(2026, 11, 2, 14, 2).getTime();

  it('says what the missing shore means', () => {
    expect(linkSummary('no-shore', { pending: 3, problems: 0, lastSyncAt: at1402 }, now)).toEqual({
      tone: 'warn',
      parts: ["Can't reach shore", '3 changes waiting', 'last sync 14:02'],
      short: ["Can't reach shore", '3 waiting', '14:02'],
      marks: [null, null, 'clock'],
    });
  });

  it('keeps the state, the count and the time in its short form, the day of a sync before today', () => {
    const before = new Date(2026, 10, 30, 9, 5).getTime();
    expect(linkSummary('no-network', { pending: 12, problems: 0, lastSyncAt: before }, now).short).toEqual([
      'Offline',
      '12 waiting',
      '30 Nov',
    ]);
  });

  it('says the session ended when the shore answers but not to this device, not "Synced"', () => {
    expect(linkSummary('connected', { pending: 1, problems: 0, lastSyncAt: at1402 }, now, true)).toEqual({
      tone: 'warn',
      parts: ['Session ended', '1 change waiting'],
      short: ['Session ended', '1 waiting'],
      marks: [null, null],
    });
    expect(
      linkSummary('connected', { pending: 0, problems: 0, lastSyncAt: at1402 }, now, true).parts,
    ).toEqual(['Session ended']);
  });

  it('says offline with no network, one change in the singular', () => {
    expect(linkSummary('no-network', { pending: 1, problems: 0, lastSyncAt: null }, now).parts).toEqual([
      'Offline',
      '1 change waiting',
      'first sync not finished',
    ]);
  });

  it('leaves the count out when nothing waits, and shows problems as bad', () => {
    expect(linkSummary('no-shore', { pending: 0, problems: 2, lastSyncAt: at1402 }, now)).toEqual({
      tone: 'bad',
      parts: ["Can't reach shore", '2 need attention', 'last sync 14:02'],
      short: ["Can't reach shore", '2 to check', '14:02'],
      marks: [null, null, 'clock'],
    });
  });

  it('says one problem in the singular', () => {
    expect(linkSummary('connected', { pending: 0, problems: 1, lastSyncAt: at1402 }, now).parts).toEqual([
      '1 needs attention',
    ]);
  });

  it('with changes both waiting and to check, a phone says the state and the count to check in short, never the waiting count', () => {
    expect(linkSummary('no-shore', { pending: 12, problems: 2, lastSyncAt: at1402 }, now)).toEqual({
      tone: 'bad',
      parts: ["Can't reach shore", '12 changes waiting', '2 need attention', 'last sync 14:02'],
      short: ['No shore', '12 waiting', '2', '14:02'],
      marks: [null, null, 'alert', 'clock'],
    });
    expect(linkSummary('no-network', { pending: 1, problems: 1, lastSyncAt: null }, now).short).toEqual([
      'Offline',
      '1 waiting',
      '1',
      'not synced',
    ]);
    // Connected, the chip has room: the words stay.
    expect(linkSummary('connected', { pending: 3, problems: 2, lastSyncAt: at1402 }, now).short).toEqual([
      '3 waiting',
      '2 to check',
    ]);
  });

  it('connected, says only what is left to do', () => {
    expect(linkSummary('connected', { pending: 2, problems: 0, lastSyncAt: at1402 }, now)).toEqual({
      tone: 'ok',
      parts: ['2 changes waiting'],
      short: ['2 waiting'],
      marks: [null],
    });
    expect(linkSummary('connected', { pending: 0, problems: 0, lastSyncAt: at1402 }, now).parts).toEqual([]);
  });

  it('names the day of a sync before today, in the date style of every screen', () => {
    const lastNight = new Date(2026, 10, 30, 9, 5).getTime();
    expect(linkSummary('no-network', { pending: 0, problems: 0, lastSyncAt: lastNight }, now).parts).toEqual([
      'Offline',
      'last sync 30 Nov 26, 09:05',
    ]);
  });
});
