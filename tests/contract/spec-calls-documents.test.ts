import { specCallSuite } from './spec-call-kit';
import { DOCUMENT_CALLS } from './spec-calls-documents';

specCallSuite('crew documents and the vessel document library, as the spec calls them', DOCUMENT_CALLS);
