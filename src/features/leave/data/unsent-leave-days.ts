import type { LeaveProfileRecord } from '../../../contracts/leave-records';
import type { OutboxEntry } from '../../../db/app-db';
import { predatesProfile, ratesWithLeaveDays } from '../../../domain/leave/leave-days-link';

type Profile = Pick<LeaveProfileRecord, 'crewId' | 'active' | 'deleted' | 'type' | 'startDate' | 'rates'> & {
  pending?: 0 | 1 | undefined;
};

/**
 * The leave profiles with the crew record's leave days changes still on their way to the
 * server (Edit leave details, queued as 'crew/leave/save'), as the server will link them (issue
 * 30, 1.3; server/src/modules/leave/leave-days-link.ts) and marked unsent. At sea the profile
 * and its balances showed the old rate until the shore answered, so a purser who looked there
 * saw the change missing and could enter it a second time (field day finding). Read from the
 * queue, not written into the profile: a change the shore refuses, or that is discarded, then
 * leaves the profile as the server has it.
 */
export function withUnsentLeaveDays<P extends Profile>(
  profiles: readonly P[],
  entries: readonly Pick<OutboxEntry, 'op' | 'body' | 'createdAt'>[],
  increments: readonly { crewId: number; changeDate: string }[],
): P[] {
  const out = [...profiles];
  const queued = entries.filter((e) => e.op === 'crew/leave/save').sort((a, b) => a.createdAt - b.createdAt);
  for (const e of queued) {
    const body = e.body as { crewId: number; amount: number; changeDate: string; comment?: string | null };
    const at = out.findIndex((p) => p.crewId === body.crewId && p.active && !p.deleted);
    const profile = out[at];
    if (!profile) continue;
    const dates = increments.filter((i) => i.crewId === body.crewId).map((i) => i.changeDate);
    if (predatesProfile(profile, body.changeDate, dates)) continue;
    const comment = body.comment?.trim() || null;
    const rates = ratesWithLeaveDays(profile, { amount: body.amount, changeDate: body.changeDate, comment });
    if (rates) out[at] = { ...profile, rates, pending: 1 };
  }
  return out;
}
