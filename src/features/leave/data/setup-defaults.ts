import type { CrewRecord } from '../../../contracts/crew';

/**
 * What the set-up wizard starts from (issue 30, 1.3): the crew record's start date and its
 * leave days per year as the yearly rate, so the profile earns what the crew record says
 * unless the officer types otherwise (and then the crew record follows: the server links both).
 */
export function setupDefaults(crew: Pick<CrewRecord, 'startDate' | 'leaveDays'>, today: string) {
  return {
    startDate: crew.startDate ?? today,
    rate: crew.leaveDays === null ? '' : String(crew.leaveDays),
  };
}
