import { useEffect, useState } from 'react';
import type { LocalRestDay } from '../../../db/app-db';
import type { Violation } from '../../../domain/rest-hours/rules';
import { rulesWorker } from '../../../lib/rules-client';

/**
 * Each member's rule flags for the month, worked out in the rules worker from the days the
 * device holds (with the days before the month the rules look back on). Empty until it answers.
 */
export function useMonthFlags(days: Map<number, LocalRestDay[]>, month: string): Record<number, Violation[]> {
  const [flags, setFlags] = useState<Record<number, Violation[]>>({});
  useEffect(() => {
    let live = true;
    const records = [...days].map(([userId, list]) => ({
      userId,
      days: list.map(({ date, work }) => ({ date, work })),
    }));
    void rulesWorker()
      ['rest/check-months'](records, month)
      .then((r) => live && setFlags(r));
    return () => {
      live = false;
    };
  }, [days, month]);
  return flags;
}
