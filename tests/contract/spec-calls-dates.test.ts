import { specCallSuite } from './spec-call-kit';
import { DATE_CALLS } from './spec-calls-dates';

specCallSuite('dates as the spec sends them (date-times, the empty-date sentinel)', DATE_CALLS);
