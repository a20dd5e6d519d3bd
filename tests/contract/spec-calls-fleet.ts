import { expect } from 'vitest';
import type { ContractContext, SpecCall, Who } from './spec-call-kit';

/**
 * The fleet list, welcome dashboards, vessel requests, modules and invoice details, support,
 * text pages, the inbox and the reference lists (doc 1, section 7), with the fields of section 3.
 */

const WELCOME_ITEM = ['name', 'value', 'info', 'path'] as const;
const GROUP_FIELDS = [
  'id',
  'name',
  'addressLine1',
  'addressLine2',
  'city',
  'zip',
  'state',
  'country',
  'vatID',
  'contact',
  'email',
] as const;
type Module = { id: number; codeName: string; price: number; isActive: boolean };
type Message = { id: number; header: string; seen: boolean };

async function read<T>(x: ContractContext, who: Who, path: string): Promise<T> {
  return (await (await x.s.request(path, { token: x.token[who] })).json()) as T;
}
const modulesOf = async (x: ContractContext) =>
  (await read<{ modules: Module[] }>(x, 'captain', `/modules?yachtId=${x.aurora}`)).modules;
const inboxOf = (x: ContractContext) => read<Message[]>(x, 'crew', '/notifications');
const lastMailText = (x: ContractContext) => x.s.mail.sent.at(-1)?.text ?? '';

export const FLEET_CALLS: readonly SpecCall[] = [
  {
    call: 'GET /fleet',
    as: 'captain',
    request: () => ({ path: '/fleet' }),
    fields: [
      'id',
      'name',
      'codename',
      'modules',
      'greyModulesHidden',
      'modulesHidden',
      'groupId',
      'canAccessRequirements',
      'canAccessDepartmentsPositions',
      'currentCrewStatus',
      'docsCheck',
      'shipsStamp',
    ],
    readBack: (x, answer) => {
      const aurora = (answer as { id: number; groupId: number }[]).find((v) => v.id === x.aurora)!;
      x.kept.groupId = aurora.groupId;
    },
  },
  {
    call: 'GET /fleet/welcome',
    as: 'captain',
    request: () => ({ path: '/fleet/welcome' }),
    item: (answer) => (answer as { items: unknown[] }[])[0]!.items,
    fields: WELCOME_ITEM,
  },
  {
    call: 'GET /yacht/{id}/welcome',
    as: 'captain',
    request: (x) => ({ path: `/yacht/${x.aurora}/welcome` }),
    fields: WELCOME_ITEM,
  },
  {
    call: 'GET /yacht/getvesseltypes',
    as: 'captain',
    request: () => ({ path: '/yacht/getvesseltypes' }),
    fields: ['id', 'name'],
  },
  {
    call: 'POST /yacht/request',
    as: 'captain',
    request: () => ({
      method: 'POST',
      path: '/yacht/request',
      body: { vesselType: 1, vesselName: 'M/Y Halcyon', crewNumber: 12, loaMT: 45.5, comment: 'From May' },
    }),
    readBack: (x) => {
      expect(lastMailText(x)).toContain('M/Y Halcyon');
    },
  },
  {
    call: 'GET /modules',
    as: 'captain',
    request: (x) => ({ path: `/modules?yachtId=${x.aurora}` }),
    item: (answer) => (answer as { modules: unknown[] }).modules,
    fields: ['id', 'name', 'text', 'price', 'codeName'],
    readBack: (x, answer) => {
      const leave = (answer as { modules: Module[] }).modules.find((m) => m.codeName === 'leave')!;
      expect(leave.isActive).toBe(true);
      x.kept.leaveModule = leave.id;
    },
  },
  {
    call: 'POST /modules',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: '/modules',
      body: { yachtId: x.aurora, moduleId: x.kept.leaveModule, isActive: false },
    }),
    readBack: async (x) => {
      expect((await modulesOf(x)).find((m) => m.codeName === 'leave')?.isActive).toBe(false);
    },
  },
  {
    call: 'GET /groupdetails/{id}',
    as: 'captain',
    request: (x) => ({ path: `/groupdetails/${x.kept.groupId}` }),
    fields: GROUP_FIELDS,
  },
  {
    call: 'PUT /groupdetails/{id}',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/groupdetails/${x.kept.groupId}`,
      body: {
        name: 'Aurora Holdings',
        contact: 'Ada Lovelace',
        email: 'accounts@aurora.example',
        addressLine1: '1 Quay Street',
        addressLine2: '',
        city: 'Valletta',
        zip: 'VLT 1000',
        state: 'Valletta',
        country: 'Malta',
        vatID: 'MT12345678',
      },
    }),
    readBack: async (x) => {
      const group = await read<{ city: string }>(x, 'captain', `/groupdetails/${x.kept.groupId}`);
      expect(group.city).toBe('Valletta');
    },
  },
  {
    call: 'POST /support',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: '/support',
      body: {
        yachtId: x.aurora,
        name: 'Cara Captain',
        phoneNumber: '+44 20 7946 0000',
        message: 'Help with rotas',
      },
    }),
    readBack: (x) => {
      expect(lastMailText(x)).toContain('Help with rotas');
    },
  },
  {
    call: 'GET /textpage/{codename}',
    as: 'crew',
    request: () => ({ path: '/textpage/terms-of-service' }),
    fields: ['name', 'content'],
  },
  {
    call: 'POST /notification',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: '/notification',
      body: {
        yachtId: x.aurora,
        header: 'Drill at 10',
        text: 'Muster on the aft deck.',
        userId: x.userId.crew,
      },
    }),
    readBack: async (x) => {
      const mine = (await inboxOf(x)).find((m) => m.header === 'Drill at 10');
      expect(mine?.seen).toBe(false);
      x.kept.messageId = mine!.id;
    },
  },
  {
    call: 'GET /notifications',
    as: 'crew',
    request: () => ({ path: '/notifications' }),
    fields: ['id', 'header', 'text', 'sender', 'date', 'seen', 'yachtId', 'userId'],
  },
  {
    call: 'GET /notifications/viewed/{id}',
    as: 'crew',
    request: (x) => ({ path: `/notifications/viewed/${x.kept.messageId}` }),
    readBack: async (x) => {
      expect((await inboxOf(x)).find((m) => m.id === x.kept.messageId)?.seen).toBe(true);
    },
  },
  {
    call: 'DELETE /notifications/{id}',
    as: 'crew',
    request: (x) => ({ method: 'DELETE', path: `/notifications/${x.kept.messageId}` }),
    readBack: async (x) => {
      const left = (await inboxOf(x)).filter(
        (m) => m.id === x.kept.messageId && !('deleted' in m && m.deleted),
      );
      expect(left).toEqual([]);
    },
  },
  {
    call: 'GET /nationality',
    as: 'crew',
    request: () => ({ path: '/nationality' }),
    fields: ['id', 'nationality'],
  },
  {
    call: 'GET /countries',
    as: 'crew',
    request: () => ({ path: '/countries' }),
    fields: ['id', 'name'],
  },
  {
    call: 'POST /yacht/leave-fleet',
    as: 'fleet',
    // M/Y Aurora keeps its captain (a vessel with crew keeps someone at level 6).
    request: (x) => ({ method: 'POST', path: '/yacht/leave-fleet', body: { yachtId: x.aurora } }),
    readBack: async (x) => {
      const fleet = await read<{ id: number }[]>(x, 'fleet', '/fleet');
      expect(fleet.map((v) => v.id)).not.toContain(x.aurora);
    },
  },
];
