import { specCallSuite } from './spec-call-kit';
import { ACCESS_CALLS } from './spec-calls-access';

specCallSuite('login, passwords, two-factor and registration, as the spec calls them', ACCESS_CALLS);
