import { specCallSuite } from './spec-call-kit';
import { STATUS_CALLS } from './spec-calls-status';

specCallSuite('the status badges, as the spec calls them', STATUS_CALLS);
