import { specCallSuite } from './spec-call-kit';
import { LEAVE_WRITE_CALLS } from './spec-calls-leave-all';
import { LEAVE_READ_CALLS } from './spec-calls-leave-reads';

specCallSuite('leave reads, as the spec calls them', LEAVE_READ_CALLS);
specCallSuite('leave writes, as the spec calls them', LEAVE_WRITE_CALLS);
