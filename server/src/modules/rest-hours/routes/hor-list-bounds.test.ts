import { describe, expect, it } from 'vitest';
import {
  aurora,
  captainId,
  crewId,
  openRestHoursServer,
  s,
  syncBatch,
} from '../../../../testing/rest-hours-kit';

openRestHoursServer();

/**
 * A list too long or too short answers the spec's 400 shape with a catalogue message (the app
 * shows it in the reader's language), never zod's English 'Too big: expected array to have <=50 items'.
 */
describe('list bounds in the 400 body', () => {
  const ids = (n: number) => Array.from({ length: n }, () => captainId);

  it('too many people to notify: At most 50 items.', async () => {
    const crew = await s.login('crew@demo.yacht');
    const res = await s.post(
      `/hor/signoff/notify/${aurora}`,
      { password: 'Demo1234', month: '2026-11', notify: ids(51) },
      crew.accessToken,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "Data you've entered are invalid.",
      errorList: [{ property: 'notify', message: 'At most 50 items.' }],
    });
  });

  it('too many addresses for a record: the words the alerts already say, At most 10 addresses.', async () => {
    const { accessToken } = await s.login('captain@demo.yacht');
    const to = Array.from({ length: 11 }, (_, i) => `mate${i}@demo.yacht`);
    const res = await s.post(
      `/hor/records/email/${aurora}/${crewId}/2026-10`,
      { format: 'pdf', to },
      accessToken,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "Data you've entered are invalid.",
      errorList: [{ property: 'to', message: 'At most 10 addresses.' }],
    });
  });

  it('an address that is not one, in a list: Invalid email address.', async () => {
    const { accessToken } = await s.login('captain@demo.yacht');
    const res = await s.post(
      `/hor/records/email/${aurora}/${crewId}/2026-10`,
      { format: 'pdf', to: ['mate@demo.yacht', 'not an address'] },
      accessToken,
    );
    expect(await res.json()).toEqual({
      message: "Data you've entered are invalid.",
      errorList: [{ property: 'to.1', message: 'Invalid email address.' }],
    });
  });

  it('no address at all: Field is required.', async () => {
    const { accessToken } = await s.login('captain@demo.yacht');
    const res = await s.post(
      `/hor/records/email/${aurora}/${crewId}/2026-10`,
      { format: 'pdf', to: [] },
      accessToken,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "Data you've entered are invalid.",
      errorList: [{ property: 'to', message: 'Field is required.' }],
    });
  });

  it('a queued write with too long a list is refused with the same words', async () => {
    const crew = await s.login('crew@demo.yacht');
    const op = {
      id: '01JLISTBOUND0000000000001',
      op: 'hor/month/notify',
      body: { yachtId: aurora, month: '2026-11', userIds: ids(51) },
      baseVersion: 0,
    };
    const r = await syncBatch(s, crew.accessToken, [op], 0);
    expect(r.results[0]).toMatchObject({
      status: 'rejected',
      errorList: [{ property: 'body.userIds', message: 'At most 50 items.' }],
    });
  });
});
