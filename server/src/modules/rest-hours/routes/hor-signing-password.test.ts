import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { deviceSigner } from '../../../../testing/device-signer';
import { pdfText } from '../../../../testing/report-files';
import { aurora, captainId, crewId, openRestHoursServer, s } from '../../../../testing/rest-hours-kit';

openRestHoursServer();
const MONTH = '2026-11';
const PASSWORD = 'Demo1234';
/** The signing token the captain's countersign on password answered. */
let captainToken = '';

/** The record's signature rows, as the workbook download shows them. */
async function signatureRows(token: string, userId: number, month: string) {
  const res = await s.request(`/hor/records/download/${aurora}/${userId}/${month}?format=xlsx`, { token });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    const first = String(row.getCell(1).value ?? '');
    if (['Seafarer', 'Master or authorised person', 'Watchkeeper'].includes(first))
      rows.push([1, 2, 4].map((i) => String(row.getCell(i).value ?? '')));
  });
  return rows;
}

describe("the spec's sign-off and countersign with the password alone (issue 32)", () => {
  it("the server signs the caller's own month on their password, and the record says so", async () => {
    const crew = (await s.login('crew@demo.yacht')).accessToken;
    const res = await s.request(`/hor/signoff/${aurora}`, {
      method: 'POST',
      token: crew,
      body: JSON.stringify({ month: MONTH, watchkeeper: true, password: PASSWORD }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = await res.json();
    expect(answer.availableUsersToNotify).toContainEqual(
      expect.objectContaining({ userId: captainId, userName: 'James Whitfield' }),
    );
    const [row] = await s.db.query<{ signed_by: number; signed_key_id: string | null; watchkeeper: boolean }>(
      'SELECT signed_by, signed_key_id, watchkeeper FROM rest_months WHERE user_id = $1 AND vessel_id = $2 AND month = $3',
      [crewId, aurora, MONTH],
    );
    expect(row).toMatchObject({ signed_by: crewId, signed_key_id: null, watchkeeper: true });
    expect(await signatureRows(crew, crewId, MONTH)).toEqual([
      ['Seafarer', 'Sam Taylor', 'signed by the server on password'],
      ['Master or authorised person', 'not countersigned', ''],
      ['Watchkeeper', 'yes', ''],
    ]);
    const pdf = await s.request(`/hor/records/download/${aurora}/${crewId}/${MONTH}?format=pdf`, {
      token: crew,
    });
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer())).replace(/\s+/g, ' ');
    expect(text).toMatch(/Seafarer: Sam Taylor, .* UTC \(signed by the server on password\); watchkeeper/);
  });

  it('a supervisor countersigns on their password; the crew member may not', async () => {
    const body = { month: MONTH, userId: crewId, yachtId: aurora, password: PASSWORD };
    const crew = (await s.login('crew@demo.yacht')).accessToken;
    const refused = await s.request('/hor/countersign', {
      method: 'POST',
      token: crew,
      body: JSON.stringify(body),
    });
    expect(refused.status).toBe(403);
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    const res = await s.request('/hor/countersign', {
      method: 'POST',
      token: captain,
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    captainToken = (await res.json()).token;
    expect((await signatureRows(captain, crewId, MONTH))[1]).toEqual([
      'Master or authorised person',
      'James Whitfield',
      'signed by the server on password',
    ]);
  });

  it("never signs someone else's month on the password, and a wrong password signs nothing", async () => {
    const crew = (await s.login('crew@demo.yacht')).accessToken;
    const other = await s.request(`/hor/signoff/${aurora}`, {
      method: 'POST',
      token: crew,
      body: JSON.stringify({ month: MONTH, password: PASSWORD, userId: captainId }),
    });
    expect(other.status).toBe(403);
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    const wrong = await s.request(`/hor/signoff/${aurora}`, {
      method: 'POST',
      token: captain,
      body: JSON.stringify({ month: MONTH, password: 'not-it' }),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: 'Your credentials are invalid.' });
    const rows = await s.db.query(
      'SELECT 1 FROM rest_months WHERE user_id = $1 AND month = $2 AND signed_by IS NOT NULL',
      [captainId, MONTH],
    );
    expect(rows).toEqual([]);
  });

  it('is throttled like login: after five wrong passwords even the right one waits', async () => {
    const { accessToken, user } = await s.login('officer@demo.yacht');
    const sign = (password: string) =>
      s.request(`/hor/signoff/${aurora}`, {
        method: 'POST',
        token: accessToken,
        body: JSON.stringify({ month: MONTH, password }),
      });
    for (let i = 0; i < 5; i++) expect((await sign('wrong')).status).toBe(400);
    expect((await sign(PASSWORD)).status).toBe(429);
    const rows = await s.db.query(
      'SELECT 1 FROM rest_months WHERE user_id = $1 AND month = $2 AND signed_by IS NOT NULL',
      [user.id, MONTH],
    );
    expect(rows).toEqual([]);
  });

  it('a month signed on the device is still marked so', async () => {
    const { accessToken } = await s.login('purser@demo.yacht');
    const purserId = await s.idOf('purser@demo.yacht');
    const device = await deviceSigner(s, accessToken, purserId);
    const signed = await device.sign('sign', purserId, aurora, MONTH);
    const res = await s.request(`/hor/signoff/${aurora}`, {
      method: 'POST',
      token: accessToken,
      body: JSON.stringify({ ...signed, password: PASSWORD }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await signatureRows(accessToken, purserId, MONTH))[0]).toEqual([
      'Seafarer',
      expect.any(String),
      'signed on the device',
    ]);
  });

  it('for 20 minutes the token of a countersign stands in for the password, for its holder only', async () => {
    const purserId = await s.idOf('purser@demo.yacht');
    const body = { month: MONTH, userId: purserId, yachtId: aurora };
    const countersign = (token: string, extra: object) =>
      s.request('/hor/countersign', { method: 'POST', token, body: JSON.stringify({ ...body, ...extra }) });
    const fleet = (await s.login('fleet@demo.yacht')).accessToken;
    // Someone else's token, or an access token, is no signing authorisation.
    expect((await countersign(fleet, { token: captainToken })).status).toBe(400);
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    expect((await countersign(captain, { token: captain })).status).toBe(400);
    s.advance(21 * 60_000);
    const later = (await s.login('captain@demo.yacht')).accessToken;
    const late = await countersign(later, { token: captainToken });
    expect(await late.json()).toMatchObject({ message: 'Your credentials are invalid.' });
    s.advance(-21 * 60_000);
    const res = await countersign(captain, { token: captainToken });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).token).toBeUndefined();
    expect((await signatureRows(captain, purserId, MONTH))[1]?.[1]).toBe('James Whitfield');
  });
});
