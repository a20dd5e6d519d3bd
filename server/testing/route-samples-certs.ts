import { type RouteSample, type SampleContext, s } from './route-sample-kit';

/**
 * The certificate routes' sample requests (doc 2), part of ROUTE_SAMPLES. Writes leave the demo
 * register as it was where they can (Aurora's own settings, a requirement already on, one
 * already off); a save makes a new certificate; the delete removes a spare demo certificate
 * once, and is not found after that.
 */
const YACHT = '{[0-9]{1,10}}';
const CERT = '{[0-9A-Za-z]{10,40}}';

const ATTACHMENTS = `/api/v1/certsDetail/attachments/:yachtId${YACHT}/:certId${CERT}`;
const ONE = `${ATTACHMENTS}/:attachmentId{[0-9A-HJKMNP-TV-Z]{26}}`;
/** An attachment nobody has: the calls about one attachment answer 404 to those let in. */
const NO_ATTACHMENT = '01JA0000000000000000000000';
const attachments = (x: SampleContext) => `/certsDetail/attachments/${x.vessel}/${x.ids.certificate}`;
const BOUNDARY = 'certsamplefiles';
/** A one-file batch under type code 0 (Certificate), as the spec's multipart upload sends it. */
const PDF_BATCH = new TextEncoder().encode(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"; filename="certificate.pdf"\r\n` +
    `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n\r\n--${BOUNDARY}--\r\n`,
);

/** A certificate's attachments: a one-file upload to the demo certificate, the rest about one not there. */
export const CERT_ATTACHMENT_SAMPLES: Record<string, RouteSample> = {
  [`GET ${ATTACHMENTS}`]: s((x) => ({ path: attachments(x) })),
  [`POST ${ATTACHMENTS}`]: s((x) => ({
    path: attachments(x),
    raw: PDF_BATCH,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  })),
  [`DELETE ${ONE}`]: s((x) => ({ path: `${attachments(x)}/${NO_ATTACHMENT}` })),
  [`PUT ${ONE}/archive`]: s((x) => ({ path: `${attachments(x)}/${NO_ATTACHMENT}/archive` })),
  [`PUT ${ONE}/check`]: s((x) => ({ path: `${attachments(x)}/${NO_ATTACHMENT}/check` })),
  [`PUT ${ONE}/uncheck`]: s((x) => ({ path: `${attachments(x)}/${NO_ATTACHMENT}/uncheck` })),
  [`PUT ${ATTACHMENTS}/archiveAll`]: s((x) => ({ path: `${attachments(x)}/archiveAll` })),
  [`PUT ${ATTACHMENTS}/checkAll`]: s((x) => ({ path: `${attachments(x)}/checkAll` })),
  [`GET ${ONE}/download`]: s((x) => ({ path: `${attachments(x)}/${NO_ATTACHMENT}/download` })),
  [`GET ${ATTACHMENTS}/downloadAll`]: s((x) => ({ path: `${attachments(x)}/downloadAll` })),
};

export const CERT_ROUTE_SAMPLES: Record<string, RouteSample> = {
  ...CERT_ATTACHMENT_SAMPLES,
  [`GET /api/v1/cert/isCertGroup/:yachtId${YACHT}`]: s((x) => ({ path: `/cert/isCertGroup/${x.vessel}` })),
  [`GET /api/v1/cert/:yachtId${YACHT}`]: s((x) => ({ path: `/cert/${x.vessel}` })),
  [`GET /api/v1/cert/yachtData/:yachtId${YACHT}`]: s((x) => ({ path: `/cert/yachtData/${x.vessel}` })),
  [`PUT /api/v1/cert/yachtData/:yachtId${YACHT}`]: s((x) => ({
    path: `/cert/yachtData/${x.vessel}`,
    body: {
      flag: 'Cayman Islands',
      class: "Lloyd's Register",
      vesselParametersID: 2,
      cruisingUSWaters: false,
    },
  })),
  [`POST /api/v1/cert/init/:yachtId${YACHT}`]: s((x) => ({ path: `/cert/init/${x.vessel}` })),
  [`GET /api/v1/certs/:yachtId${YACHT}`]: s((x) => ({ path: `/certs/${x.vessel}` })),
  [`GET /api/v1/certsDetail/certificate/:certId${CERT}`]: s((x) => ({
    path: `/certsDetail/certificate/${x.ids.certificate}`,
  })),
  [`POST /api/v1/certsDetail/certificate/:yachtId${YACHT}`]: s((x) => ({
    path: `/certsDetail/certificate/${x.vessel}`,
    body: {
      certID: 0,
      certificateTypeID: 'RD03',
      sectionID: 9,
      sectionNumber: '03',
      certificateID: 'Inmarsat C',
      expireDate: '2027-06-30T12:00:00Z',
      surveyWindowOpen: '0001-01-01T00:00:00Z',
      alertDays: 90,
      certificateComments: 'Renewed with the service agent',
    },
  })),
  // The spec's path: 0 creates on the body's vessel; a certificate's id updates it.
  'POST /api/v1/certsDetail/certificate/0': s((x) => ({
    path: '/certsDetail/certificate/0',
    body: {
      certificateType: { certificateTypeID: 'RD03' },
      sectionID: 9,
      sectionNumber: '03',
      certificateID: 'Inmarsat C',
      alertDays: 90,
      yachtID: x.vessel,
    },
  })),
  [`POST /api/v1/certsDetail/certificate/:certId${CERT}`]: s((x) => ({
    path: `/certsDetail/certificate/${x.ids.certificate}`,
    body: { certificateTypeID: 'RD03', sectionID: 9, sectionNumber: '03', alertDays: 90 },
  })),
  [`DELETE /api/v1/certsDetail/certificate/:certId${CERT}`]: s((x) => ({
    path: `/certsDetail/certificate/${x.ids.spareCertificate}`,
  })),
  [`GET /api/v1/certificateType/:yachtId${YACHT}`]: s((x) => ({ path: `/certificateType/${x.vessel}` })),
  [`GET /api/v1/certificateRequirement/:yachtId${YACHT}`]: s((x) => ({
    path: `/certificateRequirement/${x.vessel}`,
  })),
  [`POST /api/v1/certificateRequirement/:yachtId${YACHT}`]: s((x) => ({
    path: `/certificateRequirement/${x.vessel}`,
    body: { certificateTypeID: 'SF05', isActive: true },
  })),
  [`DELETE /api/v1/certificateRequirement/:yachtId${YACHT}/:typeId{[0-9A-Za-z]{2,40}}`]: s((x) => ({
    path: `/certificateRequirement/${x.vessel}/OT04`,
  })),
  [`GET /api/v1/certs/settings/:yachtId${YACHT}`]: s((x) => ({ path: `/certs/settings/${x.vessel}` })),
  [`POST /api/v1/certs/settings/:yachtId${YACHT}`]: s((x) => ({
    path: `/certs/settings/${x.vessel}`,
    body: { userID: x.ids.captain },
  })),
  [`DELETE /api/v1/certs/settings/:yachtId${YACHT}/:userId${YACHT}`]: s((x) => ({
    path: `/certs/settings/${x.vessel}/${x.ids.captain}`,
  })),
};
