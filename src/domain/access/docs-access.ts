import { LEVEL, reaches } from './permissions';

/**
 * Who may do what with a vessel's document library (doc 2, 'Vessel document library'). The spec
 * fixes one rule: 'if the vessel has docsCheck, access needs level 6 or higher and the role must
 * not be Captain'. Beyond the module being on, it leaves the rest to the settings flags
 * (accessToDocsModule, accessToUploadDocs, accessToDocsModuleSettings); our choices, and why:
 * - reading the library: anyone with a role on the vessel (the docsCheck rule aside). Manuals and
 *   procedures are there for the whole crew to follow.
 * - upload, rename, order, set section and delete (accessToUploadDocs): level 4 (vessel admin)
 *   and above, the spec's level for keeping the vessel's records (vessel details, positions).
 * - the settings (docsCheck and the sections): level 5 and above, as the other modules' settings
 *   (certificates, leave).
 * - docsCheck itself, on and off: only those the rule leaves the library to (level 6 and above,
 *   other than the Captain). Anyone else who turned it on lost the library with it and could
 *   not turn it off again; and one who could turn it off would undo the rule that shuts them out.
 */
export interface DocsStanding {
  /** The caller's level on the vessel; null when they have no role there. */
  level: number | null;
  /** The name of the caller's role there (the docsCheck rule names the Captain). */
  roleName: string;
  moduleOn: boolean;
  docsCheck: boolean;
}

/** The Captain role, however it is written. */
export const isCaptainRole = (roleName: string) => roleName.trim().toLowerCase() === 'captain';

/** Doc 2: the docsCheck rule, on a vessel with the docs module on. */
export function hasDocsAccess(s: DocsStanding): boolean {
  if (s.level === null || !s.moduleOn) return false;
  if (!s.docsCheck) return true;
  return reaches(s.level, LEVEL.captain) && !isCaptainRole(s.roleName);
}

/**
 * Why a device holds no library record for a vessel: the feed brings the settings record of every
 * vessel whose library the shore grants the caller, even before a section exists, so once the
 * device holds the vessel's records ('recent' or 'all') and still has none, the shore withholds
 * it: the documents check, which the device cannot see without the record. Said as no access,
 * not 'comes with the next sync' (field day s59: a captain after docsCheck was turned on).
 */
export function missingLibrary(
  s: DocsStanding,
  synced: 'nothing' | 'recent' | 'all',
): 'no-access' | 'not-yet' {
  return !hasDocsAccess(s) || synced !== 'nothing' ? 'no-access' : 'not-yet';
}

/** accessToUploadDocs: upload, rename, order, set section, delete. */
export const uploadsDocs = (s: DocsStanding) => hasDocsAccess(s) && reaches(s.level, LEVEL.officer);

/** accessToDocsModuleSettings: docsCheck and the sections. */
export const managesDocsSettings = (s: DocsStanding) => hasDocsAccess(s) && reaches(s.level, LEVEL.purser);

/**
 * Whether the caller may turn docsCheck on or off (both or neither): those who keep the library
 * with it on, and keep the settings (level 5+, so level 6+ other than the Captain).
 */
export const turnsDocsCheck = (s: DocsStanding) =>
  managesDocsSettings(s) && hasDocsAccess({ ...s, docsCheck: true });

/** The access flags of the docs settings (doc 2, section 3), as the caller holds them. */
export function docsAccessFlags(s: DocsStanding) {
  return {
    accessToDocsModule: hasDocsAccess(s),
    accessToUploadDocs: uploadsDocs(s),
    accessToDocsModuleSettings: managesDocsSettings(s),
  };
}

/** The sections a new library starts with (POST /docs/init); the settings rename or add to them. */
// not-ui-text: names a new library is given and stores (its sections' own names, which users rename)
export const DEFAULT_DOC_SECTIONS = [
  'Safety Management',
  'Manuals',
  'Procedures',
  'Plans and Drawings',
  'General',
] as const;
