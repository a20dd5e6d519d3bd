import { MSG } from '@contracts/messages';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../../testing/crew-attack-kit';
import {
  aurora,
  call,
  crewId,
  meridian,
  person,
  place,
  role,
  s,
  sailor,
  solstice,
  token,
  toMeridian,
  transfer,
  transferAttackServer,
  trialPosition,
  trialVessel,
  UNKNOWN,
  vesselsOf,
} from '../../../../testing/crew-transfer-attack-kit';
import { LEFT_SINCE } from '../crew-wizard-start';

/**
 * Attacks on the crew transfer, POST /crewonyacht/{id}/transfer (doc 2, sections 3, 5 to 7):
 * callers without standing, destinations and positions they cannot see, people who are not
 * current crew, the last administrator and odd bodies. Each test asserts what the spec asks for; a failing one is a defect (the other calls:
 * crew-more-attack.test.ts). Races:
 * crew-more-attack-transfer-races.test.ts.
 */
transferAttackServer();

describe('who may transfer, and where to', () => {
  it('answers crew, officers, pursers, another vessel’s captain and a trial account alike for real and unknown crew', async () => {
    const id = await sailor();
    for (const who of ['crew', 'officer', 'purser', 'outsider', 'trial']) {
      const real = await refusal(await transfer(who, id, toMeridian()), 403);
      expect(await refusal(await transfer(who, UNKNOWN, toMeridian()), 403), who).toEqual(real);
    }
    expect(await vesselsOf(id)).toEqual([aurora]);
  });

  it('answers a destination the caller is not level 6 on alike, whether it exists or is another company’s', async () => {
    const id = await sailor();
    const unknown = await refusal(await transfer('fleet', id, toMeridian({ yachtId: UNKNOWN })), 403);
    expect(await refusal(await transfer('fleet', id, toMeridian({ yachtId: trialVessel })), 403)).toEqual(
      unknown,
    );
    const byCaptain = await refusal(await transfer('captain', id, toMeridian({ yachtId: UNKNOWN })), 403);
    expect(await refusal(await transfer('captain', id, toMeridian()), 403)).toEqual(byCaptain);
    // The trial account's own crew member, sent to Aurora.
    const [dept] = await s.db.query<{ id: number }>(
      'SELECT department_id AS id FROM positions WHERE id = $1',
      [trialPosition],
    );
    const added = await call('trial', 'POST', '/crew', {
      yachtId: trialVessel,
      email: 'trial.sailor@transfer-attack.example',
      firstName: 'Tina',
      lastName: 'Deck',
      level: role.Crew,
      departmentsId: dept!.id,
      positionId: trialPosition,
      status: 1,
    });
    expect(added.status).toBe(200);
    const theirs = ((await added.json()) as { crewOnYachtId: number }).crewOnYachtId;
    const toAurora = await refusal(
      await transfer('trial', theirs, { yachtId: aurora, positionId: place['aurora:Bosun'] }),
      403,
    );
    expect(
      await refusal(
        await transfer('trial', theirs, { yachtId: UNKNOWN, positionId: place['aurora:Bosun'] }),
        403,
      ),
    ).toEqual(toAurora);
    expect(await vesselsOf(id)).toEqual([aurora]);
    expect(await vesselsOf(theirs)).toEqual([trialVessel]);
  });

  it('answers a position of another vessel or company like one that does not exist', async () => {
    const id = await sailor();
    const unknown = await refusal(
      await transfer('fleet', id, toMeridian({ positionId: UNKNOWN })),
      400,
      'positionId',
    );
    for (const other of [place['solstice:Bosun']!, place['aurora:Bosun']!, trialPosition])
      expect(await refusal(await transfer('fleet', id, toMeridian({ positionId: other })), 400)).toEqual(
        unknown,
      );
    expect(await vesselsOf(id)).toEqual([aurora]);
  });

  it('refuses with the crew module off on the old vessel: the module message to its people, a plain 403 to others', async () => {
    const id = await sailor();
    await s.db.query("UPDATE vessels SET modules = array_remove(modules, 'crew') WHERE id = $1", [aurora]);
    try {
      expect(await refusal(await transfer('fleet', id, toMeridian()), 403)).toEqual({
        message: MSG.moduleOff('Crew'),
      });
      const outsider = await refusal(await transfer('outsider', id, toMeridian()), 403);
      expect(outsider).toEqual(await refusal(await transfer('outsider', UNKNOWN, toMeridian()), 403));
    } finally {
      await s.db.query("UPDATE vessels SET modules = array_append(modules, 'crew') WHERE id = $1", [aurora]);
    }
    expect(await vesselsOf(id)).toEqual([aurora]);
  });

  it('refuses someone above the caller, and leaves them where they are', async () => {
    await refusal(await transfer('both', crewId.fleet!, toMeridian()), 403);
    expect(await vesselsOf(crewId.fleet!)).toEqual([aurora, meridian, solstice].sort((a, b) => a - b));
  });
});

