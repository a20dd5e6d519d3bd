import { defineDeviceModule } from '../../../sync/device-kit';

const marked = <T extends object>(row: T, pending: boolean) => ({
  ...row,
  pending: pending ? (1 as const) : (0 as const),
});
const crewRef = (crewId: number) => [{ kind: 'crew' as const, key: crewId }];

/**
 * Crew records on the device. Edits made offline wait in the outbox; while they do, a pulled
 * copy never overwrites the edited record, which carries the pending mark.
 */
export const crewDeviceSync = defineDeviceModule({
  kinds: {
    crew: { table: (db) => db.crew, key: (r) => r.id, mark: marked },
    crewDetails: { table: (db) => db.crewDetails, key: (r) => r.crewId, mark: marked },
    crewPrivate: { table: (db) => db.crewPrivate, key: (r) => r.crewId, mark: marked },
    salaries: { table: (db) => db.salaries, key: (r) => r.id, mark: marked },
    leaveIncrements: { table: (db) => db.leaveIncrements, key: (r) => r.id, mark: marked },
    departments: { table: (db) => db.departments, key: (r) => r.id },
    positions: { table: (db) => db.positions, key: (r) => r.id },
    requirements: { table: (db) => db.requirements, key: (r) => r.id },
  },
  ops: {
    'crew/onboard': {
      describe: (b, t) => (b.isOnBoard ? t('Crew member on board') : t('Crew member ashore')),
      touches: (b) => crewRef(b.crewId),
    },
    'crew/order': {
      describe: (_, t) => t('Crew order'),
      touches: (b) => b.orders.map((o) => ({ kind: 'crew' as const, key: o.crewId })),
    },
    'crew/profile/save': {
      describe: (b, t) =>
        t('Profile of {firstName} {lastName}', { firstName: b.firstName, lastName: b.lastName }),
      touches: (b) => [...crewRef(b.crewId), { kind: 'crewDetails', key: b.crewId }],
    },
    'crew/nok/save': {
      describe: (_, t) => t('Next of kin'),
      touches: (b) => [{ kind: 'crewPrivate', key: b.crewId }],
    },
    'crew/bank/save': {
      describe: (_, t) => t('Bank details'),
      touches: (b) => [{ kind: 'crewPrivate', key: b.crewId }],
    },
    'crew/position/save': { describe: (_, t) => t('Position details'), touches: (b) => crewRef(b.crewId) },
    'crew/salary/save': {
      describe: (b, t) => (b.isBonus ? t('Bonus') : t('Pay Review')),
      touches: (b) => [{ kind: 'salaries', key: b.salaryId }],
    },
    'crew/leave/save': {
      describe: (_, t) => t('Leave days per year'),
      touches: (b) => [...crewRef(b.crewId), { kind: 'leaveIncrements', key: b.incrementId }],
    },
  },
});
