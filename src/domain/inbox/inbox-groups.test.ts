import { describe, expect, it } from 'vitest';
import {
  APP_PATH,
  emptyInboxText,
  inboxGroups,
  opensInApp,
  preview,
  senderText,
  unseenCount,
} from './inbox-groups';

const m = (id: number, vesselId: number | null, date: string, seen = false, deleted = false) => ({
  id,
  vesselId,
  date,
  seen,
  deleted,
});
const messages = [
  m(1, null, '2026-11-01T10:00:00Z'),
  m(2, 1, '2026-11-02T10:00:00Z', true),
  m(3, 1, '2026-11-03T10:00:00Z'),
  m(4, 2, '2026-11-04T10:00:00Z', false, true),
  m(5, 2, '2026-11-05T10:00:00Z'),
];
const vessels = [
  { id: 1, name: 'M/Y Aurora' },
  { id: 2, name: 'S/Y Meridian' },
];

describe('inbox groups', () => {
  it('puts My Notifications first, then each vessel, newest first, without removed messages', () => {
    const groups = inboxGroups(messages, vessels, 'all');
    expect(groups.map((g) => [g.title, g.messages.map((x) => x.id)])).toEqual([
      ['My Notifications', [1]],
      ['M/Y Aurora', [3, 2]],
      ['S/Y Meridian', [5]],
    ]);
  });

  it('shows only the vessels for the fleet, and one vessel by its id', () => {
    expect(inboxGroups(messages, vessels, 'fleet').map((g) => g.title)).toEqual([
      'M/Y Aurora',
      'S/Y Meridian',
    ]);
    // One vessel: with My Notifications above it, as its unseen count has them.
    expect(inboxGroups(messages, vessels, 2).map((g) => [g.title, g.messages.map((x) => x.id)])).toEqual([
      ['My Notifications', [1]],
      ['S/Y Meridian', [5]],
    ]);
  });

  it('leaves out empty groups, and says the spec’s text when nothing is left', () => {
    const onlyAurora = [m(3, 1, '2026-11-03T10:00:00Z')];
    expect(inboxGroups(onlyAurora, vessels, 'all').map((g) => g.title)).toEqual(['M/Y Aurora']);
    expect(inboxGroups(onlyAurora, vessels, 2)).toEqual([]);
    expect(emptyInboxText(2)).toBe('There are no messages for selected vessel.');
    expect(emptyInboxText('fleet')).toBe('There are no messages for fleet.');
    expect(emptyInboxText('all')).toBe('There are no messages.');
  });

  it('counts unseen messages, for a vessel with My Notifications', () => {
    expect(unseenCount(messages)).toBe(3);
    expect(unseenCount(messages, 1)).toBe(2);
    expect(unseenCount(messages, 2)).toBe(2);
  });

  it('leaves the app path a message opens out of its preview', () => {
    expect(
      preview(
        'Certificate renewed. Please check it. /fleet/aurora/hours-of-rest/calendar?month=2026-11&show=to-countersign',
      ),
    ).toBe('Certificate renewed. Please check it.');
    expect('See /fleet/aurora/certs/certificate?certID=01JX now'.split(APP_PATH)).toEqual([
      'See ',
      '/fleet/aurora/certs/certificate?certID=01JX',
      ' now',
    ]);
  });

  it('opens only paths into the message’s own vessel', () => {
    expect(opensInApp('/fleet/aurora/leave/leave-form/01JX', 'aurora')).toBe(true);
    expect(opensInApp('/fleet/meridian/leave/leave-form/01JX', 'aurora')).toBe(false);
    expect(opensInApp('/fleet/aurora-2/leave', 'aurora')).toBe(false);
    expect(opensInApp('/fleet/aurora/leave', undefined)).toBe(false);
  });

  it('cuts a preview at 80 characters, on a word', () => {
    expect(preview('Short and sweet')).toBe('Short and sweet');
    const long =
      'Please review and countersign the hours of rest of the deck crew for October before Friday noon.';
    const cut = preview(long);
    expect(cut.length).toBeLessThanOrEqual(81);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('ends a cut preview in one mark: no full stop, comma or joining dot before the ellipsis', () => {
    expect(
      preview(
        'Liferaft Service Certificate (OT02) on M/Y Aurora expires on 25 Jan 2027. Please arrange its renewal.',
      ),
    ).toBe('Liferaft Service Certificate (OT02) on M/Y Aurora expires on 25 Jan 2027…');
    expect(preview(`${'word '.repeat(14)}twelve, and then some more words to cut`)).toBe(
      `${'word '.repeat(14)}twelve…`,
    );
    expect(preview(`${'word '.repeat(14)}twelve\nTo: a@b.example and more text`)).toBe(
      `${'word '.repeat(14)}twelve…`,
    );
  });

  // A record e-mail that failed later: the spec's text has no full stop, then the addresses.
  it('keeps a line that ends without a stop apart from the next one', () => {
    expect(preview("Email hasn't been sent. Please try again or contact support\nTo: a@b.example")).toBe(
      "Email hasn't been sent. Please try again or contact support · To: a@b.example",
    );
    expect(preview('Drill at 16:00.\nBring a radio.')).toBe('Drill at 16:00. Bring a radio.');
    expect(preview('One\n\n  two  words')).toBe('One · two words');
  });
});

describe('senderText', () => {
  it("says the app's own senders in the reader's language and a person's name as it is", () => {
    const say = (id: string) => `«${id}»`;
    expect(senderText('Vessel certificates', say)).toBe('«Vessel certificates»');
    expect(senderText('Hours of rest', say)).toBe('«Hours of rest»');
    expect(senderText('Anna Berg', say)).toBe('Anna Berg');
  });
});
