import { startTestServer } from '../../server/testing/test-server';

/**
 * Issue 33, part 3: what the hash-chained log adds to a day save. The same REST saves (one date,
 * then a week at once) with the log's trigger on and off, in alternating blocks; prints medians.
 * `npx tsx tests/bench/chain-cost.ts` (embedded database; DATABASE_URL is not read).
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
await s.close();
