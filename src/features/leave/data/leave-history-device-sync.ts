import { defineDeviceModule } from '../../../sync/device-kit';

/**
 * A comment of the leave history changed on the device: it writes the comment of the record the
 * entry is of (its additional leave or rollover, or the profile's rate), so that record keeps the
 * mark of an unsent change, and a pull does not bring the old comment back meanwhile.
 */
export const leaveHistoryDeviceSync = defineDeviceModule({
  kinds: {},
  ops: {
    'leave/history/comment': {
      describe: (_, t) => t('Leave history comment'),
      touches: (b) =>
        b.adjustmentId
          ? [{ kind: 'leaveAdjustments', key: b.adjustmentId }]
          : b.profileId
            ? [{ kind: 'leaveProfiles', key: b.profileId }]
            : [],
    },
  },
});
