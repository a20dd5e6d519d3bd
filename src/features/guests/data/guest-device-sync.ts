import { defineDeviceModule } from '../../../sync/device-kit';

const marked = <T extends object>(row: T, pending: boolean) => ({
  ...row,
  pending: pending ? (1 as const) : (0 as const),
});

/**
 * Guest records on the device (doc 3: reports/guest-details), read offline by those who see the
 * vessel's reports. A guest with an unsent edit keeps it against a pulled copy and shows as
 * pending; a conflict shows the server's message ('This guest was changed by someone else
 * meanwhile.') with its copy.
 */
export const guestDeviceSync = defineDeviceModule({
  kinds: {
    guests: { table: (db) => db.guests, key: (r) => r.id, mark: marked },
  },
  ops: {
    'guest/save': {
      describe: (b, t) => t('Guest {firstName} {lastName}', { firstName: b.firstName, lastName: b.lastName }),
      touches: (b) => [{ kind: 'guests', key: b.guestId }],
    },
    'guest/delete': {
      describe: (_, t) => t('Guest deleted'),
      touches: (b) => [{ kind: 'guests', key: b.guestId }],
    },
  },
});
