import { describe, expect, it } from 'vitest';
import {
  aurora,
  captainId,
  crewId,
  LONG,
  openRestHoursServer,
  opsWith,
  s,
  syncBatch,
} from '../../../../testing/rest-hours-kit';

/** What crew keep beside their days: comments, presets, the crew list, the rules' answers, copies. */
openRestHoursServer();

const sync = (token: string, ops: unknown[], cursor = 0) => syncBatch(s, token, ops, cursor);
const op = opsWith('01JDAYNOTES');

describe('comments, presets and the crew list', () => {
  it('saves a comment of at most 45 characters, on own days only', async () => {
    const crew = await s.login('crew@demo.yacht');
    const comment = {
      commentId: '01JCOMMENT0000000000000001',
      yachtId: aurora,
      userId: crewId,
      date: '2026-11-02',
      kind: 'noncompliance',
      text: 'Charter guests arrived late',
    };
    expect((await sync(crew.accessToken, [op('hor/comment/save', comment)])).results[0].status).toBe(
      'applied',
    );
    const long = await sync(crew.accessToken, [op('hor/comment/save', { ...comment, text: 'x'.repeat(46) })]);
    expect(long.results[0].errorList).toEqual([
      { property: 'body.text', message: 'Max length is 45 characters' },
    ]);
    const others = await sync(crew.accessToken, [
      op('hor/comment/save', { ...comment, commentId: '01JCOMMENT0000000000000002', userId: captainId }),
    ]);
    expect(others.results[0].status).toBe('rejected');
    const captain = await s.login('captain@demo.yacht');
    const { comments } = await (
      await s.request('/sync/changes?since=0', { token: captain.accessToken })
    ).json();
    expect(comments).toEqual([
      expect.objectContaining({
        text: 'Charter guests arrived late',
        postedByName: 'Sam Taylor',
        kind: 'noncompliance',
      }),
    ]);
  });

  it('keeps one default preset per user, and presets stay personal', async () => {
    const crew = await s.login('crew@demo.yacht');
    const preset = (presetId: string, name: string, isDefault: boolean) =>
      op('hor/preset/save', { presetId, yachtId: aurora, name, binary: LONG, isDefault });
    await sync(crew.accessToken, [
      preset('01JPRESET00000000000000001', 'Watch 0-4', true),
      preset('01JPRESET00000000000000002', 'Day work', true),
    ]);
    const { presets } = await (await s.request('/sync/changes?since=0', { token: crew.accessToken })).json();
    expect(presets.map((p: { name: string; isDefault: boolean }) => [p.name, p.isDefault])).toEqual([
      ['Watch 0-4', false],
      ['Day work', true],
    ]);
    const captain = await s.login('captain@demo.yacht');
    expect(
      (await (await s.request('/sync/changes?since=0', { token: captain.accessToken })).json()).presets ?? [],
    ).toEqual([]);
  });

  it('lists the crew: all of the vessel for officers; for crew, themselves and their supervisors', async () => {
    const crew = await s.login('crew@demo.yacht');
    const own = (await (await s.request('/sync/changes?since=0', { token: crew.accessToken })).json())
      .members;
    const others = own.filter((m: { userId: number }) => m.userId !== crewId);
    expect(own.some((m: { userId: number }) => m.userId === crewId)).toBe(true);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((m: { permissionLevel: number }) => m.permissionLevel >= 4)).toBe(true);
    const { restDays } = await (await s.request('/sync/changes?since=0', { token: crew.accessToken })).json();
    expect(new Set(restDays.map((d: { userId: number }) => d.userId))).toEqual(new Set([crewId]));
    const captain = await s.login('captain@demo.yacht');
    const all = (await (await s.request('/sync/changes?since=0', { token: captain.accessToken })).json())
      .members;
    expect(all.length).toBeGreaterThan(8);
    expect(all.every((m: { vesselId: number }) => m.vesselId === aurora)).toBe(true);
    expect(all.find((m: { userId: number }) => m.userId === crewId)).toMatchObject({
      departmentName: 'Deck',
      positionName: 'Deckhand',
    });
  });

  it('runs the rules when a day is saved and before, and names the broken rules', async () => {
    const crew = await s.login('crew@demo.yacht');
    const body = { yachtId: aurora, dates: ['2026-11-20'], binary: LONG };
    const check = await (
      await s.post(`/hor/compliance/noncompliances/${crewId}`, body, crew.accessToken)
    ).json();
    expect(check.issues.map((i: { rule: number }) => i.rule)).toContain(1);
    const saved = await (await s.post(`/hor/day/${crewId}`, body, crew.accessToken)).json();
    expect(saved.issues.find((i: { rule: number }) => i.rule === 1).text).toBe(
      'less than 10 hours of rest in 24 hours',
    );
  });
});

describe('copy days', () => {
  it("copies a crew member's day onto a week, only for those the caller may edit", async () => {
    const officer = await s.login('officer@demo.yacht');
    const body = {
      yachtId: aurora,
      fromUser: crewId,
      fromDateBegin: '2026-11-02',
      fromDateEnd: '2026-11-02',
      toUser: crewId,
    };
    const res = await s.post(
      '/hor/day/copy',
      { ...body, toDateBegin: '2026-11-23', toDateEnd: '2026-11-29' },
      officer.accessToken,
    );
    expect(res.status).toBe(200);
    const { copied } = await res.json();
    expect(copied.map((c: { status: string }) => c.status)).toEqual(Array(7).fill('applied'));
    const crew = await s.login('crew@demo.yacht');
    const refused = await s.post(
      '/hor/day/copy',
      { ...body, toUser: captainId, toDateBegin: '2026-11-23', toDateEnd: '2026-11-23' },
      crew.accessToken,
    );
    expect(refused.status).toBe(403);
  });
});
