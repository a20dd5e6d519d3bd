import { specCallSuite } from './spec-call-kit';
import { ACCESS_CALLS } from './spec-calls-access';
import { FLEET_CALLS } from './spec-calls-fleet';
import { HOR_DAY_CALLS, HOR_SIGNING_CALLS } from './spec-calls-hor';
import { HOR_VESSEL_CALLS } from './spec-calls-hor-vessel';
import { LEAVE_WRITE_CALLS } from './spec-calls-leave-all';

/* As spec-calls-as-text-records.test.ts: the spec's numbers and booleans sent as text. */
const asText = { asText: true };
specCallSuite('login, two-factor and registration, numbers and booleans as text', ACCESS_CALLS, asText);
specCallSuite('fleet, accounts and support, numbers and booleans as text', FLEET_CALLS, asText);
specCallSuite('hours of rest days and presets, numbers and booleans as text', HOR_DAY_CALLS, asText);
specCallSuite(
  'hours of rest sign-off and countersign, numbers and booleans as text',
  HOR_SIGNING_CALLS,
  asText,
);
specCallSuite(
  'hours of rest settings and approval group, numbers and booleans as text',
  HOR_VESSEL_CALLS,
  asText,
);
specCallSuite('leave writes, numbers and booleans as text', LEAVE_WRITE_CALLS, asText);
