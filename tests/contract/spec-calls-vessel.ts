import { expect } from 'vitest';
import { type ContractContext, missingFields, type SpecCall } from './spec-call-kit';

/**
 * Doc 2, section 7: departments, positions and requirements, vessel details and the reference
 * lists, as the spec calls them. Entity fields: doc 2, section 3 (position and department,
 * vessel details, requirement, nationality).
 */

const DETAILS = [
  ...['registration', 'registrationNo', 'portOfRegistry', 'insurer', 'owningCompany', 'ownerAddress'],
  ...['imoNumber', 'callSign', 'mmsi', 'grossTonnage', 'netTonnage', 'loa', 'beam', 'draft', 'propulsion'],
  ...['berths', 'superstructureColour', 'hullColour', 'flagState', 'shipsStamp'],
] as const;
const SETUP_ITEM = ['id', 'name', 'order', 'yachtId'] as const;

const read = async (x: ContractContext, path: string) => {
  const res = await x.s.request(path, { token: x.token.captain });
  expect(res.status, path).toBe(200);
  return res.json();
};
const named = async (x: ContractContext, table: string, name: string) =>
  ((await read(x, `/${table}/onyacht/${x.aurora}`)) as { id: number; name: string; order: number }[]).find(
    (d) => d.name === name,
  );