describe('whom', () => {
  const rowOf = async (id: number) =>
    (
      await s.db.query<{ start_date: string | null; end_date: string | null; crew_status: number }>(
        `SELECT start_date::text AS start_date, end_date::text AS end_date, crew_status
           FROM user_vessel_roles WHERE id = $1`,
        [id],
      )
    )[0]!;

  it('does not end a prospective crew member’s time on the old vessel before it starts, nor make them current', async () => {
    const id = await sailor({ status: -1, startDate: '2026-12-01' });
    const res = await transfer('fleet', id, toMeridian());
    if (res.status === 200) {
      const moved = (await res.json()) as { crewOnYachtId: number };
      const old = await rowOf(id);
      expect(old.end_date! >= old.start_date!, `Aurora ${old.start_date} to ${old.end_date}`).toBe(true);
      expect((await rowOf(moved.crewOnYachtId)).crew_status, 'status on Meridian').toBe(-1);
    } else {
      await refusal(res, 400);
      expect(await vesselsOf(id)).toEqual([aurora]);
    }
  });

  it('refuses former crew with 404 and leaves them where they were', async () => {
    const id = await sailor({ startDate: '2026-01-05' });
    expect((await call('fleet', 'PUT', `/crewonyacht/${id}/assignstate`, { stateId: 2 })).status).toBe(200);
    await refusal(await transfer('fleet', id, toMeridian()), 404);
    expect(await vesselsOf(id)).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ crew_status: 2, end_date: '2026-11-14' });
  });

  it('keeps someone at level 6 with no end date on the old vessel while it has crew', async () => {
    const [group] = await s.db.query<{ group_id: number }>('SELECT group_id FROM vessels WHERE id = $1', [
      aurora,
    ]);
    const [v] = await s.db.query<{ id: number }>(
      `INSERT INTO vessels (group_id, name, codename, modules) VALUES ($1, 'M/Y Lastadmin', 'lastadmin', $2) RETURNING id`,
      [group!.group_id, ['admin', 'crew']],
    );
    // The caller's own role there ends tomorrow; the other captain is the one who stays.
    const leaving = await person('leaving', [
      [v!.id, role.Captain!, '2026-11-16'],
      [meridian, role.Captain!],
    ]);
    token.leaving = leaving.token;
    const staying = await person('staying', [[v!.id, role.Captain!]]);
    await person('deckhand', [[v!.id, role.Crew!]]);
    await refusal(await transfer('leaving', staying.crew[0]!, toMeridian()), 400, 'userId');
    expect(await vesselsOf(staying.crew[0]!)).toEqual([v!.id]);
  });

  it('does not let a transferred crew member’s old wizard key bring them back to the old vessel', async () => {
    const wizardKey = '01JATKXFER0000000000000001';
    const email = 'rejoin@transfer-attack.example';
    const body = {
      wizardKey,
      yachtId: aurora,
      email,
      firstName: 'Robin',
      lastName: 'Hale',
      level: role.Crew,
      departmentsId: place['aurora:dept:Deck'],
      positionId: place['aurora:Deckhand'],
      status: 1,
    };
    const first = await call('fleet', 'POST', '/crew', body);
    expect(first.status).toBe(200);
    const { crewOnYachtId } = (await first.json()) as { crewOnYachtId: number };
    expect((await transfer('fleet', crewOnYachtId, toMeridian())).status).toBe(200);
    const again = await refusal(await call('fleet', 'POST', '/crew', body), 400, 'status');
    expect(again.errorList).toEqual([{ property: 'status', message: LEFT_SINCE }]);
    expect(await vesselsOf(crewOnYachtId)).toEqual([meridian]);
  });
});

describe('odd bodies', () => {
  it('refuses them with 400 naming the field, never 500, and moves no one', async () => {
    const id = await sailor();
    const cases: [Record<string, unknown>, string][] = [
      [{ yachtId: [meridian] }, 'yachtId'],
      [{ yachtId: { id: meridian } }, 'yachtId'],
      [{ yachtId: `${meridian}.0` }, 'yachtId'],
      [{ yachtId: true }, 'yachtId'],
      [{ yachtId: null }, 'yachtId'],
      [{ positionId: [place['meridian:Bosun']] }, 'positionId'],
      [{ positionId: -1 }, 'positionId'],
      [{ positionId: 1.5 }, 'positionId'],
      [{ salary: 'NaN' }, 'salary'],
      [{ salary: 'Infinity' }, 'salary'],
      [{ salary: '1e3' }, 'salary'],
      [{ salary: '0x10' }, 'salary'],
      [{ salary: '１２' }, 'salary'],
      [{ salary: true }, 'salary'],
      [{ salary: [3000] }, 'salary'],
      [{ salary: { amount: 3000 } }, 'salary'],
      [{ salary: 3000.123 }, 'salary'],
      [{ salary: '3000\u0000' }, 'salary'],
      [{ salary: '9'.repeat(900_000) }, 'salary'],
      [{ leave: -1 }, 'leave'],
      [{ leave: 365.5 }, 'leave'],
      [{ leave: 'abc' }, 'leave'],
      [{ leave: [30] }, 'leave'],
      [{ currency: '1.5' }, 'currency'],
      [{ currency: [1] }, 'currency'],
      [{ currency: -1 }, 'currency'],
      [{ currency: 2_147_483_648 }, 'currency'],
    ];
    for (const [odd, property] of cases)
      await refusal(await transfer('fleet', id, toMeridian(odd)), 400, property);
    for (const body of ['[]', '"x"', 'null', '42', '{', `{"yachtId":${meridian},"positionId":{"a":{"b":1}}}`])
      expect((await transfer('fleet', id, body)).status, body).toBe(400);
    const huge = await transfer('fleet', id, toMeridian({ note: 'x'.repeat(1_100_000) }));
    expect(huge.status).toBe(413);
    expect(await vesselsOf(id)).toEqual([aurora]);
  });
});
