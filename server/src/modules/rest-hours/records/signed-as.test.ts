import { describe, expect, it } from 'vitest';
import { aurora, crewId, openRestHoursServer, s } from '../../../../testing/rest-hours-kit';
import { lastLivedDay, loadSeafarerRecord } from './load-record';
import { currentHeader } from './signed-as';

/**
 * A signed and countersigned month is a record already inspected: later changes to the vessel's
 * flag, the crew member's position, the working language or a signature picture must not redraw
 * it. Before, each download drew it from today's values.
 */
openRestHoursServer();
const MONTH = '2026-11';
const PASSWORD = 'Demo1234';

/** A PNG of its own (the bytes after the signature differ): enough for the record to embed. */
const png = (fill: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, fill)]);
const upload = (token: string, picture: Buffer) =>
  s.request('/hor/digital-signature', {
    method: 'POST',
    body: new Uint8Array(picture),
    token,
    headers: { 'content-type': 'image/png', 'x-file-name': 'sig.png' },
  });
const post = (path: string, token: string, body: unknown) =>
  s.request(path, { method: 'POST', token, body: JSON.stringify(body) });
const record = () => loadSeafarerRecord(s.db, aurora, crewId, MONTH, lastLivedDay(s.clock()));

describe('a signed record shows what was signed', () => {
  it('keeps the flag, position, working language and both signature pictures of the signing', async () => {
    const crew = (await s.login('crew@demo.yacht')).accessToken;
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    expect((await upload(crew, png(1))).status).toBe(200);
    expect((await upload(captain, png(2))).status).toBe(200);
    const signed = await post(`/hor/signoff/${aurora}`, crew, {
      month: MONTH,
      watchkeeper: true,
      password: PASSWORD,
    });
    expect(signed.status, await signed.clone().text()).toBe(200);
    const countersigned = await post('/hor/countersign', captain, {
      month: MONTH,
      userId: crewId,
      yachtId: aurora,
      password: PASSWORD,
    });
    expect(countersigned.status, await countersigned.clone().text()).toBe(200);
    const before = await record();
    expect(before?.images).toEqual({ signed: png(1), countersigned: png(2) });

    // Later: new pictures, a new flag, Spanish as the working language, a new position.
    expect((await upload(crew, png(3))).status).toBe(200);
    expect((await upload(captain, png(4))).status).toBe(200);
    const flag = await s.request(`/yacht/${aurora}/details`, {
      method: 'PUT',
      token: captain,
      body: JSON.stringify({ flagState: 'Malta' }),
    });
    expect(flag.status, await flag.clone().text()).toBe(200);
    expect((await post(`/hor/language/${aurora}`, captain, { language: 'es' })).status).toBe(200);
    await s.db.query(
      `UPDATE user_vessel_roles SET position_id = (SELECT id FROM positions WHERE vessel_id = $2 AND id <> COALESCE(
         (SELECT position_id FROM user_vessel_roles WHERE user_id = $1 AND vessel_id = $2), 0) LIMIT 1)
        WHERE user_id = $1 AND vessel_id = $2`,
      [crewId, aurora],
    );

    expect((await currentHeader(s.db, aurora, crewId))?.position).not.toBe(before?.seafarer.position);
    const after = await record();
    expect(after?.vessel.flagState).not.toBe('Malta');
    expect(after?.language).toBe(before?.language);
    expect(after?.seafarer).toEqual(before?.seafarer);
    expect(after?.vessel).toEqual(before?.vessel);
    expect(after?.images).toEqual({ signed: png(1), countersigned: png(2) });

    // Its signatures cancelled, the month is drawn from today's values again until signed anew.
    const cancelled = await s.request(`/hor/countersign/${aurora}/${crewId}/${MONTH}`, {
      method: 'DELETE',
      token: captain,
    });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const open = await record();
    expect(open?.vessel.flagState).toBe('Malta');
    expect(open?.language).toBe('es');
    expect(open?.images).toEqual({ signed: null, countersigned: null });
  });

  it('prints no handwritten signature of a signer who chose none, though a picture is still on file', async () => {
    const crew = (await s.login('crew@demo.yacht')).accessToken;
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    // The crew member's picture (png(3), above) stays on file; they choose no handwritten signature.
    expect((await post('/hor/digital-signature/opt-out', crew, { optOut: true })).status).toBe(200);
    const signed = await post(`/hor/signoff/${aurora}`, crew, {
      month: MONTH,
      watchkeeper: true,
      password: PASSWORD,
    });
    expect(signed.status, await signed.clone().text()).toBe(200);
    const countersigned = await post('/hor/countersign', captain, {
      month: MONTH,
      userId: crewId,
      yachtId: aurora,
      password: PASSWORD,
    });
    expect(countersigned.status, await countersigned.clone().text()).toBe(200);
    expect((await record())?.images).toEqual({ signed: null, countersigned: png(4) });
  });

  it('prints no handwritten countersignature of a countersigner who chose none, on a month signed before 0062', async () => {
    const crew = (await s.login('crew@demo.yacht')).accessToken;
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    const cancelled = await s.request(`/hor/countersign/${aurora}/${crewId}/${MONTH}`, {
      method: 'DELETE',
      token: captain,
    });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const signed = await post(`/hor/signoff/${aurora}`, crew, {
      month: MONTH,
      watchkeeper: true,
      password: PASSWORD,
    });
    expect(signed.status, await signed.clone().text()).toBe(200);
    // Signed before migration 0062 kept what was signed: no signed_as on the month.
    await s.db.query(
      'UPDATE rest_months SET signed_as = NULL WHERE user_id = $1 AND vessel_id = $2 AND month = $3',
      [crewId, aurora, MONTH],
    );
    // The captain's picture (png(4)) stays on file; he chooses no handwritten signature, then countersigns.
    expect((await post('/hor/digital-signature/opt-out', captain, { optOut: true })).status).toBe(200);
    const countersigned = await post('/hor/countersign', captain, {
      month: MONTH,
      userId: crewId,
      yachtId: aurora,
      password: PASSWORD,
    });
    expect(countersigned.status, await countersigned.clone().text()).toBe(200);
    expect((await record())?.images.countersigned).toBeNull();
  });
});
