import { showWeekdayDayMonth } from '../../../domain/dates/format';
import { defineDeviceModule } from '../../../sync/device-kit';

const marked = <T extends object>(row: T, pending: boolean) => ({
  ...row,
  pending: pending ? (1 as const) : (0 as const),
});

/**
 * A vessel's clock changes on the device (issue 33): everyone on board holds them, so each day
 * editor shows the change on its date offline. A change with an unsent edit keeps it against a
 * pulled copy and shows as pending.
 */
export const clockChangeDeviceSync = defineDeviceModule({
  kinds: {
    clockChanges: { table: (db) => db.clockChanges, key: (r) => [r.vesselId, r.date], mark: marked },
  },
  ops: {
    'hor/clock/save': {
      describe: (b, t) => t('Clock change on {date}', { date: showWeekdayDayMonth(b.date) }),
      touches: (b) => [{ kind: 'clockChanges', key: [b.yachtId, b.date] }],
    },
    'hor/clock/delete': {
      describe: (b, t) => t('Clock change on {date} deleted', { date: showWeekdayDayMonth(b.date) }),
      touches: (b) => [{ kind: 'clockChanges', key: [b.yachtId, b.date] }],
    },
  },
});