export const VESSEL_CALLS: readonly SpecCall[] = [
  {
    call: 'GET /departments/onyacht/{id}',
    as: 'crew',
    request: (x) => ({ path: `/departments/onyacht/${x.aurora}` }),
    fields: SETUP_ITEM,
  },
  {
    call: 'GET /positions/onyacht/{id}',
    as: 'crew',
    request: (x) => ({ path: `/positions/onyacht/${x.aurora}` }),
    fields: SETUP_ITEM,
  },
  {
    call: 'POST /departments',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: '/departments',
      body: { name: 'Spa', yachtId: x.aurora, order: 40 },
    }),
    readBack: async (x) => {
      const made = await named(x, 'departments', 'Spa');
      expect(made?.order).toBe(40);
      x.kept.department = made?.id;
    },
  },
  {
    call: 'POST /positions',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: '/positions',
      body: { name: 'Therapist', yachtId: x.aurora, order: 41 },
    }),
    readBack: async (x) => {
      const made = await named(x, 'positions', 'Therapist');
      expect(made?.order).toBe(41);
      x.kept.position = made?.id;
    },
  },
  {
    call: 'PUT /departments/{id}/{yachtId}',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/departments/${x.kept.department}/${x.aurora}`,
      // The department as read (id, name, order, yachtId), changed.
      body: { id: x.kept.department, name: 'Wellness', yachtId: x.aurora, order: 42 },
    }),
    readBack: async (x) => expect((await named(x, 'departments', 'Wellness'))?.order).toBe(42),
  },
  {
    call: 'PUT /positions/{id}/{yachtId}',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/positions/${x.kept.position}/${x.aurora}`,
      body: { id: x.kept.position, name: 'Spa Therapist', yachtId: x.aurora, order: 43 },
    }),
    readBack: async (x) => expect((await named(x, 'positions', 'Spa Therapist'))?.order).toBe(43),
  },
  {
    call: 'PUT /requirements/forposition/{positionId}',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/requirements/forposition/${x.kept.position}`,
      body: [{ requirementTypeId: 1, positionId: x.kept.position, yachtId: x.aurora }],
    }),
    readBack: async (x) => {
      const list = (await read(x, `/requirements/forposition/${x.kept.position}`)) as {
        requirementTypeId: number;
      }[];
      expect(list.map((r) => r.requirementTypeId)).toEqual([1]);
    },
  },
  {
    call: 'GET /requirements/forposition/{positionId}',
    as: 'captain',
    request: (x) => ({ path: `/requirements/forposition/${x.kept.position}` }),
    fields: ['requirementTypeId', 'positionId', 'yachtId'],
  },
  {
    call: 'PUT /requirements/foryacht/{yachtId}',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/requirements/foryacht/${x.aurora}`,
      body: [{ requirementTypeId: 3, yachtId: x.aurora }],
    }),
    readBack: async (x) => {
      const list = (await read(x, `/requirements/foryacht/${x.aurora}`)) as { requirementTypeId: number }[];
      expect(list.map((r) => r.requirementTypeId)).toEqual([3]);
    },
  },
  {
    call: 'GET /requirements/foryacht/{yachtId}',
    as: 'captain',
    request: (x) => ({ path: `/requirements/foryacht/${x.aurora}` }),
    fields: ['requirementTypeId', 'positionId', 'yachtId'],
  },
  {
    // The spec's groups; deck and engine qualifications in groups of their own (by rank).
    call: 'GET /requirements/types',
    as: 'captain',
    request: () => ({ path: '/requirements/types' }),
    fields: ['general', 'deckQuals', 'engQuals', 'trainingTypes', 'other'],
    readBack: (_x, answer) => {
      const groups = answer as { general: unknown[]; deckQuals: { types: unknown[] }[] };
      expect(missingFields(groups.general, ['requirementTypeId', 'name'])).toEqual([]);
      expect(missingFields(groups.deckQuals, ['name', 'types'])).toEqual([]);
      expect(missingFields(groups.deckQuals[0]!.types, ['requirementTypeId', 'name'])).toEqual([]);
    },
  },
  {
    // The spec shows no body ('persists order'): the app's lists of ids, first to last.
    call: 'PUT /DeparmentAndPosition/{yachtId}',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/DeparmentAndPosition/${x.aurora}`,
      body: { departments: [x.kept.department], positions: [x.kept.position] },
    }),
    readBack: async (x) => {
      expect((await named(x, 'departments', 'Wellness'))?.order).toBe(1);
      expect((await named(x, 'positions', 'Spa Therapist'))?.order).toBe(1);
    },
  },
  {
    call: 'DELETE /positions/{id}/{yachtId}',
    as: 'captain',
    request: (x) => ({ method: 'DELETE', path: `/positions/${x.kept.position}/${x.aurora}` }),
    readBack: async (x) => expect(await named(x, 'positions', 'Spa Therapist')).toBeUndefined(),
  },
  {
    call: 'DELETE /departments/{id}/{yachtId}',
    as: 'captain',
    request: (x) => ({ method: 'DELETE', path: `/departments/${x.kept.department}/${x.aurora}` }),
    readBack: async (x) => expect(await named(x, 'departments', 'Wellness')).toBeUndefined(),
  },
  {
    call: 'GET /yacht/{id}/details',
    as: 'crew',
    request: (x) => ({ path: `/yacht/${x.aurora}/details` }),
    fields: DETAILS,
  },
  {
    call: 'PUT /yacht/{id}/details',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/yacht/${x.aurora}/details`,
      body: {
        ...{
          registration: 'Valletta',
          registrationNo: 'MT1234',
          portOfRegistry: 'Valletta',
          callSign: '9HA1',
        },
        ...{ imoNumber: '1234567', mmsi: 215000000, grossTonnage: 499, netTonnage: 149, loa: 52, beam: 9.5 },
        ...{
          draft: 3.1,
          berths: 12,
          flagState: 'Malta',
          hullColour: 'White',
          shipsStamp: 'data:read-before',
        },
      },
    }),
    readBack: async (x) => {
      const d = (await read(x, `/yacht/${x.aurora}/details`)) as Record<string, unknown>;
      expect([d.registrationNo, d.flagState, d.berths]).toEqual(['MT1234', 'Malta', 12]);
    },
  },
  {
    call: 'GET /yacht/getvesseltypes',
    as: 'crew',
    request: () => ({ path: '/yacht/getvesseltypes' }),
    fields: ['id', 'name'],
  },
  {
    // A reference list the spec caches (doc 1, section 3: Currency); its path is not shown.
    call: 'GET /currencies',
    as: 'crew',
    request: () => ({ path: '/currencies' }),
    fields: ['id', 'name', 'code', 'sign', 'signbefore'],
  },
  {
    call: 'GET /nationality',
    as: 'crew',
    request: () => ({ path: '/nationality' }),
    fields: ['id', 'nationality'],
  },
  { call: 'GET /countries', as: 'crew', request: () => ({ path: '/countries' }) },
];
