import { REPORT_TITLES } from '../../../contracts/report-titles';
import { defineDeviceModule } from '../../../sync/device-kit';

/** A report e-mail waiting on the device: it writes no record, so it only says what it is. */
export const reportEmailDeviceSync = defineDeviceModule({
  kinds: {},
  ops: {
    'report/email': {
      describe: (b, t) =>
        t('E-mail of the {report} report to you', { report: t(REPORT_TITLES[b.reportType]).toLowerCase() }),
    },
  },
});
