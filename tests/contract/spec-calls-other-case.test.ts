import { specCallSuite } from './spec-call-kit';
import { HOR_DAY_CALLS, HOR_SIGNING_CALLS } from './spec-calls-hor';
import { USERS_CALLS } from './spec-calls-users';
import { VESSEL_CALLS } from './spec-calls-vessel';

/*
 * The spec writes one field several ways (yachtID and yachtId, userID and userId, firstname and
 * firstName) and its .NET back end matches names in any case: the same calls, every field name
 * of each body in the spec's other spelling, do the same (server/src/http/spec-case.ts).
 */
const otherCase = { otherCase: true };
specCallSuite('users administration, field names in the other case', USERS_CALLS, otherCase);
specCallSuite(
  'departments, positions and vessel details, field names in the other case',
  VESSEL_CALLS,
  otherCase,
);
specCallSuite('hours of rest days and presets, field names in the other case', HOR_DAY_CALLS, otherCase);
specCallSuite(
  'hours of rest sign-off and countersign, field names in the other case',
  HOR_SIGNING_CALLS,
  otherCase,
);
