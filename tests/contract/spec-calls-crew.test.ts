import { specCallSuite } from './spec-call-kit';
import { CREW_CALLS } from './spec-calls-crew';
import { CREW_ADD_CALLS } from './spec-calls-crew-add';

specCallSuite('the crew calls, as the spec makes them', CREW_CALLS);
specCallSuite('adding crew, as the spec does it', CREW_ADD_CALLS);
