import { startTestServer } from '../../server/testing/test-server';

/**
 * Issue 33, part 3: what the hash-chained log adds to a day save. The same REST saves (one date,
 * then a week at once) with the log's trigger on and off, in alternating blocks; prints medians.
 * Then the trigger's own time per row. `npx tsx tests/bench/chain-cost.ts` (embedded database).
 */
const s = await startTestServer();
const aurora = await s.vesselId('aurora');
const crew = await s.login('crew@demo.yacht');
const WORK = [
  '000000000000111111111111111111111111111111000000',
  '111111110000000000000000111111110000000000000000',
];
const trigger = (on: boolean) =>
  s.db.query(`ALTER TABLE rest_days ${on ? 'ENABLE' : 'DISABLE'} TRIGGER hor_chain_log`);

let k = 0;
async function save(dates: string[]) {
  const t = performance.now();
  const res = await s.post(
    `/hor/day/${crew.user.id}`,
    { yachtId: aurora, dates, binary: WORK[k++ % 2] },
    crew.accessToken,
  );
  if (res.status !== 200) throw new Error(`save: ${res.status}`);
  return performance.now() - t;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const week = Array.from({ length: 7 }, (_, i) => `2026-11-0${i + 1}`);

for (const [label, dates] of [
  ['one day', ['2026-11-14']],
  ['a week (7 days)', week],
] as const) {
  const times = { on: [] as number[], off: [] as number[] };
  for (let i = 0; i < 10; i++) await save([...dates]);
  for (let block = 0; block < 10; block++) {
    const on = block % 2 === 0;
    await trigger(on);
    for (let i = 0; i < 40; i++) times[on ? 'on' : 'off'].push(await save([...dates]));
  }
  await trigger(true);
  const on = median(times.on);
  const off = median(times.off);
  console.log(
    `Day save, ${label}: ${on.toFixed(2)} ms with the log, ${off.toFixed(2)} ms without: +${(on - off).toFixed(2)} ms per save (median of 200 each, PGlite)`,
  );
}
// The trigger's own time, as PostgreSQL counts it: less noisy than a request's on a shared machine.
const perRow: number[] = [];
for (let i = 0; i < 30; i++) {
  const plan = await s.db.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE) INSERT INTO rest_days (user_id, vessel_id, day, work, version, updated_by, updated_at)
     SELECT user_id, vessel_id, day, $3::text, version, updated_by, now() FROM rest_days
      WHERE vessel_id = $1 AND user_id = $2 AND day = ANY($4::date[])
     ON CONFLICT (user_id, vessel_id, day) DO UPDATE SET work = EXCLUDED.work`,
    [aurora, crew.user.id, WORK[i % 2], week],
  );
  const m = plan
    .map((r) => r['QUERY PLAN'])
    .join('\n')
    .match(/Trigger hor_chain_log: time=([\d.]+) calls=(\d+)/);
  if (m) perRow.push(Number(m[1]) / Number(m[2]));
}
console.log(
  `The log's trigger: ${median(perRow).toFixed(3)} ms per day row written (median of 30 saves of a week, PGlite)`,
);
await s.close();
