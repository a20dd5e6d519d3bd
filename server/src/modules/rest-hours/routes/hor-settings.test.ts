import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceSigner } from '../../../../testing/device-signer';
import { startTestServer, type TestServer } from '../../../../testing/test-server';
import { DEMO_PASSWORD } from '../../../seed/demo-fleet';

let s: TestServer;
let aurora: number;
let crewId: number;
const LONG = '000000000000111111111111111111111111111111000000';

beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  crewId = await s.idOf('crew@demo.yacht');
});
afterAll(() => s.close());

describe('settings and alerts', () => {
  it('anyone on board reads the settings; only officers change them', async () => {
    const crew = await s.login('crew@demo.yacht');
    expect(await (await s.request(`/hor/settings/${aurora}`, { token: crew.accessToken })).json()).toEqual({
      nonComplianceCommentsRequired: true,
      neutralPeriodsEnabled: false,
    });
    expect(
      (await s.post(`/hor/settings/${aurora}`, { nonComplianceCommentsRequired: false }, crew.accessToken))
        .status,
    ).toBe(403);
    expect((await s.request(`/hor/alerts/${aurora}`, { token: crew.accessToken })).status).toBe(403);
    const captain = await s.login('captain@demo.yacht');
    const saved = await s.post(
      `/hor/settings/${aurora}`,
      { nonComplianceCommentsRequired: false },
      captain.accessToken,
    );
    expect(await saved.json()).toEqual({
      nonComplianceCommentsRequired: false,
      neutralPeriodsEnabled: false,
    });
  });

  it('validates alert addresses', async () => {
    const captain = await s.login('captain@demo.yacht');
    const res = await s.post(
      `/hor/alerts/${aurora}`,
      { onSignOff: true, onNonCompliance: true, emails: ['not-an-email'] },
      captain.accessToken,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errorList).toEqual([
      { property: 'emails.0', message: 'Invalid email address.' },
    ]);
  });

  it('e-mails the alert recipients on sign-off and on a non-compliant day, once per operation', async () => {
    const captain = await s.login('captain@demo.yacht');
    await s.post(
      `/hor/alerts/${aurora}`,
      { onSignOff: true, onNonCompliance: true, emails: ['master@aurora.example'] },
      captain.accessToken,
    );
    const crew = await s.login('crew@demo.yacht');
    const before = s.mail.sent.length;

    const day = {
      id: '01JALERTTEST00000000000001',
      op: 'hor/day/save',
      body: { userId: crewId, yachtId: aurora, dates: ['2026-11-10'], binary: LONG },
      baseVersion: 0,
    };
    await s.post('/sync', { cursor: 0, ops: [day] }, crew.accessToken);
    await s.post('/sync', { cursor: 0, ops: [day] }, crew.accessToken); // a replay of the same key
    const device = await deviceSigner(s, crew.accessToken, crewId);
    const sign = {
      id: '01JALERTTEST00000000000002',
      op: 'hor/month/sign',
      body: await device.sign('sign', crewId, aurora, '2026-11'),
      baseVersion: 0,
    };
    await s.post('/sync', { cursor: 0, ops: [sign] }, crew.accessToken);
    await s.drainJobs(); // the e-mails are background jobs, queued with the operations

    const sent = s.mail.sent.slice(before);
    // Jobs carry no order between them; each e-mail goes once.
    expect(sent.map((m) => [m.to, m.subject]).sort()).toEqual([
      ['master@aurora.example', 'Hours of rest signed off: Sam Taylor, November 2026'],
      ['master@aurora.example', 'Non-compliance recorded: Sam Taylor'],
    ]);
    expect(sent.find((m) => m.subject.startsWith('Non-compliance'))!.text).toContain(
      'rule 1, less than 10 hours of rest in 24 hours',
    );
  });

  it('a batch of day saves, applied together, tells each non-compliant day once', async () => {
    const captain = await s.login('captain@demo.yacht');
    const alerts = { onSignOff: false, onNonCompliance: true, emails: ['master@aurora.example'] };
    await s.post(`/hor/alerts/${aurora}`, alerts, captain.accessToken);
    const crew = await s.login('crew@demo.yacht');
    const before = s.mail.sent.length;
    const day = (n: number, date: string) => ({
      id: `01JALERTBATCH000000000000${n}`,
      op: 'hor/day/save',
      body: { userId: crewId, yachtId: aurora, dates: [date], binary: LONG },
      baseVersion: 0,
    });
    // A month nobody signed.
    const ops = [day(1, '2028-02-07'), day(2, '2028-02-21')];
    const answer = await (await s.post('/sync', { cursor: 0, ops }, crew.accessToken)).json();
    expect(answer.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
    await s.drainJobs();

    const sent = s.mail.sent.slice(before);
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      ['master@aurora.example', 'Non-compliance recorded: Sam Taylor'],
      ['master@aurora.example', 'Non-compliance recorded: Sam Taylor'],
    ]);
    expect(new Set(sent.map((m) => m.text)).size).toBe(2);
  });
});

