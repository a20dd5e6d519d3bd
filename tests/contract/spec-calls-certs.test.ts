import { specCallSuite } from './spec-call-kit';
import { CERT_CALLS } from './spec-calls-certs';

specCallSuite('the certificate calls, as the spec makes them', CERT_CALLS);
