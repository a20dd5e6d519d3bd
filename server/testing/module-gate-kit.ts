import { RECORD_KINDS, type RecordKind } from '@contracts/sync';
import type { ModuleKey } from '@domain/access/modules';
import { newCertificate, onePdf } from './cert-attachment-kit';
import { type CertTestServer, certServer } from './cert-fixture';
import { storedFile } from './file-fixtures';
import { fileId, uploadFile } from './leave-extras-kit';

export type Gated = Exclude<ModuleKey, 'admin'>;
export const GATED: Gated[] = ['crew', 'leave', 'hoursofrest', 'certs', 'docs', 'reports'];

/**
 * The module-gate tests' server: the demo fleet (Aurora with every module on) and, on Aurora,
 * at least one record of every kind the feed carries and one stored file of every purpose, so a
 * table over kinds and purposes can switch each module off and see what goes and what stays.
 */
export async function gateServer() {
  const t = await certServer();
  const { s, aurora, userId } = t;
  const crew = userId.crew!;
  const fleet = userId.fleet!;
  // Hours of rest rows the seed has none of: a comment, a preset of each viewer, a reopen request.
  await s.db.query(
    `INSERT INTO rest_comments (id, user_id, vessel_id, day, kind, text, posted_by, posted_at, version)
     VALUES ('01JGATECOMMENT000000000001', $1, $2, '2026-11-02', 'comment', 'Bunkering', $1, now(), next_change())`,
    [crew, aurora],
  );
  for (const [n, who] of [crew, fleet].entries())
    await s.db.query(
      `INSERT INTO rest_presets (id, user_id, vessel_id, name, work, version)
       VALUES ($1, $2, $3, 'Day work', $4, next_change())`,
      [`01JGATEPRESET00000000000${n}`, who, aurora, '0'.repeat(16) + '1'.repeat(18) + '0'.repeat(14)],
    );
  await s.db.query(
    `INSERT INTO rest_reopen_requests (id, user_id, vessel_id, month, dates, work, requested_by, requested_at, version)
     VALUES ('01JGATEREOPEN0000000000001', $1, $2, '2026-10', ARRAY['2026-10-03']::date[], $3, $1, now(), next_change())`,
    [crew, aurora, '0'.repeat(48)],
  );
  // A note on the crew member's issue, which the fleet manager and the crew member both see.
  await s.db.query(
    `INSERT INTO issue_notes (id, vessel_id, user_id, issue_key, text, author_id, created_at, updated_at)
     VALUES ('01JGATENOTE000000000000001', $2, $1, 'unsigned-2026-10', 'Reminded at muster', $3, now(), now())`,
    [crew, aurora, fleet],
  );
  await s.db.query(
    'INSERT INTO requirements (vessel_id, position_id, requirement_type_id) VALUES ($1, NULL, 1)',
    [aurora],
  );
  const sent = await t.call('captain', 'POST', '/notification', {
    yachtId: aurora,
    header: 'Muster',
    text: 'Muster at the tender garage.',
  });
  if (sent.status !== 200) throw new Error(`notification: ${sent.status}`);
  const ownType = await t.op('captain', 'cert/type/add', {
    yachtId: aurora,
    typeId: t.newId('T'),
    title: 'Tender Operator Licence',
    sectionId: 9,
    sectionNumber: '57',
  });
  if (ownType.status !== 'applied') throw new Error(`cert/type/add: ${JSON.stringify(ownType)}`);

  // One stored file of every purpose, each on its record where it has one.
  const certificate = (await onePdf(t, 'captain', await newCertificate(t, 'captain'))).id;
  const [passport] = await s.db.query<{ file_id: string }>(
    `SELECT d.file_id FROM crew_documents d JOIN user_vessel_roles uvr ON uvr.id = d.crew_id
      WHERE uvr.user_id = $1 AND uvr.vessel_id = $2 AND d.file_id IS NOT NULL LIMIT 1`,
    [crew, aurora],
  );
  const [request] = await s.db.query<{ id: string }>(
    `SELECT id FROM leave_requests WHERE user_id = $1 AND vessel_id = $2 AND status = 'Pending' LIMIT 1`,
    [crew, aurora],
  );
  const ticket = await uploadFile(s, t.token.crew!, { vesselId: aurora, userId: crew });
  const attached = await t.op('crew', 'leave/request/attach', {
    yachtId: aurora,
    requestId: request!.id,
    fileId: ticket.id,
  });
  if (attached.status !== 'applied') throw new Error(`leave/request/attach: ${JSON.stringify(attached)}`);
  const [manual] = await s.db.query<{ file_id: string }>(
    'SELECT file_id FROM library_documents WHERE vessel_id = $1 AND NOT deleted LIMIT 1',
    [aurora],
  );
  const files = {
    crewDocument: passport!.file_id,
    leaveAttachment: ticket.id,
    attachment: certificate,
    document: manual!.file_id,
    signature: await storedFile(s, t.token.fleet!, aurora, fleet, fileId(), 'signature'),
    photo: await storedFile(s, t.token.fleet!, aurora, fleet, fileId(), 'photo'),
  };

  /** Switches a module as the accounts page does: the vessel's list, and everyone on board re-reads. */
  const setModule = async (key: Gated, on: boolean) => {
    await s.db.query(
      on
        ? 'UPDATE vessels SET modules = array_append(modules, $2) WHERE id = $1 AND NOT $2 = ANY(modules)'
        : 'UPDATE vessels SET modules = array_remove(modules, $2) WHERE id = $1',
      [aurora, key],
    );
    await s.db.query(
      `UPDATE users SET access_version = next_change()
        WHERE id IN (SELECT user_id FROM user_vessel_roles WHERE vessel_id = $1)`,
      [aurora],
    );
  };
  return { ...t, files, setModule };
}
export type GateTestServer = Awaited<ReturnType<typeof gateServer>>;

type Fed = Record<string, unknown> & { vesselId?: number | null };

/** Every record the feed carries to `who` from cursor 0, page after page, by kind. */
export async function wholeFeed(t: CertTestServer, who: string) {
  const out = Object.fromEntries(RECORD_KINDS.map((k) => [k, [] as Fed[]])) as Record<RecordKind, Fed[]>;
  let since = 0;
  for (;;) {
    const res = await t.s.request(`/sync/changes?since=${since}`, { token: t.token[who] });
    const page = (await res.json()) as Record<string, unknown> & { cursor: number; more?: boolean };
    for (const kind of RECORD_KINDS) out[kind].push(...((page[kind] as Fed[] | undefined) ?? []));
    if (!page.more) return out;
    since = page.cursor;
  }
}

/** How many records of each kind the feed carries of the vessel. */
export const rowsOf = (feed: Record<RecordKind, Fed[]>, vesselId: number) =>
  Object.fromEntries(
    RECORD_KINDS.map((k) => [k, feed[k].filter((r) => r.vesselId === vesselId).length]),
  ) as Record<RecordKind, number>;
