import type { SpecCall } from './spec-call-kit';

/**
 * Doc 2, section 7: issues and the welcome dashboards, as the spec calls them (its inbox calls are doc 1's
 * too: spec-calls-fleet.ts). Entity fields: doc 2, section 3 (issue, vessel issue).
 */

const ISSUE = [
  'id',
  'crewId',
  'title',
  'status',
  'expDate',
  'color',
  'action',
  'date',
  'upcommingTrainingId',
] as const;
const VESSEL_ISSUE = [
  ...ISSUE,
  'certificateID',
  'certificateTypeID',
  'sectionID',
  'sectionNumber',
  'yachtID',
] as const;
type Issues = { crew: { issues: unknown[] }[]; vessel?: unknown[] };
const crewIssues = (answer: unknown) => (answer as Issues).crew.flatMap((c) => c.issues);

export const ISSUE_CALLS: readonly SpecCall[] = [
  {
    call: 'GET /issues/{yachtId}',
    as: 'captain',
    request: (x) => ({ path: `/issues/${x.aurora}` }),
    item: crewIssues,
    fields: ISSUE,
  },
  {
    call: 'GET /issues/{yachtId} (vessel issues)',
    as: 'captain',
    request: (x) => ({ path: `/issues/${x.aurora}` }),
    item: (answer) => (answer as Issues).vessel,
    fields: VESSEL_ISSUE,
  },
  {
    call: 'GET /issues/{yachtId}/{crewId}',
    as: 'crew',
    request: (x) => ({ path: `/issues/${x.aurora}/${x.crewId.crew}` }),
    fields: ['yachtId', 'crew'],
  },
  // The inbox calls (doc 2 lists them as doc 1 does) are in spec-calls-fleet.ts, once.
  // Welcome (doc 2, section 7): the dashboards' rows (name, value, info, path).
  {
    call: 'GET /yacht/{id}/welcome',
    as: 'captain',
    request: (x) => ({ path: `/yacht/${x.aurora}/welcome` }),
    fields: ['name', 'value', 'info', 'path'],
  },
  {
    call: 'GET /fleet/welcome',
    as: 'captain',
    request: () => ({ path: '/fleet/welcome' }),
    item: (answer) => (answer as { items: unknown[] }[]).flatMap((v) => v.items),
    fields: ['name', 'value', 'info', 'path'],
  },
];
