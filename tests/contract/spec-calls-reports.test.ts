import { specCallSuite } from './spec-call-kit';
import { REPORT_CALLS } from './spec-calls-reports';

specCallSuite('reports and guests, as the spec calls them', REPORT_CALLS);
