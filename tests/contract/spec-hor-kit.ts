import { expect } from 'vitest';
import type { ContractContext, Who } from './spec-call-kit';

/** What the hours-of-rest tables share: the demo password, days, and a read-back helper. */
export const PASSWORD = 'Demo1234';
/** The test server's today is 2026-11-15: November has begun, its days so far are lived. */
export const MONTH = '2026-11';
export const DAY = '2026-11-14';
/** 8 hours' work, twice: a compliant day. */
export const WATCH = '111111110000000000000000111111110000000000000000';
/** Work all day long: breaks the 10-hours-in-24 rule. */
export const NO_REST = '1'.repeat(48);

/** A call made to read back what another did (its answer as JSON; it must succeed). */
export async function ask(
  x: ContractContext,
  who: Who,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<unknown> {
  const res = await x.s.request(path, {
    method: init.method ?? 'GET',
    token: x.token[who],
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  return res.json();
}

/** A day as the spec's day call reads it. */
export const dayOf = async (x: ContractContext, who: Who, date: string) =>
  (await ask(x, who, `/hor/day/get/${x.aurora}-${x.userId[who]}`, {
    method: 'POST',
    body: { yachtId: x.aurora, date },
  })) as { binary: string };

/** The signature state of the crew member's month, as the spec's signState call reads it. */
export const signState = async (x: ContractContext) =>
  (await ask(x, 'captain', '/hor/signoff/signState', {
    method: 'POST',
    body: { date: `${MONTH}-04`, userID: x.userId.crew, yachtID: x.aurora },
  })) as { signedBy: number | null; counterSignedBy: number | null };

/** The first item of a list answer. */
export const first = (answer: unknown) => (answer as unknown[])[0];
