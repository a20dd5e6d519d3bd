import type { VesselIssue } from '@contracts/issues';
import { vesselCertIssues } from '@domain/certificates/cert-issues';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { vesselHasModule } from '../../kernel/vessel-modules';
import { certRegister } from './cert-read';
import { typesFor } from './cert-repo';
import { certScope } from './cert-scope';

/**
 * The vessel's certificate issues for the issues page (doc 2, Issues): expired and expiring
 * certificates (expired first, soonest first) and required types with none, for those who keep
 * the certificates (level 4+, the approval group) on a vessel with the certs module.
 */
export async function certIssues(
  db: Queryable,
  actor: Actor,
  vesselId: number,
  today: string,
): Promise<VesselIssue[]> {
  const scope = await certScope(db, actor, vesselId);
  if (!scope?.sees || !(await vesselHasModule(db, vesselId, 'certs'))) return [];
  const [vessel] = await db.query<{ codename: string }>('SELECT codename FROM vessels WHERE id = $1', [
    vesselId,
  ]);
  const reg = await certRegister(db, vesselId, scope.settings);
  return vesselCertIssues({
    codename: vessel!.codename,
    vesselId,
    certificates: reg.certificates,
    types: await typesFor(db, vesselId, true),
    missing: reg.missing,
    today,
  });
}
