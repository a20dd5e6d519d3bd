import { REPORT_TITLES } from '../../../contracts/report-titles';
import { defineDeviceModule } from '../../../sync/device-kit';

/** A report e-mail waiting on the device: it writes no record, so it only says what it is. */
export const reportEmailDeviceSync = defineDeviceModule({
  kinds: {},
  ops: {
    'report/email': {
      describe: (b) => `E-mail of the ${REPORT_TITLES[b.reportType].toLowerCase()} report to you`,
    },
  },
});
