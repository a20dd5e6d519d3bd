import type { StatusAnswer } from './inbox';

/**
 * A few bytes that change whenever a badge does (the counts themselves): the device sends the
 * tag of the badges it holds with each poll, the server answers badges only when theirs differs.
 * Free of zod, as the device's sync code that sends it is.
 */
export const badgeTag = (s: StatusAnswer): string =>
  `${s.issueCount}.${s.inboxCount}.${s.restIssueCount ?? ''}`;
