import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { aurora, captainId, crewId, openRestHoursServer, s } from '../../../../testing/rest-hours-kit';

openRestHoursServer();
const MONTH = '2026-10';

describe('records of hours of rest', () => {
  it('downloads a seafarer month as PDF', async () => {
    const { accessToken } = await s.login('crew@demo.yacht');
    const res = await s.request(`/hor/records/download/${aurora}/${crewId}/${MONTH}?format=pdf`, {
      token: accessToken,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('hours-of-rest-Sam-Taylor-2026-10.pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('downloads the same month as a workbook with one row per day and the rest totals', async () => {
    const { accessToken } = await s.login('crew@demo.yacht');
    const res = await s.request(`/hor/records/download/${aurora}/${crewId}/${MONTH}?format=xlsx`, {
      token: accessToken,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Sam Taylor');
    expect(sheet.getRow(3).getCell(1).value).toBe('2026-10-01');
    expect(sheet.getRow(2).getCell(50).value).toBe('Rest 24 h');
    const rest = sheet.getRow(3).getCell(50).value;
    expect(typeof rest === 'number' || rest === 'blank').toBe(true);
  });

  it('e-mails a record queued on a device to the addresses typed, after the operation is stored', async () => {
    const crew = (await s.login('crew@demo.yacht')).accessToken;
    const body = {
      yachtId: aurora,
      userId: crewId,
      month: MONTH,
      format: 'pdf',
      to: ['a@shore.example', 'b@shore.example'],
    };
    const op = (id: string, b: unknown) => ({ id, op: 'hor/records/email', body: b, baseVersion: 0 });
    const before = s.mail.sent.length;
    const r = await (
      await s.post(
        '/sync',
        {
          cursor: 0,
          ops: [
            op('01JRECMAIL000000000000001', body),
            op('01JRECMAIL000000000000002', { ...body, userId: null }),
            op('01JRECMAIL000000000000003', { ...body, to: ['nobody'] }),
          ],
        },
        crew,
      )
    ).json();
    expect(r.results.map((x: { status: string; message?: string }) => [x.status, x.message])).toEqual([
      ['applied', undefined],
      ['rejected', "You don't have access to requested resource."],
      ['rejected', "Data you've entered are invalid."],
    ]);
    await s.drainJobs();
    const sent = s.mail.sent.slice(before);
    expect(sent.map((m) => m.to)).toEqual(['a@shore.example, b@shore.example']);
    expect(sent[0]!.attachments?.[0]?.filename).toBe(`hours-of-rest-Sam-Taylor-${MONTH}.pdf`);
  });

  it('e-mails only records of people on the vessel, and at most 20 a day per user', async () => {
    const officer = (await s.login('officer@demo.yacht')).accessToken;
    const [outsider] = await s.db.query<{ id: number }>(
      `SELECT u.id FROM users u WHERE NOT EXISTS (SELECT 1 FROM user_vessel_roles x WHERE x.user_id = u.id AND x.vessel_id = $1) LIMIT 1`,
      [aurora],
    );
    const mail = (n: number, userId: number | null) => ({
      id: `01JRECLIMIT${String(n).padStart(14, '0')}`,
      op: 'hor/records/email',
      body: { yachtId: aurora, userId, month: MONTH, format: 'xlsx', to: ['office@shore.example'] },
      baseVersion: 0,
    });
    const results = async (ops: unknown[]) =>
      (
        (await (await s.post('/sync', { cursor: 0, ops }, officer)).json()) as {
          results: { status: string; message?: string }[];
        }
      ).results;
    expect((await results([mail(0, outsider!.id)]))[0]).toMatchObject({
      status: 'rejected',
      message: 'Requested resource could not be found.',
    });
    const day = await results(Array.from({ length: 21 }, (_, i) => mail(i + 1, crewId)));
    expect(day.filter((r) => r.status === 'applied')).toHaveLength(20);
    expect(day[20]).toMatchObject({
      status: 'rejected',
      message: 'At most 20 records can be e-mailed a day. Please try again tomorrow.',
    });
  });

  it("names the vessel's IMO number and flag, from the vessel details", async () => {
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    const put = await s.request(`/yacht/${aurora}/details`, {
      method: 'PUT',
      body: JSON.stringify({ imoNumber: 9876543, flagState: 'Malta' }),
      token: captain,
    });
    expect(put.status).toBe(200);
    const res = await s.request(`/hor/records/download/${aurora}/${crewId}/${MONTH}?format=xlsx`, {
      token: captain,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const head = book.worksheets[0]!.getRow(1).values as unknown[];
    expect(head).toContain('IMO 9876543');
    expect(head).toContain('Flag Malta');
  });

  it('lists who has a signature on file, and marks former crew', async () => {
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    const list = async () =>
      (await (await s.request(`/hor/records/users/${aurora}`, { token: captain })).json()) as {
        id: number;
        hasSignature: boolean;
        former?: boolean;
      }[];
    const mateId = (await list()).find((u) => u.id !== crewId && u.id !== captainId)!.id;
    expect((await list()).find((u) => u.id === mateId)).toMatchObject({ hasSignature: false });
    await s.db.query(
      "INSERT INTO digital_signatures (user_id, png, updated_at) VALUES ($1, '\\x89504e47'::bytea, now())",
      [mateId],
    );
    await s.db.query(
      "UPDATE user_vessel_roles SET end_date = '2026-11-01' WHERE user_id = $1 AND vessel_id = $2",
      [mateId, aurora],
    );
    try {
      expect((await list()).find((u) => u.id === mateId)).toMatchObject({ hasSignature: true, former: true });
      expect((await list()).find((u) => u.id === crewId)?.former).toBeUndefined();
    } finally {
      await s.db.query('UPDATE user_vessel_roles SET end_date = NULL WHERE user_id = $1 AND vessel_id = $2', [
        mateId,
        aurora,
      ]);
    }
  });

  it("refuses a crew member another's record, and the whole vessel", async () => {
    const { accessToken } = await s.login('crew@demo.yacht');
    expect(
      (await s.request(`/hor/records/download/${aurora}/${captainId}/${MONTH}`, { token: accessToken }))
        .status,
    ).toBe(403);
    expect(
      (await s.request(`/hor/records/downloadYacht/${aurora}/${MONTH}`, { token: accessToken })).status,
    ).toBe(403);
  });

  it('gives officers the whole vessel in one file', async () => {
    const { accessToken } = await s.login('officer@demo.yacht');
    const res = await s.request(`/hor/records/downloadYacht/${aurora}/${MONTH}?format=xlsx`, {
      token: accessToken,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    expect(book.worksheets.length).toBeGreaterThan(5);
  });

  it('e-mails a record to the caller with the file attached', async () => {
    const { accessToken } = await s.login('captain@demo.yacht');
    const res = await s.post(
      `/hor/records/email/${aurora}/${crewId}/${MONTH}`,
      { format: 'pdf' },
      accessToken,
    );
    expect(await res.json()).toEqual({ message: 'Email has been successfully sent' });
    const mail = s.mail.sent.at(-1)!;
    expect(mail.to).toBe('captain@demo.yacht');
    expect(mail.attachments?.[0]?.filename).toBe('hours-of-rest-Sam-Taylor-2026-10.pdf');
  });

  it('lists the crew with the months they have records for', async () => {
    const { accessToken } = await s.login('captain@demo.yacht');
    const rows = await (await s.request(`/hor/records/users/${aurora}`, { token: accessToken })).json();
    expect(rows.find((r: { id: number }) => r.id === crewId).records).toContain(MONTH);
  });

  it("prints the signer's handwritten signature on the record", async () => {
    const { accessToken } = await s.login('crew@demo.yacht');
    // A valid 1x1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const up = await s.request('/hor/digital-signature', {
      method: 'POST',
      body: new Uint8Array(png),
      token: accessToken,
      headers: { 'content-type': 'image/png' },
    });
    expect(up.status).toBe(200);
    const pdf = Buffer.from(
      await (
        await s.request(`/hor/records/download/${aurora}/${crewId}/${MONTH}`, { token: accessToken })
      ).arrayBuffer(),
    );
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
  });
});

describe('the crew order', () => {
  it('orders the records list and the synced crew as the vessel’s crew order says', async () => {
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    const listed = async () =>
      (
        (await (await s.request(`/hor/records/users/${aurora}`, { token: captain })).json()) as {
          id: number;
        }[]
      ).map((u) => u.id);
    // No order yet (the demo crew have one): the list is by name.
    await s.db.query('UPDATE user_vessel_roles SET crew_order = NULL WHERE vessel_id = $1', [aurora]);
    const before = await listed();
    // The crew member first, the captain second; everyone else after them, by name.
    const order = await s.request('/users/crew-order', {
      method: 'PUT',
      token: captain,
      body: JSON.stringify({ yachtId: aurora, users: [crewId, captainId] }),
    });
    expect(order.status).toBe(200);
    const after = await listed();
    expect(after.slice(0, 2)).toEqual([crewId, captainId]);
    expect(after.slice(2)).toEqual(before.filter((id) => id !== crewId && id !== captainId));
    const { changes } = await (await s.post('/sync', { cursor: 0, ops: [] }, captain)).json();
    const members = (
      changes.members as { userId: number; vesselId: number; crewOrder: number | null }[]
    ).filter((m) => m.vesselId === aurora);
    expect(members.find((m) => m.userId === crewId)?.crewOrder).toBe(1);
    expect(members.find((m) => m.userId === captainId)?.crewOrder).toBe(2);
  });
});
