import { specCallSuite } from './spec-call-kit';
import { HOR_DAY_CALLS, HOR_SIGNING_CALLS } from './spec-calls-hor';

specCallSuite('hours of rest: days, comments and presets, as the spec calls them', HOR_DAY_CALLS);
specCallSuite('hours of rest: sign-off and countersign, as the spec calls them', HOR_SIGNING_CALLS);
