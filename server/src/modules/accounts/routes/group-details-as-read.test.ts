import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/**
 * The spec's Group is `id, name, addressLine1, ...` (doc 1, section 3), as GET /groupdetails/{id}
 * answers it: PUT takes it back as read, its id the path's (another: 400). The id was refused
 * as a field the call does not take, so a group saved as read never saved.
 */
let s: TestServer;
let group: number;
let fleet: string;
beforeAll(async () => {
  s = await startTestServer();
  [{ group_id: group }] = (await s.db.query<{ group_id: number }>(
    'SELECT group_id FROM vessels WHERE id = $1',
    [await s.vesselId('solstice')],
  )) as [{ group_id: number }];
  fleet = (await s.login('fleet@demo.yacht')).accessToken;
});
afterAll(() => s.close());

const details = {
  name: 'Blue Water Yachting Ltd',
  contact: 'Fiona Grant',
  email: 'accounts@bluewater.example',
  addressLine1: '1 Harbour Road',
  addressLine2: '',
  city: 'Southampton',
  zip: 'SO14 2AQ',
  state: 'Hampshire',
  country: 'United Kingdom',
  vatID: 'GB123456789',
};
const put = (body: unknown) =>
  s.request(`/groupdetails/${group}`, { method: 'PUT', body: JSON.stringify(body), token: fleet });

describe('PUT /groupdetails/{id} with the group as read', () => {
  it('saves it with its own id', async () => {
    const res = await put({ id: group, ...details, city: 'Portsmouth' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ id: group, city: 'Portsmouth' });
  });

  it('takes address line 2 as null, the optional line none', async () => {
    expect((await put({ ...details, addressLine2: 'Dock 4' })).status).toBe(200);
    const res = await put({ id: group, ...details, addressLine2: null });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ addressLine2: '' });
  });

  it('refuses another group’s id and saves nothing', async () => {
    const res = await put({ ...details, id: group + 1, city: 'Dover' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errorList: [{ property: 'id', message: MSG.invalidId }] });
    const read = await (await s.request(`/groupdetails/${group}`, { token: fleet })).json();
    expect(read.city).not.toBe('Dover');
  });
});
