import type { IssuesAnswer } from '@contracts/issues';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CertTestServer, certServer } from '../../../../testing/cert-fixture';
import { TEST_TODAY } from '../../../../testing/test-server';
import { queueDailyRuns } from '../../../jobs/daily-jobs';
import { CERT_ALERT_SENDER, sendCertExpiryAlerts } from '../cert-expiry-alerts';

/**
 * Issue 11, item 5 on the server: the daily job puts an inbox message to the vessel's level 4+
 * crew and its certificate approval group for each certificate whose alert date has come or that
 * expired, once per certificate and state, queued once a day across server processes; and the
 * vessel's certificate issues on the issues page, for those who keep the certificates.
 */
let t: CertTestServer;
beforeAll(async () => {
  t = await certServer();
});
afterAll(() => t.s.close());

const DAY = 86_400_000;
/** The certificate messages in each user's inbox, by header. */
async function alerts() {
  const rows = await t.s.db.query<{ user_id: number; header: string }>(
    'SELECT user_id, header FROM inbox_messages WHERE sender = $1 ORDER BY user_id, header',
    [CERT_ALERT_SENDER],
  );
  const by: Record<number, string[]> = {};
  for (const r of rows) by[r.user_id] = [...(by[r.user_id] ?? []), r.header];
  return by;
}

describe('the daily expiry alerts', () => {
  it('queued once a day however many processes tick; each certificate alerted once per state', async () => {
    const jobs = t.s.deps.jobs;
    expect(await queueDailyRuns(t.s.db, jobs, TEST_TODAY)).toEqual([
      'roles-ended',
      'hor-chain-anchor',
      'crew-leave-days',
      'cert-expiry-alerts',
      'crew-data-retention',
    ]);
    // A second process (or tick) the same day queues nothing.
    expect(await queueDailyRuns(t.s.db, jobs, TEST_TODAY)).toEqual([]);
    expect(await t.s.drainJobs()).toBe(5);
    const first = await alerts();
    const expected = [
      'Certificate expired: Ship Sanitation Control Exemption Certificate',
      'Certificate expiring: Liferaft Service Certificate',
      'Certificate expiring: P&I Certificate of Entry',
    ];
    for (const who of ['officer', 'purser', 'captain', 'fleet', 'group'])
      expect([who, first[t.userId[who]!]]).toEqual([who, expected]);
    expect(first[t.userId.crew!]).toBeUndefined();
    const [text] = await t.s.db.query<{ text: string; vessel_id: number }>(
      "SELECT text, vessel_id FROM inbox_messages WHERE header = 'Certificate expiring: P&I Certificate of Entry' LIMIT 1",
    );
    expect(text).toEqual({
      text: expect.stringMatching(
        /^P&I Certificate of Entry \(IN01\) on M\/Y Aurora expires on 15 Dec 2026\. Please arrange its renewal\. \/fleet\/aurora\/certs\/certificate\?certID=\w+$/,
      ),
      vessel_id: t.aurora,
    });

    // The job run again (a retry, another day's run before anything changed): nothing new.
    expect(await sendCertExpiryAlerts(t.s.db, TEST_TODAY, t.s.clock())).toBe(0);
    expect(await alerts()).toEqual(first);
  });

  it('a certificate that expires later is alerted again as expired; a renewed one is alerted afresh', async () => {
    const later = new Date(Date.parse(`${TEST_TODAY}T12:00:00Z`) + 40 * DAY).toISOString().slice(0, 10);
    expect(await sendCertExpiryAlerts(t.s.db, later, t.s.clock())).toBe(1);
    expect((await alerts())[t.userId.officer!]).toContain('Certificate expired: P&I Certificate of Entry');
    expect(await sendCertExpiryAlerts(t.s.db, later, t.s.clock())).toBe(0);

    // Renewed with a new expiry inside the window: a new notice for the new date.
    const pi = await t.demoCert('IN01');
    await t.s.db.query("UPDATE certificates SET expire_date = '2027-01-20' WHERE id = $1", [pi.id]);
    expect(await sendCertExpiryAlerts(t.s.db, later, t.s.clock())).toBe(1);
    const headers = (await alerts())[t.userId.captain!]!;
    expect(headers.filter((h) => h === 'Certificate expiring: P&I Certificate of Entry')).toHaveLength(2);
    // A deleted certificate is never alerted.
    const raft = await t.demoCert('OT02');
    await t.s.db.query("UPDATE certificates SET deleted = true, expire_date = '2026-10-01' WHERE id = $1", [
      raft.id,
    ]);
    expect(await sendCertExpiryAlerts(t.s.db, later, t.s.clock())).toBe(0);
  });
});

describe('vessel certificate issues', () => {
  it('on the issues page and the badge for those who keep the certificates, linking to the certificate', async () => {
    const issues = async (who: string) =>
      (await (await t.call(who, 'GET', `/issues/${t.aurora}`)).json()) as IssuesAnswer;
    const officer = await issues('officer');
    const kinds = officer.vessel!.map((i) => `${i.kind}:${i.certificateTypeID}`);
    expect(kinds).toEqual(expect.arrayContaining(['certificateExpired:OT01', 'certificateMissing:SF05']));
    const expired = officer.vessel!.find((i) => i.certificateTypeID === 'OT01')!;
    expect(expired).toMatchObject({
      yachtID: t.aurora,
      sectionID: 11,
      sectionNumber: '01',
      name: 'Ship Sanitation Control Exemption Certificate',
      path: `/fleet/aurora/certs/certificate?certID=${expired.certificateID}`,
    });
    const missing = officer.vessel!.find((i) => i.kind === 'certificateMissing')!;
    expect(missing.certificateID).toBeNull();
    expect(missing.path).toContain('/fleet/aurora/certs/certificate?certID=0&certificateTypeID=SF05');
    expect(missing.path).toContain(
      'sectionID=4&sectionNumber=05&expiryDateRequired=false&sureveyRangeDateRequired=false',
    );
    expect((await issues('group')).vessel).toEqual(officer.vessel);
    expect((await issues('crew')).vessel).toEqual([]);
    const status = await (await t.call('officer', 'GET', `/status/foryacht/${t.aurora}`)).json();
    const crewCount = officer.crew.reduce((n, c) => n + c.issues.length, 0);
    expect(status.issueCount).toBe(crewCount + officer.vessel!.length);
  });
});
