import { FILE_PURPOSE_NAMES, type FilePurpose } from '@contracts/file-purposes';
import { RECORD_KINDS, type RecordKind } from '@contracts/sync';
import type { ModuleKey } from '@domain/access/modules';
import { type CertTestServer, certServer } from './cert-fixture';

export type Gated = Exclude<ModuleKey, 'admin'>;
export const GATED: Gated[] = ['crew', 'leave', 'hoursofrest', 'certs', 'docs', 'reports'];

/**
 * One server module's part of the gate tests' vessel, in its own folder
 * (server/src/modules/<module>/testing/gate-rows.ts, exporting `gateRows`): on Aurora, a row of
 * each of its kinds the demo seed has none of, and a stored file of each of its purposes (their ids,
 * by purpose). A module whose kinds and files the seed already holds needs none.
 */
export type GateRows = (t: CertTestServer) => Promise<Partial<Record<FilePurpose, string>> | undefined>;

/** Every module's gate rows, found by their place: adding a module edits no list here. */
const MODULE_ROWS = import.meta.glob<GateRows>('../src/modules/*/testing/gate-rows.ts', {
  eager: true,
  import: 'gateRows',
});

/**
 * The module-gate tests' server: the demo fleet (Aurora with every module on) and, on Aurora,
 * at least one record of every kind the feed carries and one stored file of every purpose, so a
 * table over kinds and purposes can switch each module off and see what goes and what stays.
 */
export async function gateServer() {
  const t = await certServer();
  const { s, aurora } = t;
  const stored: Partial<Record<FilePurpose, string>> = {};
  for (const [path, rows] of Object.entries(MODULE_ROWS))
    for (const [purpose, id] of Object.entries((await rows(t)) ?? {}) as [FilePurpose, string][]) {
      if (stored[purpose]) throw new Error(`${path} stores a second file of purpose '${purpose}'.`);
      stored[purpose] = id;
    }
  const none = FILE_PURPOSE_NAMES.filter((p) => !stored[p]);
  if (none.length > 0)
    throw new Error(
      `No stored file of purpose ${none.join(', ')} on Aurora: its module's testing/gate-rows.ts must store one.`,
    );
  const files = stored as Record<FilePurpose, string>;

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
