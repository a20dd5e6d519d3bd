import { specCallSuite } from './spec-call-kit';
import { VESSEL_CALLS } from './spec-calls-vessel';

specCallSuite(
  'departments, positions, requirements and vessel details, as the spec calls them',
  VESSEL_CALLS,
);
