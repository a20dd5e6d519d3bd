import type { SpecCall } from './spec-call-kit';

/** The badges of the top bar (doc 1 and doc 2, section 7: polled every 30 s). */
export const STATUS_CALLS: readonly SpecCall[] = [
  {
    call: 'GET /status/foryacht/{yachtId}',
    as: 'captain',
    request: (x) => ({ path: `/status/foryacht/${x.aurora}` }),
    fields: ['issueCount', 'inboxCount'],
  },
  {
    call: 'GET /status',
    as: 'fleet',
    request: () => ({ path: '/status' }),
    fields: ['issueCount', 'inboxCount'],
  },
];
