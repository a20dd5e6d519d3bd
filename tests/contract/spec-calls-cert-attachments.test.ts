import { specCallSuite } from './spec-call-kit';
import { CERT_ATTACHMENT_CALLS } from './spec-calls-cert-attachments';

specCallSuite('the certificate attachment calls, as the spec lists them', CERT_ATTACHMENT_CALLS);
