import { specCallSuite } from './spec-call-kit';
import { ISSUE_CALLS } from './spec-calls-issues';

specCallSuite('issues and the inbox, as the spec calls them', ISSUE_CALLS);
