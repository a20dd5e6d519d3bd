import { specCallSuite } from './spec-call-kit';
import { FLEET_CALLS } from './spec-calls-fleet';

specCallSuite('fleet, accounts, support, text pages and the inbox, as the spec calls them', FLEET_CALLS);
