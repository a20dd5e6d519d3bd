import { specCallSuite } from './spec-call-kit';
import { CERT_CALLS } from './spec-calls-certs';
import { CREW_CALLS } from './spec-calls-crew';
import { CREW_ADD_CALLS } from './spec-calls-crew-add';
import { DOCUMENT_CALLS } from './spec-calls-documents';
import { REPORT_CALLS } from './spec-calls-reports';
import { VESSEL_CALLS } from './spec-calls-vessel';

/*
 * The spec's back end is .NET, whose JSON reader takes "12" for a number and "true" for a
 * boolean, and the spec's forms send what their boxes hold (doc 1: whatsAppAuthEnabled 'true' or
 * 'false'): the same calls, each body's numbers and booleans sent as text, do the same.
 */
const asText = { asText: true };
specCallSuite('the crew calls, numbers and booleans as text', CREW_CALLS, asText);
specCallSuite('adding crew, numbers and booleans as text', CREW_ADD_CALLS, asText);
specCallSuite(
  'departments, positions and vessel details, numbers and booleans as text',
  VESSEL_CALLS,
  asText,
);
specCallSuite('the certificate calls, numbers and booleans as text', CERT_CALLS, asText);
specCallSuite(
  'crew documents and the document library, numbers and booleans as text',
  DOCUMENT_CALLS,
  asText,
);
specCallSuite('reports and guests, numbers and booleans as text', REPORT_CALLS, asText);
