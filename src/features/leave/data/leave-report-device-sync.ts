import { LEAVE_REPORT_TITLES } from '../../../contracts/report-titles';
import { defineDeviceModule } from '../../../sync/device-kit';

/** A leave report e-mail waiting on the device: it writes no record, so it only says what it is. */
export const leaveReportDeviceSync = defineDeviceModule({
  kinds: {},
  ops: {
    'leave/report/email': {
      describe: (b, t) =>
        t('E-mail of the {report} report to {recipients}', {
          report: t(LEAVE_REPORT_TITLES[b.report]).toLowerCase(),
          recipients: b.recipients.join(', '),
        }),
    },
  },
});
