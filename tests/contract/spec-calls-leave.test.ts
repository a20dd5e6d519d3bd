import { specCallSuite } from './spec-call-kit';
import { LEAVE_APP_CALLS } from './spec-calls-leave-app';
import { LEAVE_FORM_CALLS, LEAVE_FORMER_CALLS } from './spec-calls-leave-forms';
import { LEAVE_READ_CALLS } from './spec-calls-leave-reads';
import { LEAVE_ADJUST_CALLS, LEAVE_PROFILE_CALLS, LEAVE_SETTINGS_CALLS } from './spec-calls-leave-writes';

specCallSuite('leave reads, as the spec calls them', LEAVE_READ_CALLS);
specCallSuite('leave writes, as the spec calls them', [
  ...LEAVE_SETTINGS_CALLS,
  ...LEAVE_PROFILE_CALLS,
  ...LEAVE_ADJUST_CALLS,
  ...LEAVE_FORMER_CALLS,
  ...LEAVE_FORM_CALLS,
  ...LEAVE_APP_CALLS,
]);
