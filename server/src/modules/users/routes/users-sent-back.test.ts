import { describe, expect, it } from 'vitest';
import { usersFixture } from '../../../../testing/users-fixture';

/**
 * A user sent back as GET /users/{id} answers them (doc 1, section 3): contact details they lack
 * come as null, and null is none, as the form's '' is. They were refused 'Field is required.',
 * though the alert e-mail and WhatsApp number are optional.
 */
const { f, fresh, newCrew, create, put, userOn, editBody: edit } = usersFixture();

describe('PUT /users with null contact details', () => {
  it('saves them as none, as empty ones would', async () => {
    const email = fresh();
    await create(
      'fleet',
      newCrew(email, { alertEmail: 'alerts@new.example', whatsAppNumber: '+447700900123' }),
    );
    const u = (await userOn('fleet', f.aurora, email))!;
    expect(u).toMatchObject({ alertEmail: 'alerts@new.example' });
    const res = await put('fleet', edit(u, { alertEmail: null, whatsAppNumber: null }));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await userOn('fleet', f.aurora, email)).toMatchObject({ alertEmail: null, whatsAppNumber: null });
  });

  it('takes the details back as read, null where they have none', async () => {
    const email = fresh();
    await create('fleet', newCrew(email));
    const u = (await userOn('fleet', f.aurora, email))!;
    const read = await (await f.s.request(`/users/${u.id}`, { token: f.token.fleet! })).json();
    expect(read).toMatchObject({ alertemail: null, whatsAppNumber: null });
    const { alertemail, whatsAppNumber } = read;
    const res = await put('fleet', edit(u, { alertemail, whatsAppNumber }));
    expect(res.status, await res.clone().text()).toBe(200);
  });

  it('still refuses a value that is not text', async () => {
    const email = fresh();
    await create('fleet', newCrew(email));
    const u = (await userOn('fleet', f.aurora, email))!;
    const res = await put('fleet', edit(u, { alertEmail: 5 }));
    expect(res.status).toBe(400);
    expect((await res.json()).errorList).toEqual([{ property: 'alertEmail', message: 'Must be text.' }]);
  });
});

describe('POST /users/{yacht} with a null password', () => {
  it('is none: the new user gets a link by e-mail, as with an empty one', async () => {
    const email = fresh();
    const res = await create('fleet', newCrew(email, { password: null, confirmPassword: null }));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(f.s.mail.sent.some((m) => m.to === email)).toBe(true);
  });
});

describe('PUT /users naming the vessel in another case', () => {
  it('takes `yachtID` and `Yacht` as `yachtId` and `yacht`', async () => {
    const email = fresh();
    await create('fleet', newCrew(email));
    const u = (await userOn('fleet', f.aurora, email))!;
    const { yachtId, userId, ...rest } = edit(u, { firstName: 'Grace' });
    const res = await put('fleet', { ...rest, userId, yachtID: yachtId });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await userOn('fleet', f.aurora, email)).toMatchObject({ firstName: 'Grace' });
    const other = await put('fleet', { ...rest, userID: userId, Yacht: [yachtId], firstName: 'Ada' });
    expect(other.status, await other.clone().text()).toBe(200);
  });
});