describe('a vessel whose non-compliance alert is off', () => {
  it('queues no job for a non-compliant day, through /sync or REST; switched on, the next one alerts', async () => {
    const captain = await s.login('captain@demo.yacht');
    const off = { onSignOff: true, onNonCompliance: false, emails: ['master@aurora.example'] };
    await s.post(`/hor/alerts/${aurora}`, off, captain.accessToken);
    await s.drainJobs();
    const crew = await s.login('crew@demo.yacht');
    const before = s.mail.sent.length;
    const day = (n: number, date: string) => ({
      id: `01JALERTOFF00000000000000${n}`,
      op: 'hor/day/save',
      body: { userId: crewId, yachtId: aurora, dates: [date], binary: LONG },
      baseVersion: 0,
    });
    const ops = [day(1, '2029-03-05'), day(2, '2029-03-06')]; // applied together
    const answer = await (await s.post('/sync', { cursor: 0, ops }, crew.accessToken)).json();
    expect(answer.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
    const rest = { yachtId: aurora, dates: ['2029-03-07'], binary: LONG };
    expect((await s.post(`/hor/day/${crewId}`, rest, crew.accessToken)).status).toBe(200);
    expect(await s.drainJobs()).toBe(0);
    expect(s.mail.sent.length).toBe(before);

    await s.post(`/hor/alerts/${aurora}`, { ...off, onNonCompliance: true }, captain.accessToken);
    await s.post('/sync', { cursor: 0, ops: [day(3, '2029-03-08')] }, crew.accessToken);
    expect(await s.drainJobs()).toBe(1);
    expect(s.mail.sent.slice(before).map((m) => m.subject)).toEqual(['Non-compliance recorded: Sam Taylor']);
  });
});

describe('alerts on the spec’s REST calls', () => {
  it('a day saved and a month signed off through REST alert as the same through /sync do', async () => {
    const captain = await s.login('captain@demo.yacht');
    const alerts = { onSignOff: true, onNonCompliance: true, emails: ['master@aurora.example'] };
    await s.post(`/hor/alerts/${aurora}`, alerts, captain.accessToken);
    const crew = await s.login('crew@demo.yacht');
    const before = s.mail.sent.length;
    // A month nobody signed or saved yet.
    const day = { yachtId: aurora, dates: ['2025-03-04'], binary: LONG };
    expect((await s.post(`/hor/day/${crewId}`, day, crew.accessToken)).status).toBe(200);
    const signed = await s.post(
      `/hor/signoff/${aurora}`,
      { month: '2025-03', password: DEMO_PASSWORD },
      crew.accessToken,
    );
    expect(signed.status).toBe(200);
    await s.drainJobs();
    const sent = s.mail.sent.slice(before);
    expect(sent.map((m) => [m.to, m.subject]).sort()).toEqual([
      ['master@aurora.example', 'Hours of rest signed off: Sam Taylor, March 2025'],
      ['master@aurora.example', 'Non-compliance recorded: Sam Taylor'],
    ]);

    // A copy of that day onto another date records the non-compliance there too.
    const copy = { yachtId: aurora, fromUser: crewId, toUser: crewId };
    const range = { fromDateBegin: '2025-03-04', fromDateEnd: '2025-03-04' };
    const to = { toDateBegin: '2025-04-08', toDateEnd: '2025-04-08' };
    expect((await s.post('/hor/day/copy', { ...copy, ...range, ...to }, crew.accessToken)).status).toBe(200);
    await s.drainJobs();
    const copied = s.mail.sent.slice(before + sent.length);
    expect(copied.map((m) => m.subject)).toEqual(['Non-compliance recorded: Sam Taylor']);
    expect(copied[0]!.text).toContain('08 Apr 25: rule 1');
  });
});

describe('neutral periods', () => {
  it('a day with neutral time is refused until the vessel turns them on', async () => {
    const crew = await s.login('crew@demo.yacht');
    const day = { yachtId: aurora, dates: ['2026-12-01'], binary: `${'n'.repeat(24)}${'0'.repeat(24)}` }; // a month nobody signed
    const refused = await s.post(`/hor/day/${crewId}`, day, crew.accessToken);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: 'Neutral periods are not enabled for this vessel.' });
    const captain = await s.login('captain@demo.yacht');
    await s.post(`/hor/settings/${aurora}`, { neutralPeriodsEnabled: true }, captain.accessToken);
    expect((await s.post(`/hor/day/${crewId}`, day, crew.accessToken)).status).toBe(200);
  });
});
