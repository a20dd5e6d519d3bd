import { TOO_MANY_FILES } from '@domain/certificates/attachments';
import { expect } from 'vitest';
import { PDF } from '../../server/testing/cert-attachment-kit';
import type { ContractContext, SpecCall } from './spec-call-kit';

/**
 * Doc 2, section 7, Certificates: 'Attachments: POST, DELETE, download, archive, check, uncheck,
 * archiveAll, downloadAll (as base64 with attachmentName). Upload is multipart, the key being the
 * type code and file name. Exact attachment paths not shown.' The paths are the app's
 * (docs/api-differences/crew-vessel-certificates.md). Entity fields: doc 2, section 3
 * (attachment; download result). The device's own upload (tus, then a queued operation) is
 * another path, untouched here.
 */

const ATTACHMENT = [
  ...['id', 'name', 'userName', 'date', 'attachmentType', 'attachmentChecked', 'attachmentArchived'],
  ...['certID', 'isCorrupted'],
] as const;
const DOWNLOAD = ['base64', 'attachmentURL', 'attachmentName'] as const;

type Attachment = Record<(typeof ATTACHMENT)[number], unknown>;
const base = (x: ContractContext) => `/certsDetail/attachments/${x.aurora}/${x.kept.certificate}`;
const one = (x: ContractContext, which: 'first' | 'second') => `${base(x)}/${x.kept[which]}`;
const attachments = async (x: ContractContext) => {
  const res = await x.s.request(base(x), { token: x.token.captain });
  expect(res.status).toBe(200);
  return (await res.json()) as Attachment[];
};
const attachment = async (x: ContractContext, which: 'first' | 'second') =>
  (await attachments(x)).find((a) => a.id === x.kept[which]);

/** The spec's multipart batch: each file under its type code, with its name. */
function batch(files: { type: string; name: string }[]) {
  const form = new FormData();
  for (const f of files) form.append(f.type, new Blob([PDF], { type: 'application/pdf' }), f.name);
  return form;
}

export const CERT_ATTACHMENT_CALLS: readonly SpecCall[] = [
  // A certificate of the demo vessel to attach to.
  {
    call: 'GET /certs/{id}',
    as: 'captain',
    request: (x) => ({ path: `/certs/${x.aurora}` }),
    readBack: (x, answer) => {
      const { sections } = answer as { sections: { certificates: { certID: string }[] }[] };
      x.kept.certificate = sections.flatMap((s) => s.certificates)[0]?.certID;
      expect(x.kept.certificate).toBeTruthy();
    },
  },
  {
    call: 'POST /certsDetail/attachments/{yachtId}/{certId} (upload: multipart, the type code as key)',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: base(x),
      body: batch([
        { type: '0', name: 'certificate.pdf' },
        { type: '2', name: 'endorsement.pdf' },
      ]),
    }),
    item: (answer) => (answer as { attachments: unknown[] }).attachments,
    fields: ATTACHMENT,
    readBack: async (x, answer) => {
      const made = (answer as { attachments: Attachment[] }).attachments;
      [x.kept.first, x.kept.second] = made.map((a) => a.id);
      const listed = await attachments(x);
      expect(
        made.map((a) => [
          listed.find((l) => l.id === a.id)?.name,
          listed.find((l) => l.id === a.id)?.attachmentType,
        ]),
      ).toEqual([
        ['certificate.pdf', 0],
        ['endorsement.pdf', 2],
      ]);
    },
  },
  // The spec's limit, refused in its error shape with its words.
  {
    call: 'POST /certsDetail/attachments/{yachtId}/{certId} (upload of ten files: over the limit)',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: base(x),
      body: batch(Array.from({ length: 10 }, (_, i) => ({ type: '1', name: `page-${i}.pdf` }))),
    }),
    status: 400,
    fields: ['message'],
    readBack: async (x, answer) => {
      expect((answer as { message: string }).message).toBe(TOO_MANY_FILES);
      expect(await attachments(x)).toHaveLength(2);
    },
  },
  {
    call: 'GET /certsDetail/attachments/{yachtId}/{certId} (the certificate’s attachments)',
    as: 'captain',
    request: (x) => ({ path: base(x) }),
    fields: ATTACHMENT,
  },
  {
    call: 'PUT /certsDetail/attachments/{yachtId}/{certId}/{id}/check',
    as: 'captain',
    request: (x) => ({ method: 'PUT', path: `${one(x, 'first')}/check` }),
    fields: ['checked'],
    readBack: async (x) => expect((await attachment(x, 'first'))?.attachmentChecked).toBe(true),
  },
  {
    call: 'PUT /certsDetail/attachments/{yachtId}/{certId}/{id}/uncheck',
    as: 'captain',
    request: (x) => ({ method: 'PUT', path: `${one(x, 'first')}/uncheck` }),
    fields: ['checked'],
    readBack: async (x) => expect((await attachment(x, 'first'))?.attachmentChecked).toBe(false),
  },
  // One file: its bytes, the name in Content-Disposition (the spec's file downloads read it there).
  {
    call: 'GET /certsDetail/attachments/{yachtId}/{certId}/{id}/download',
    as: 'captain',
    request: (x) => ({ path: `${one(x, 'first')}/download` }),
    readBack: (_x, answer) => expect(answer).toBe(new TextDecoder().decode(PDF)),
  },
  {
    call: 'GET /certsDetail/attachments/{yachtId}/{certId}/downloadAll (base64 with attachmentName)',
    as: 'captain',
    request: (x) => ({ path: `${base(x)}/downloadAll` }),
    fields: DOWNLOAD,
    readBack: async (x, answer) => {
      const files = answer as { attachmentName: string; attachmentURL: string; base64: string }[];
      expect(files.map((f) => f.attachmentName).sort()).toEqual(['certificate.pdf', 'endorsement.pdf']);
      for (const f of files) {
        expect(Buffer.from(f.base64, 'base64')).toEqual(Buffer.from(PDF));
        // attachmentURL is where the one file downloads.
        const res = await x.s.request(f.attachmentURL.replace(/^\/api\/v1/, ''), { token: x.token.captain });
        expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from(PDF));
      }
    },
  },
  {
    call: 'PUT /certsDetail/attachments/{yachtId}/{certId}/{id}/archive',
    as: 'captain',
    request: (x) => ({ method: 'PUT', path: `${one(x, 'first')}/archive` }),
    readBack: async (x) => expect((await attachment(x, 'first'))?.attachmentArchived).toBe(true),
  },
  {
    call: 'DELETE /certsDetail/attachments/{yachtId}/{certId}/{id} (an archived attachment)',
    as: 'captain',
    request: (x) => ({ method: 'DELETE', path: one(x, 'first') }),
    readBack: async (x) => expect(await attachment(x, 'first')).toBeUndefined(),
  },
  {
    call: 'PUT /certsDetail/attachments/{yachtId}/{certId}/archiveAll',
    as: 'captain',
    request: (x) => ({ method: 'PUT', path: `${base(x)}/archiveAll` }),
    readBack: async (x) => expect((await attachments(x)).every((a) => a.attachmentArchived)).toBe(true),
  },
];
