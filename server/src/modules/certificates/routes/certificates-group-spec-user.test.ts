import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CertTestServer, certServer } from '../../../../testing/cert-fixture';

/**
 * The spec's cert settings user is `userID, inCertGroup` (doc 2, section 3), as GET
 * /certs/settings/{id} answers it. POST /certs/settings/{id} takes that row: `inCertGroup` true
 * puts the user in the certificate approval group, false takes them out (it was refused as a
 * field the call does not take).
 */
let t: CertTestServer;
beforeAll(async () => {
  t = await certServer();
});
afterAll(() => t.s.close());

const inGroup = async (userID: number) => {
  const users = (await (await t.call('captain', 'GET', `/certs/settings/${t.aurora}`)).json()) as {
    userID: number;
    inCertGroup: boolean;
  }[];
  return users.find((u) => u.userID === userID)?.inCertGroup;
};
const post = (body: object) => t.call('captain', 'POST', `/certs/settings/${t.aurora}`, body);

describe('POST /certs/settings/{id} with the spec row', () => {
  it('inCertGroup true adds the user, false takes them out', async () => {
    const crew = t.userId.crew!;
    expect(await inGroup(crew)).toBe(false);
    const added = await post({ userID: crew, inCertGroup: true });
    expect(added.status, await added.clone().text()).toBe(200);
    expect(await inGroup(crew)).toBe(true);
    const removed = await post({ userID: crew, inCertGroup: false });
    expect(removed.status, await removed.clone().text()).toBe(200);
    expect(await inGroup(crew)).toBe(false);
  });
});
