import type { SpecCall } from './spec-call-kit';
import { LEAVE_APP_CALLS } from './spec-calls-leave-app';
import { LEAVE_FORM_CALLS, LEAVE_FORMER_CALLS } from './spec-calls-leave-forms';
import { LEAVE_ADJUST_CALLS, LEAVE_PROFILE_CALLS, LEAVE_SETTINGS_CALLS } from './spec-calls-leave-writes';

/** The leave writes in the order they build on each other (settings, profiles, forms). */
export const LEAVE_WRITE_CALLS: readonly SpecCall[] = [
  ...LEAVE_SETTINGS_CALLS,
  ...LEAVE_PROFILE_CALLS,
  ...LEAVE_ADJUST_CALLS,
  ...LEAVE_FORMER_CALLS,
  ...LEAVE_FORM_CALLS,
  ...LEAVE_APP_CALLS,
];
