import { specCallSuite } from './spec-call-kit';
import { HOR_VESSEL_CALLS } from './spec-calls-hor-vessel';

specCallSuite(
  'hours of rest: the vessel, records and approval group, as the spec calls them',
  HOR_VESSEL_CALLS,
);
