import type { AccountModule, GroupDetails, GroupDetailsAnswer, ModulesAnswer } from '@contracts/accounts';
import { REFUSAL_TEXT } from '@contracts/refusal-text';
import { LEVEL, reaches } from '@domain/access/permissions';
import type { Queryable } from '../../db/client';
import type { ServerDeps } from '../../deps';
import type { Actor } from '../../kernel/actors';
import { appendAudit } from '../../kernel/audit';
import { type Answer, answered, badInput, forbidden, notFound } from '../../kernel/outcome';

/** Accounts: which modules a vessel has on, what they cost, and the group's invoice details. */

interface ModuleRow {
  id: number;
  code_name: string;
  name: string;
  text: string;
  price: string;
}

export async function vesselModules(db: Queryable, vesselId: number): Promise<Answer<ModulesAnswer>> {
  const [vessel] = await db.query<{ modules: string[]; group_id: number }>(
    'SELECT modules, group_id FROM vessels WHERE id = $1',
    [vesselId],
  );
  if (!vessel) return notFound();
  const rows = await db.query<ModuleRow>(
    'SELECT id, code_name, name, text, price FROM modules ORDER BY position',
  );
  const modules: AccountModule[] = rows.map((m) => ({
    id: m.id,
    codeName: m.code_name,
    name: m.name,
    text: m.text,
    price: Number(m.price),
    // A free module (support) is there for every vessel.
    isActive: Number(m.price) === 0 || vessel.modules.includes(m.code_name),
  }));
  const monthlySpend = modules.filter((m) => m.isActive).reduce((sum, m) => sum + m.price, 0);
  return answered({ groupId: vessel.group_id, monthlySpend, modules });
}

/**
 * Activate (a paid module) or Live toggled off. Everyone on the vessel is told through their
 * session (their devices re-read it and show or grey the module); records stay either way.
 */
export async function toggleModule(
  deps: ServerDeps,
  actor: Actor,
  body: { yachtId: number; moduleId: number; isActive: boolean },
): Promise<Answer<ModulesAnswer>> {
  const [module] = await deps.db.query<ModuleRow>(
    'SELECT id, code_name, name, text, price FROM modules WHERE id = $1',
    [body.moduleId],
  );
  if (!module) return badInput([{ property: 'moduleId', message: REFUSAL_TEXT.unknownModule }]);
  if (Number(module.price) === 0)
    return badInput([{ property: 'moduleId', message: REFUSAL_TEXT.freeModuleOn }]);
  await deps.db.transaction(async (tx) => {
    const changed = await tx.query(
      body.isActive
        ? 'UPDATE vessels SET modules = array_append(modules, $2) WHERE id = $1 AND NOT ($2 = ANY(modules)) RETURNING id'
        : 'UPDATE vessels SET modules = array_remove(modules, $2) WHERE id = $1 AND $2 = ANY(modules) RETURNING id',
      [body.yachtId, module.code_name],
    );
    // Already on (or off): nothing changed, so no device re-reads its access and no audit line.
    if (changed.length === 0) return;
    await tx.query(
      `UPDATE users SET access_version = next_change()
        WHERE id IN (SELECT user_id FROM user_vessel_roles WHERE vessel_id = $1)`,
      [body.yachtId],
    );
    await appendAudit(tx, deps.clock(), {
      actorId: actor.id,
      vesselId: body.yachtId,
      action: body.isActive ? 'module.activated' : 'module.deactivated',
      entity: 'vessel',
      entityKey: String(body.yachtId),
      before: null,
      after: { module: module.code_name },
    });
  });
  return vesselModules(deps.db, body.yachtId);
}

/** The group's invoice details are for those at level 4+ on one of its vessels. */
async function groupAdmin(db: Queryable, actor: Actor, groupId: number): Promise<boolean> {
  const vessels = await db.query<{ id: number }>('SELECT id FROM vessels WHERE group_id = $1', [groupId]);
  const ok = actor.roles.some(
    (r) => vessels.some((v) => v.id === r.vesselId) && reaches(r.permissionLevel, LEVEL.officer),
  );
  return ok;
}

interface GroupRow {
  id: number;
  name: string;
  contact: string | null;
  email: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  zip: string | null;
  state: string | null;
  country: string | null;
  vat_id: string | null;
}

export async function groupDetails(
  db: Queryable,
  actor: Actor,
  groupId: number,
): Promise<Answer<GroupDetailsAnswer>> {
  if (!(await groupAdmin(db, actor, groupId))) return forbidden();
  const [g] = await db.query<GroupRow>('SELECT * FROM company_groups WHERE id = $1', [groupId]);
  if (!g) return notFound();
  return answered({
    id: g.id,
    name: g.name,
    contact: g.contact ?? '',
    email: g.email ?? '',
    addressLine1: g.address_line1 ?? '',
    addressLine2: g.address_line2 ?? '',
    city: g.city ?? '',
    zip: g.zip ?? '',
    state: g.state ?? '',
    country: g.country ?? '',
    vatID: g.vat_id ?? '',
  });
}

export async function saveGroupDetails(
  deps: ServerDeps,
  actor: Actor,
  groupId: number,
  d: GroupDetails,
): Promise<Answer<GroupDetailsAnswer>> {
  if (!(await groupAdmin(deps.db, actor, groupId))) return forbidden();
  await deps.db.query(
    `UPDATE company_groups SET name = $2, contact = $3, email = $4, address_line1 = $5, address_line2 = $6,
       city = $7, zip = $8, state = $9, country = $10, vat_id = $11 WHERE id = $1`,
    [
      groupId,
      d.name,
      d.contact,
      d.email,
      d.addressLine1,
      d.addressLine2 || null,
      d.city,
      d.zip,
      d.state,
      d.country,
      d.vatID,
    ],
  );
  return groupDetails(deps.db, actor, groupId);
}
