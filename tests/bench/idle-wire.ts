import { startTestServer } from '../../server/testing/test-server';
import { DEVICE_REGISTRY } from '../../src/app/sync-registry';
import { freshSession } from '../../src/sync/auth-refresh';
import { QUIET_LINK_MS } from '../../src/sync/link-state';
import { askBadgesFor } from '../../src/sync/poll-badges';
import {
  FIRST_POLL,
  IN_USE_MS,
  idlePolls,
  nextPollState,
  POLL_FIRST_MS,
  pollDueAt,
} from '../../src/sync/poll-schedule';
import { runSync } from '../../src/sync/run-sync';
import { countingNet, device, noWire, type Wire } from './fleet-sync';

/**
 * An app left open and idle (issue 34, goal 2): what one poll with nothing new costs on the wire,
 * over HTTP/1.1 with every header a browser and the server add, and what the poll schedule
 * (src/sync/poll-schedule.ts) makes of it in an hour and a day.
 */

const HOUR = 3_600_000;

/** Heartbeat probes while the app counts as in use: one after each 15 s without a request. */
function heartbeats(pollsInUse: number): number {
  return Math.max(0, Math.floor(IN_USE_MS / QUIET_LINK_MS) - pollsInUse);
}

/**
 * Token refreshes in an idle day: a poll that finds the access token expired renews it first
 * (POST /refreshtoken), which happens at every poll once polls are as far apart as a token lives.
 */
function refreshesPerDay(ttlMs: number): number {
  let state = FIRST_POLL;
  let tokenAt = 0; // fresh when the user last touched the app
  let refreshes = 0;
  for (let at = pollDueAt(state); at <= 24 * HOUR; at = pollDueAt(state)) {
    if (at - tokenAt >= ttlMs) {
      refreshes++;
      tokenAt = at;
    }
    state = nextPollState(state, { type: 'polled', at, changed: false });
  }
  return refreshes;
}

export async function idleDevice() {
  const s = await startTestServer();
  try {
    const phone = await device(s, 'crew@demo.yacht', noWire());
    const [vessel] = await s.db.query<{ id: number }>("SELECT id FROM vessels WHERE codename = 'aurora'");
    // The top bar shows the vessel's badges: each poll asks for them (issue 34, goal 1).
    await askBadgesFor(phone.db, vessel!.id);
    await phone.sync(); // the first sync: the app is up to date before it is left alone
    const sync = noWire();
    const report = await runSync(phone.db, countingNet(s, sync), DEVICE_REGISTRY);
    // Before the badges rode on the poll they were asked separately, with each poll.
    const status = noWire();
    const token = `Bearer ${phone.login.accessToken}`;
    await countingNet(s, status).fetch(`/api/v1/status/foryacht/${vessel!.id}`, {
      headers: { authorization: token },
    });
    const probe = noWire();
    await countingNet(s, probe).fetch('/api/v1/health', { cache: 'no-store' });
    const refresh = noWire();
    await freshSession(phone.db, countingNet(s, refresh), true);
    phone.db.close();
    const refreshes = refreshesPerDay(s.deps.config.accessTtlSeconds * 1000);

    const poll = sync.withHeaders;
    const firstHourPolls = idlePolls(HOUR);
    const inUsePolls = idlePolls(IN_USE_MS);
    const firstHour = firstHourPolls * poll + heartbeats(inUsePolls) * probe.withHeaders;
    const laterHour = (idlePolls(24 * HOUR) - firstHourPolls) / 23;
    const day = firstHour + 23 * laterHour * poll;
    // The same with the badges asked separately, as before goal 1: two requests per poll.
    const twoRequests = day + (firstHourPolls + 23 * laterHour) * status.withHeaders;
    // Before: both every 30 s, and the heartbeat probe in each 30 s gap, all day.
    const every30s = (24 * HOUR) / POLL_FIRST_MS;
    const before = every30s * (poll + status.withHeaders + probe.withHeaders);
    return {
      outcome: report.outcome,
      sync,
      status,
      probe,
      refresh,
      refreshes,
      poll,
      firstHour,
      laterHour,
      day,
      twoRequests,
      before,
    };
  } finally {
    await s.close();
  }
}

export function printIdle(r: Awaited<ReturnType<typeof idleDevice>>) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const line = (w: Wire) => `${w.withHeaders} B (${w.bodies} B of bodies)`;
  console.log(
    '\nAn app left open and idle (HTTP/1.1, counting request and status lines, every header both ways)',
  );
  console.log(
    `  a poll with nothing new (${r.outcome}), the badges unchanged in it: POST /sync ${line(r.sync)}`,
  );
  console.log(`    (the badges asked apart, as before, GET /status/foryacht/{id}: ${line(r.status)})`);
  console.log(`  the link's heartbeat, GET /health: ${line(r.probe)}`);
  console.log(
    `  bytes per idle hour: ${kb(r.firstHour)} in the first hour after the last touch, then ${kb(r.laterHour * r.poll)} (${r.laterHour.toFixed(1)} polls an hour)`,
  );
  console.log(`  an idle day: ${kb(r.day)}   (goal under 200 KB; polling every 30 s: ${kb(r.before)})`);
  console.log(`    with the badges asked apart (two requests a poll, as before): ${kb(r.twoRequests)}`);
  console.log(
    `  and the access token renewed before ${r.refreshes} of those polls (POST /refreshtoken ${line(r.refresh)}): ${kb(r.refreshes * r.refresh.withHeaders)} more, ${kb(r.day + r.refreshes * r.refresh.withHeaders)} in all`,
  );
  console.log('  (hidden, the app does not poll: 0 B an hour)');
}
