import { useEffect, useState } from 'react';
import type { LocalRestDay } from '../../../db/app-db';
import type { ClockChange } from '../../../domain/rest-hours/clock-change';
import type { ExceptionPeriod } from '../../../domain/rest-hours/exception-regime';
import type { Violation } from '../../../domain/rest-hours/rules';
import { rulesWorker } from '../../../lib/rules-client';

/**
 * Each member's rule flags for the month, worked out in the rules worker from the days the
 * device holds (with the days before the month the rules look back on), the vessel's STCW
 * exception periods judged by that regime, on elapsed time across its clock changes. Empty
 * until it answers.
 */
export function useMonthFlags(
  days: Map<number, LocalRestDay[]>,
  month: string,
  periods: ExceptionPeriod[],
  changes: readonly ClockChange[] = [],
): Record<number, Violation[]> {
  const [flags, setFlags] = useState<Record<number, Violation[]>>({});
  useEffect(() => {
    let live = true;
    const records = [...days].map(([userId, list]) => ({
      userId,
      days: list.map(({ date, work }) => ({ date, work })),
    }));
    void rulesWorker()
      ['rest/check-months'](records, month, periods, changes)
      .then((r) => live && setFlags(r));
    return () => {
      live = false;
    };
  }, [days, month, periods, changes]);
  return flags;
}
