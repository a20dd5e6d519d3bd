import type { CertAttachment, CertAttachmentWire } from '@contracts/cert-attachments';
import type { CertTestServer } from './cert-fixture';
import { PNG_HEAD } from './file-fixtures';
import { tusMetadata } from './route-samples';

/**
 * The certificate attachment tests' helpers: files of each kind, the spec's multipart upload, a
 * tus upload as the device sends one, and the stored rows.
 */
export const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG = new Uint8Array([...PNG_HEAD, 0, 0, 0, 0]);
/** Called a PDF, holds text: what the content check refuses (a corrupted upload). */
export const NOT_A_PDF = new TextEncoder().encode('this is not a pdf at all, only text');

export interface Part {
  key: string;
  name: string;
  bytes: Uint8Array<ArrayBuffer> | Blob;
  type?: string;
}

/** POST the batch as multipart (each part under its key, with its file name). */
export async function uploadBatch(
  t: CertTestServer,
  who: string,
  certId: string,
  parts: Part[],
  yachtId = t.aurora,
) {
  const form = new FormData();
  for (const p of parts)
    form.append(
      p.key,
      p.bytes instanceof Blob ? p.bytes : new Blob([p.bytes], { type: p.type ?? 'application/pdf' }),
      p.name,
    );
  // The form's own encoding and boundary (the test server would call a body without a type JSON).
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return t.s.request(`/certsDetail/attachments/${yachtId}/${certId}`, {
    method: 'POST',
    token: t.token[who],
    body: new Uint8Array(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  });
}

/** Uploads one PDF under type 0 and answers its attachment. */
export async function onePdf(t: CertTestServer, who: string, certId: string, type = '0') {
  const res = await uploadBatch(t, who, certId, [{ key: type, name: 'certificate.pdf', bytes: PDF }]);
  if (res.status !== 200) throw new Error(`upload: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { attachments: CertAttachmentWire[] };
  return body.attachments[0]!;
}

let seq = 0;
/** A file id the device would make (a ULID's alphabet). */
export const fileId = () => `01JCA${String(++seq).padStart(21, '0')}`;

/** A tus upload in one chunk, purpose 'attachment', as the caller's own file; the PATCH status. */
export async function tusUpload(
  t: CertTestServer,
  who: string,
  bytes: Uint8Array<ArrayBuffer>,
  name = 'scan.pdf',
) {
  const id = fileId();
  const meta = { id, vesselId: t.aurora, userId: t.userId[who]!, purpose: 'attachment', name };
  const created = await t.s.request('/files/uploads', {
    method: 'POST',
    token: t.token[who],
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes.length),
      'upload-metadata': tusMetadata(meta),
    },
  });
  if (created.status !== 201) throw new Error(`tus create: ${created.status} ${await created.text()}`);
  const res = await t.s.request(`/files/uploads/${id}`, {
    method: 'PATCH',
    token: t.token[who],
    body: bytes,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
  });
  return { id, status: res.status };
}

/** The certificate's attachments as the feed brings them to `who`. */
export async function fedAttachments(t: CertTestServer, who: string, certId: string) {
  const res = await t.s.request('/sync/changes?since=0', { token: t.token[who] });
  const body = (await res.json()) as { certAttachments?: CertAttachment[] };
  return (body.certAttachments ?? []).filter((a) => a.certificateId === certId);
}

/** A stored file's state ('stored', 'refused', 'removed', 'purged'). */
export async function fileState(t: CertTestServer, id: string) {
  const [row] = await t.s.db.query<{ state: string }>('SELECT state FROM files WHERE id = $1', [id]);
  return row?.state;
}

/** A new certificate of Aurora (a Radio licence) made through the queue; its id. */
export async function newCertificate(
  t: CertTestServer,
  who = 'captain',
  extra: Record<string, unknown> = {},
) {
  const body = t.saveBody(extra);
  const res = await t.op(who, 'cert/save', body);
  if (res.status !== 'applied') throw new Error(`cert/save: ${JSON.stringify(res)}`);
  return body.certificateId as string;
}
