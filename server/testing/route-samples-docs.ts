import { DEMO_LIBRARY } from '../src/seed/demo-library';
import { type RouteSample, s } from './route-sample-kit';

/**
 * The document library routes' sample requests (doc 2, docs module), part of ROUTE_SAMPLES. They
 * use Aurora's demo library: writes leave it as it was where they can (the order and the name a
 * document already has, its own section); the delete removes a spare demo document once, and is
 * not found after that. The upload names a file that is no one's: refused as a failed upload (400).
 */
const YACHT = '{[0-9]{1,10}}';
const DOC = '{[0-9A-Za-z]{10,40}}';
const { document, documentSection, spareDocument, section } = DEMO_LIBRARY;

export const DOCS_ROUTE_SAMPLES: Record<string, RouteSample> = {
  [`GET /api/v1/docs/documents/forYacht/:yachtId${YACHT}`]: s((x) => ({
    path: `/docs/documents/forYacht/${x.vessel}`,
  })),
  [`POST /api/v1/docs/init/:yachtId${YACHT}`]: s((x) => ({ path: `/docs/init/${x.vessel}` })),
  [`GET /api/v1/docs/:yachtId${YACHT}`]: s((x) => ({ path: `/docs/${x.vessel}` })),
  [`PUT /api/v1/docs/documents/order/:yachtId${YACHT}`]: s((x) => ({
    path: `/docs/documents/order/${x.vessel}`,
    body: { [document]: 1 },
  })),
  [`DELETE /api/v1/docs/documents/delete/:docId${DOC}`]: s(() => ({
    path: `/docs/documents/delete/${spareDocument}`,
  })),
  [`PUT /api/v1/docs/documents/rename/:docId${DOC}`]: s(() => ({
    path: `/docs/documents/rename/${document}?newName=${encodeURIComponent('Safety Management Manual.pdf')}`,
  })),
  [`PUT /api/v1/docs/documents/setSection/:docId${DOC}/:sectionId${DOC}`]: s(() => ({
    path: `/docs/documents/setSection/${document}/${documentSection}`,
  })),
  [`GET /api/v1/docs/settings/:yachtId${YACHT}`]: s((x) => ({ path: `/docs/settings/${x.vessel}` })),
  [`PUT /api/v1/docs/settings/:yachtId${YACHT}`]: s((x) => ({
    path: `/docs/settings/${x.vessel}`,
    body: { yachtID: x.vessel, docsCheck: false },
  })),
  [`POST /api/v1/docs/documents/upload/:yachtId${YACHT}`]: s((x) => ({
    path: `/docs/documents/upload/${x.vessel}`,
    body: { sectionId: section, fileId: '01JR0000000000000000000999', name: 'Deck plan.pdf' },
  })),
  [`GET /api/v1/docs/documents/file/:docId${DOC}`]: s(() => ({ path: `/docs/documents/file/${document}` })),
};
