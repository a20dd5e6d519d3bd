import { expect } from 'vitest';
import type { ContractContext, SpecCall } from './spec-call-kit';

/**
 * Doc 2, section 7: issues, the inbox and the welcome dashboards, as the spec calls them. Entity fields: doc 2,
 * section 3 (issue, vessel issue, message).
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
const MESSAGE = ['id', 'header', 'text', 'sender', 'date', 'seen', 'userId', 'yachtId'] as const;

type Issues = { crew: { issues: unknown[] }[]; vessel?: unknown[] };
const crewIssues = (answer: unknown) => (answer as Issues).crew.flatMap((c) => c.issues);
const messages = async (x: ContractContext) => {
  const res = await x.s.request('/notifications', { token: x.token.crew });
  return (await res.json()) as { id: number; header: string; seen: boolean }[];
};

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
    request: (x) => ({ path: `/issues/${x.aurora}/${x.userId.crew}` }),
    fields: ['yachtId', 'crew'],
  },
  {
    call: 'POST /notification',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: '/notification',
      body: {
        yachtId: x.aurora,
        header: 'Open issues',
        text: 'Please renew your passport.',
        userId: x.userId.crew,
      },
    }),
    readBack: async (x) => {
      const made = (await messages(x)).find((m) => m.header === 'Open issues');
      expect(made).toBeDefined();
      x.kept.message = made?.id;
    },
  },
  { call: 'GET /notifications', as: 'crew', request: () => ({ path: '/notifications' }), fields: MESSAGE },
  {
    call: 'GET /notifications/viewed/{id}',
    as: 'crew',
    request: (x) => ({ path: `/notifications/viewed/${x.kept.message}` }),
    readBack: async (x) => expect((await messages(x)).find((m) => m.id === x.kept.message)?.seen).toBe(true),
  },
  {
    call: 'DELETE /notifications/{id}',
    as: 'crew',
    request: (x) => ({ method: 'DELETE', path: `/notifications/${x.kept.message}` }),
    readBack: async (x) => expect((await messages(x)).find((m) => m.id === x.kept.message)).toBeUndefined(),
  },
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
