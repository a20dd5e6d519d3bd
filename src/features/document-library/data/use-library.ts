import { useLiveQuery } from 'dexie-react-hooks';
import type { DocSection, DocSettings, LibraryDoc } from '../../../contracts/document-library';
import type { Pending, StoredSession } from '../../../db/app-db';
import { type DocsStanding, docsAccessFlags } from '../../../domain/access/docs-access';
import { levelOn } from '../../../domain/access/permissions';
import { sortByOrder } from '../../../domain/certificates/document-library';
import { db } from '../../../lib/services';

export type LocalDoc = Pending<LibraryDoc>;
export type LocalSection = Pending<DocSection>;

export interface Library {
  /** Undefined: the server has not granted this device the library (or it has not synced yet). */
  settings: Pending<DocSettings> | undefined;
  /** Live sections, in their order. */
  sections: LocalSection[];
  /** Each section's live documents, in order (0 last). */
  docs: Map<string, LocalDoc[]>;
}

/** A vessel's library as this device holds it (offline too); undefined while it is read. */
export function useLibrary(vesselId: number | undefined): Library | undefined {
  return useLiveQuery(async () => {
    if (vesselId === undefined) return undefined;
    const [settings, sections, docs] = await Promise.all([
      db.docSettings.get(vesselId),
      db.docSections.where('vesselId').equals(vesselId).toArray(),
      db.libraryDocs.where('vesselId').equals(vesselId).toArray(),
    ]);
    const live = sections
      .filter((s) => !s.deleted)
      .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
    const bySection = new Map<string, LocalDoc[]>(live.map((s) => [s.id, []]));
    for (const d of docs) if (!d.deleted) bySection.get(d.sectionId)?.push(d);
    for (const [id, list] of bySection) bySection.set(id, sortByOrder(list));
    return { settings, sections: live, docs: bySection };
  }, [vesselId]);
}

/** The caller's standing over the vessel's library, from the session and the settings held. */
export function docsStandingOf(
  session: StoredSession,
  vessel: { id: number; modules: readonly string[] },
  settings?: DocSettings,
): DocsStanding {
  const role = session.roles.find((r) => r.vesselId === vessel.id);
  return {
    level: levelOn(session.roles, vessel.id),
    roleName: role?.roleName ?? '',
    moduleOn: vessel.modules.includes('docs'),
    docsCheck: settings?.docsCheck ?? false,
  };
}

/** What the caller may do there: the access flags, once the server has granted the library. */
export function docsRightsOf(
  session: StoredSession,
  vessel: { id: number; modules: readonly string[] },
  settings?: DocSettings,
) {
  const flags = docsAccessFlags(docsStandingOf(session, vessel, settings));
  // The settings record reaches only those the server grants the library (its feed's rule).
  const granted = settings !== undefined && flags.accessToDocsModule;
  return {
    granted,
    reads: granted,
    uploads: granted && flags.accessToUploadDocs,
    manages: granted && flags.accessToDocsModuleSettings,
  };
}
