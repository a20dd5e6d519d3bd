import { specCallSuite } from './spec-call-kit';
import { USERS_CALLS } from './spec-calls-users';

specCallSuite('users administration, as the spec calls it', USERS_CALLS);
