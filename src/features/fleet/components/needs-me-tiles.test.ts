import { describe, expect, it } from 'vitest';
import { needsTiles } from './needs-me-tiles';

const where = { base: '/fleet/aurora', inbox: '/inbox/1', crewOnly: false };
const none = { leaveToDecide: 0, expiring: { certificates: 0, documents: 0 }, countersign: null, inbox: 0 };

describe('needsTiles', () => {
  it('leaves out every tile with nothing in it', () => {
    expect(needsTiles(none, where)).toEqual([]);
  });

  it('links each tile to the list filtered to what it counted', () => {
    const tiles = needsTiles(
      {
        leaveToDecide: 2,
        expiring: { certificates: 3, documents: 1 },
        countersign: { months: 1, oldest: '2026-10' },
        inbox: 4,
      },
      where,
    );
    expect(tiles.map((t) => [t.name, t.value, t.to])).toEqual([
      ['Leave requests to decide', '2 requests', '/fleet/aurora/leave?show=to-decide'],
      ['Expiring or expired', '3 certificates · 1 document', '/fleet/aurora/issues?show=expiring'],
      ['To countersign', '1 month', '/fleet/aurora/hours-of-rest/calendar?month=2026-10'],
      ['Inbox', '4 unread', '/inbox/1?show=unread'],
    ]);
    expect(tiles.every((t) => t.needs)).toBe(true);
  });

  it('tells crew the documents are their own, and names only what there is', () => {
    const [tile] = needsTiles(
      { ...none, expiring: { certificates: 0, documents: 1 } },
      { ...where, crewOnly: true },
    );
    expect(tile).toMatchObject({ value: '1 document', info: 'Your documents' });
  });
});
