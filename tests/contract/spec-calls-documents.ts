import { expect } from 'vitest';
import { storedFile } from '../../server/testing/file-fixtures';
import type { ContractContext, SpecCall } from './spec-call-kit';

/**
 * Doc 2, section 7: crew documents and the vessel document library, as the spec calls them.
 * Entity fields: doc 2, section 3 (crew document, document library and docs settings).
 */

const DOCUMENT = [
  ...['id', 'name', 'crewId', 'extension', 'description', 'category', 'isPrivate', 'isVerified'],
  ...['crewOnYachtId', 'isMissing', 'expiryDate', 'comment', 'status', 'color', 'isIssue', 'coc'],
  ...['canEdit', 'canVerifyDocument', 'nationality', 'grade', 'limitation', 'issuedAt', 'passportNo'],
] as const;
const DOCS_STATE = [
  ...['sections', 'accessToDocsModule', 'accessToDocsModuleSettings', 'accessToUploadDocs'],
  ...['docsModuleInitialized', 'docsCheck', 'yachtID'],
] as const;

const read = async (x: ContractContext, path: string, who: 'captain' | 'fleet' = 'captain') => {
  const res = await x.s.request(path, { token: x.token[who] });
  expect(res.status, path).toBe(200);
  return res.json();
};
const documentOf = async (x: ContractContext, id: unknown) =>
  ((await read(x, `/documents/crewonyacht/${x.crewId.officer}`)) as Record<string, unknown>[]).find(
    (d) => d.id === id,
  );
const libraryDocs = async (x: ContractContext) =>
  (
    (await read(x, `/docs/documents/forYacht/${x.aurora}`)) as {
      sections: { id: string; documents: { id: string; name: string; order: number }[] }[];
    }
  ).sections.flatMap((s) => s.documents.map((d) => ({ ...d, section: s.id })));

