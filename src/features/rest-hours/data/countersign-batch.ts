import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { Member } from '../../../contracts/rest-hours';
import type { AppDb, StoredSession } from '../../../db/app-db';
import { showMonth } from '../../../domain/dates/format';
import {
  type ReadyMonth,
  readyKey,
  readyToCountersign,
  type SkipReason,
  skipReason,
} from '../../../domain/rest-hours/countersign-ready';
import { canonicalMonth } from '../../../domain/rest-hours/month-record';
import { type MonthSummary, monthSummary } from '../../../domain/rest-hours/month-summary';
import { monthCheckSpan } from '../../../domain/rest-hours/weeks';
import { NO_SIGNING_KEY_YET } from '../../../lib/device-crypto';
import { rulesWorker } from '../../../lib/rules-client';
import { db } from '../../../lib/services';
import { knownExceptionPeriods } from './exception-periods';
import { signMonthOnDevice } from './hor-commands';
import { knownClockChanges } from './known-clock-changes';

export const monthName = (month: string) => showMonth(month);

/** The months waiting for this supervisor's countersignature on the vessel, live from the device. */
export function useReadyToCountersign(input: {
  vesselId: number;
  signerId: number;
  officer: boolean;
  approver: boolean;
  members: readonly Member[];
}): ReadyMonth[] {
  const months = useLiveQuery(
    () => db.restMonths.filter((m) => m.vesselId === input.vesselId && m.signedBy !== null).toArray(),
    [input.vesselId],
    [],
  );
  return readyToCountersign({ ...input, months });
}

/** One line of the review list: what the countersignature covers, as it was when the list opened. */
export interface ReviewRow {
  ready: ReadyMonth;
  summary: MonthSummary;
  /** The canonical text of the month's records when reviewed: a change after it skips the month. */
  records: string;
}

const daysOf = (userId: number, vesselId: number, from: string, to: string) =>
  db.restDays
    .where('[userId+vesselId+date]')
    .between([userId, vesselId, from], [userId, vesselId, to], true, true)
    .toArray();

/**
 * Reads each ready month's records once, as the list opens (the review is of what was on the
 * device then), checks them with the rules (the week before included) and sums them up.
 */
export function useReview(vesselId: number, ready: readonly ReadyMonth[], today: string) {
  const [rows, setRows] = useState<ReviewRow[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per opening, not on every change
  useEffect(() => {
    let live = true;
    void (async () => {
      const out: ReviewRow[] = [];
      for (const month of [...new Set(ready.map((r) => r.month))]) {
        const span = monthCheckSpan(month);
        const people = ready.filter((r) => r.month === month);
        const days = new Map<number, Awaited<ReturnType<typeof daysOf>>>();
        for (const r of people) days.set(r.userId, await daysOf(r.userId, vesselId, span.from, span.to));
        const flags = await rulesWorker()['rest/check-months'](
          people.map((r) => ({
            userId: r.userId,
            days: (days.get(r.userId) ?? []).map(({ date, work }) => ({ date, work })),
          })),
          month,
          await knownExceptionPeriods(vesselId),
          await knownClockChanges(vesselId),
        );
        for (const r of people) {
          const list = days.get(r.userId) ?? [];
          const reasons = await db.comments
            .where('[userId+vesselId+date]')
            .between([r.userId, vesselId, `${month}-01`], [r.userId, vesselId, `${month}-31`], true, true)
            .filter((c) => c.kind === 'noncompliance' && !c.deleted)
            .toArray();
          out.push({
            ready: r,
            summary: monthSummary(month, list, flags[r.userId] ?? [], reasons, today),
            records: canonicalMonth(
              month,
              list.filter((d) => d.date.startsWith(month)),
            ),
          });
        }
      }
      if (live) setRows(out);
    })();
    return () => {
      live = false;
    };
  }, [vesselId, readyKeys(ready)]);
  return rows;
}

const readyKeys = (ready: readonly ReadyMonth[]) => ready.map(readyKey).join(',');

/**
 * Countersigns each chosen month exactly as the single Countersign does (one signed statement
 * and one queued operation per month, offline too). A month that is no longer as reviewed is
 * left and reported by name; the others still go.
 */
export async function countersignMonths(
  appDb: AppDb,
  session: StoredSession,
  vesselId: number,
  rows: readonly ReviewRow[],
  now: number,
  /** Told after each month, signed or left, so the dialog can say how far the batch has gone. */
  onProgress: (handled: number, total: number) => void = () => {},
): Promise<{ done: ReadyMonth[]; skipped: { month: ReadyMonth; reason: SkipReason; monthName: string }[] }> {
  const done: ReadyMonth[] = [];
  const skipped: { month: ReadyMonth; reason: SkipReason; monthName: string }[] = [];
  for (const row of rows) {
    const { userId, month } = row.ready;
    const state = await appDb.restMonths.get([userId, vesselId, month]);
    const records = canonicalMonth(month, await daysOf(userId, vesselId, `${month}-01`, `${month}-31`));
    const reason = skipReason(state, records, row.records);
    if (reason) {
      skipped.push({ month: row.ready, reason, monthName: monthName(month) });
    } else {
      try {
        await signMonthOnDevice(appDb, session, { kind: 'countersign', userId, vesselId, month }, now);
        done.push(row.ready);
      } catch (e) {
        // No key, no month can be signed: said once, as the sign-off says it, not once a month.
        if (e instanceof Error && e.message === NO_SIGNING_KEY_YET && done.length === 0) throw e;
        skipped.push({ month: row.ready, reason: 'failed', monthName: monthName(month) });
      }
    }
    onProgress(done.length + skipped.length, rows.length);
  }
  return { done, skipped };
}
