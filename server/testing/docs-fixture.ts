import type { DocSection, DocSettings, LibraryDoc } from '@contracts/document-library';
import { DEMO_PASSWORD } from '../src/seed/demo-fleet';
import { DEMO_LIBRARY } from '../src/seed/demo-library';
import { crewServer } from './crew-fixture';
import { roleCalls } from './role-calls';
import { tusMetadata } from './route-samples';

/** A small PDF: enough for content sniffing to call it application/pdf. */
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * The library tests' server: the demo fleet (Aurora's library set up with its PDFs, Meridian
 * without the docs module), a token per demo role, and a level-6 'Chief Engineer' on Aurora
 * ('engineer', not the Captain: the docsCheck rule lets them in). Helpers for REST calls, queued
 * operations, the feed, uploads and the stored rows.
 */
export async function docsServer() {
  const base = await crewServer();
  const { s, aurora, token, userId } = base;
  const meridian = await s.vesselId('meridian');
  // A management role at level 6 that is not the Captain, held by a generated Aurora crew member.
  const [role] = await s.db.query<{ id: number }>(
    "INSERT INTO roles (name, permission_level, is_crew_role) VALUES ('Chief Engineer', 6, false) RETURNING id",
  );
  const [engineer] = await s.db.query<{ user_id: number; email: string }>(
    `SELECT uvr.user_id, u.email FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id
       JOIN roles r ON r.id = uvr.role_id
      WHERE uvr.vessel_id = $1 AND r.permission_level = 2 AND u.email <> 'crew@demo.yacht'
      ORDER BY uvr.user_id LIMIT 1`,
    [aurora],
  );
  await s.db.query('UPDATE user_vessel_roles SET role_id = $1 WHERE user_id = $2 AND vessel_id = $3', [
    role!.id,
    engineer!.user_id,
    aurora,
  ]);
  const session = await s.login(engineer!.email, DEMO_PASSWORD);
  token.engineer = session.accessToken;
  userId.engineer = session.user.id;

  let seq = 0;
  /** A fresh ULID-shaped id (Crockford's alphabet, so it is a file id too), unique in the run. */
  const newId = () => `01JT${String(++seq).padStart(22, '0')}`;
  const { call, op, feed } = roleCalls<
    { libraryDocs?: LibraryDoc[]; docSettings?: DocSettings[]; docSections?: DocSection[] },
    {
      docSettings?: DocSettings[];
      docSections?: DocSection[];
      libraryDocs?: LibraryDoc[];
    }
  >(s, token, newId);
  /** Starts a tus upload of a library file; the answer of the creation. */
  const startDocUpload = (
    who: string,
    id: string,
    length: number,
    name = 'Deck plan.pdf',
    vesselId = aurora,
  ) =>
    s.request('/files/uploads', {
      method: 'POST',
      token: token[who],
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(length),
        'upload-metadata': tusMetadata({ id, vesselId, userId: userId[who]!, purpose: 'document', name }),
      },
    });
  /** A small PDF uploaded by `who` for the library, stored; its file id. */
  const storedPdf = async (who: string, name = 'Deck plan.pdf', vesselId = aurora) => {
    const id = newId();
    const created = await startDocUpload(who, id, PDF_BYTES.length, name, vesselId);
    if (created.status !== 201) throw new Error(`upload: ${created.status} ${await created.text()}`);
    const res = await s.request(`/files/uploads/${id}`, {
      method: 'PATCH',
      token: token[who],
      body: PDF_BYTES,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
    });
    if (res.status !== 204) throw new Error(`upload: ${res.status} ${await res.text()}`);
    return id;
  };
  const docRow = async (id: string) =>
    (
      await s.db.query<{
        name: string;
        sort_order: number;
        section_id: string;
        deleted: boolean;
        version: string;
      }>('SELECT name, sort_order, section_id, deleted, version FROM library_documents WHERE id = $1', [id])
    )[0];
  const setDocsCheck = (on: boolean, vesselId = aurora) =>
    s.db.query('UPDATE doc_settings SET docs_check = $2, version = next_change() WHERE vessel_id = $1', [
      vesselId,
      on,
    ]);
  return {
    ...base,
    meridian,
    demo: DEMO_LIBRARY,
    newId,
    call,
    op,
    feed,
    startDocUpload,
    storedPdf,
    docRow,
    setDocsCheck,
  };
}
export type DocsTestServer = Awaited<ReturnType<typeof docsServer>>;