export const DOCUMENT_CALLS: readonly SpecCall[] = [
  {
    call: 'GET /documents/categories',
    as: 'crew',
    request: () => ({ path: '/documents/categories' }),
    fields: ['id', 'name'],
    readBack: async (x) => {
      x.kept.file = await storedFile(
        x.s,
        x.token.captain,
        x.aurora,
        x.userId.officer,
        '01JSPECF000000000000000001',
        'crewDocument',
      );
    },
  },
  {
    call: 'POST /documents/crew/{yachtId}/{crewId}',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: `/documents/crew/${x.aurora}/${x.crewId.officer}`,
      body: {
        ...{ fileId: x.kept.file, fileName: 'coc.png', category: 20, name: 'Master 3000' },
        ...{ description: 'Renewed', expiryDate: '2027-01-31', comment: 'Spec call' },
      },
    }),
    readBack: async (x) => {
      const list = (await read(x, `/documents/crewonyacht/${x.crewId.officer}`)) as Record<string, unknown>[];
      const made = list.find((d) => d.comment === 'Spec call');
      expect(made?.category).toBe(20);
      x.kept.document = made?.id;
    },
  },
  {
    call: 'GET /documents/onyacht/{yachtId}',
    as: 'captain',
    request: (x) => ({ path: `/documents/onyacht/${x.aurora}` }),
    fields: DOCUMENT,
  },
  // Former crew's documents: the demo has none, so the call is only seen to be taken.
  {
    call: 'GET /xdocuments/onyacht/{yachtId}',
    as: 'captain',
    request: (x) => ({ path: `/xdocuments/onyacht/${x.aurora}` }),
  },
  {
    call: 'GET /documents/crewonyacht/{id}',
    as: 'officer',
    request: (x) => ({ path: `/documents/crewonyacht/${x.crewId.officer}` }),
    fields: DOCUMENT,
  },
  {
    call: 'PUT /documents/detail/{yachtId}/{id}',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/documents/detail/${x.aurora}/${x.kept.document}`,
      body: {
        category: 20,
        name: 'Master 3000',
        expiryDate: '2028-01-31',
        grade: 'Deck',
        limitation: 'None',
      },
    }),
    readBack: async (x) => {
      const d = await documentOf(x, x.kept.document);
      expect([d?.expiryDate, d?.grade]).toEqual(['2028-01-31', 'Deck']);
    },
  },
  // A field the category does not keep (a passport number on a qualification) is refused by
  // name in the spec's error shape, never taken and dropped; the document stays as it was.
  {
    call: 'PUT /documents/detail/{yachtId}/{id}',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/documents/detail/${x.aurora}/${x.kept.document}`,
      body: { category: 20, name: 'Master 3000', expiryDate: '2029-01-31', passportNo: 'X1234567' },
    }),
    status: 400,
    fields: ['message', 'errorList'],
    readBack: async (x, answer) => {
      expect((answer as { errorList: { property: string }[] }).errorList.map((e) => e.property)).toEqual([
        'passportNo',
      ]);
      const d = await documentOf(x, x.kept.document);
      expect([d?.expiryDate, d?.passportNo]).toEqual(['2028-01-31', null]);
    },
  },
  {
    call: 'PUT /documents/{yachtId}/{id}',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/documents/${x.aurora}/${x.kept.document}`,
      body: { isVerified: true, coc: true },
    }),
    readBack: async (x) => {
      const d = await documentOf(x, x.kept.document);
      expect([d?.isVerified, d?.coc]).toEqual([true, true]);
    },
  },
  {
    call: 'DELETE /documents/{yachtId}/{id}',
    as: 'captain',
    request: (x) => ({ method: 'DELETE', path: `/documents/${x.aurora}/${x.kept.document}` }),
    readBack: async (x) => expect(await documentOf(x, x.kept.document)).toBeUndefined(),
  },
  {
    call: 'GET /documents/history/onyacht/{yachtId}',
    as: 'captain',
    request: (x) => ({ path: `/documents/history/onyacht/${x.aurora}` }),
    fields: DOCUMENT,
  },
  {
    call: 'GET /documents/history/restore/{yachtId}/{id}',
    as: 'captain',
    request: (x) => ({ path: `/documents/history/restore/${x.aurora}/${x.kept.document}` }),
    readBack: async (x) => expect((await documentOf(x, x.kept.document))?.name).toBe('Master 3000'),
  },
  {
    call: 'GET /docs/{id}',
    as: 'crew',
    request: (x) => ({ path: `/docs/${x.aurora}` }),
    fields: DOCS_STATE,
  },
  {
    call: 'GET /docs/documents/forYacht/{id}',
    as: 'crew',
    request: (x) => ({ path: `/docs/documents/forYacht/${x.aurora}` }),
    item: (answer) =>
      (answer as { sections: { documents: unknown[] }[] }).sections.flatMap((s) => s.documents),
    fields: ['id', 'name', 'order'],
    readBack: async (x) => {
      const [first, second] = await libraryDocs(x);
      x.kept.libraryDoc = first;
      x.kept.libraryOther = second;
    },
  },
  {
    call: 'PUT /docs/documents/order/{id}',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/docs/documents/order/${x.aurora}`,
      body: { [(x.kept.libraryDoc as { id: string }).id]: 7 },
    }),
    readBack: async (x) => {
      const id = (x.kept.libraryDoc as { id: string }).id;
      expect((await libraryDocs(x)).find((d) => d.id === id)?.order).toBe(7);
    },
  },
  {
    call: 'PUT /docs/documents/rename/{id}?newName={name}',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/docs/documents/rename/${(x.kept.libraryDoc as { id: string }).id}?newName=Safety%20manual`,
    }),
    readBack: async (x) => {
      const id = (x.kept.libraryDoc as { id: string }).id;
      expect((await libraryDocs(x)).find((d) => d.id === id)?.name).toBe('Safety manual');
    },
  },
  {
    call: 'PUT /docs/documents/setSection/{id}/{section}',
    as: 'captain',
    request: (x) => {
      const { id } = x.kept.libraryDoc as { id: string };
      return {
        method: 'PUT',
        path: `/docs/documents/setSection/${id}/${(x.kept.libraryOther as { section: string }).section}`,
      };
    },
    readBack: async (x) => {
      const { id } = x.kept.libraryDoc as { id: string };
      const { section } = x.kept.libraryOther as { section: string };
      expect((await libraryDocs(x)).find((d) => d.id === id)?.section).toBe(section);
    },
  },
  {
    call: 'DELETE /docs/documents/delete/{id}',
    as: 'captain',
    request: (x) => ({
      method: 'DELETE',
      path: `/docs/documents/delete/${(x.kept.libraryDoc as { id: string }).id}`,
    }),
    readBack: async (x) => {
      const { id } = x.kept.libraryDoc as { id: string };
      expect((await libraryDocs(x)).find((d) => d.id === id)).toBeUndefined();
    },
  },
  {
    call: 'GET /docs/settings/{yachtID}',
    as: 'fleet',
    request: (x) => ({ path: `/docs/settings/${x.aurora}` }),
    fields: DOCS_STATE,
  },
  {
    call: 'PUT /docs/settings/{yachtID}',
    as: 'fleet',
    request: (x) => ({
      method: 'PUT',
      path: `/docs/settings/${x.aurora}`,
      body: { yachtID: x.aurora, docsCheck: true },
    }),
    readBack: async (x) =>
      expect(
        ((await read(x, `/docs/settings/${x.aurora}`, 'fleet')) as { docsCheck: boolean }).docsCheck,
      ).toBe(true),
  },
  {
    call: 'POST /docs/init/{id}',
    as: 'fleet',
    request: (x) => ({ method: 'POST', path: `/docs/init/${x.aurora}` }),
  },
];
