import type { docOrderSaveSchema } from '@contracts/document-library';
import type { z } from 'zod';
import { takeChangeLock } from '../../kernel/change-numbers';
import { applied, notFound } from '../../kernel/outcome';
import type { WriteUseCase } from '../../kernel/use-case';
import { isRefusal, uploaderScope } from './docs-documents';
import { auditDocs } from './docs-scope';

type OrderSave = z.infer<typeof docOrderSaveSchema>;

/**
 * The order editor's Save (doc 2, section 4: 'Only changed orders are saved'): the device worked
 * out the shifts (domain/certificates/document-library applyOrder) and sends document id to order
 * for the ones that changed; the server writes exactly those, and only where the order differs,
 * so documents nobody moved keep their version. A document of another vessel, or none, refuses
 * the whole save; one deleted meanwhile is left out (its order no longer matters).
 */
export const saveOrders: WriteUseCase<OrderSave> = async (tx, actor, body, now) => {
  await takeChangeLock(tx);
  const scope = await uploaderScope(tx, actor, body.yachtId);
  if (isRefusal(scope)) return scope;
  const ids = Object.keys(body.orders);
  const rows = await tx.query<{
    id: string;
    vessel_id: number;
    deleted: boolean;
    sort_order: number;
    version: number;
  }>(
    `SELECT id, vessel_id, deleted, sort_order, version FROM library_documents WHERE id = ANY($1::text[])
      ORDER BY id FOR UPDATE`,
    [ids],
  );
  if (rows.length !== ids.length || rows.some((r) => Number(r.vessel_id) !== body.yachtId)) return notFound();
  let version = Math.max(0, ...rows.map((r) => Number(r.version)));
  const changed: Record<string, { from: number; to: number }> = {};
  for (const r of rows) {
    const order = body.orders[r.id]!;
    if (r.deleted || Number(r.sort_order) === order) continue;
    const [row] = await tx.query<{ version: number }>(
      'UPDATE library_documents SET sort_order = $2, version = next_change() WHERE id = $1 RETURNING version',
      [r.id, order],
    );
    version = Math.max(version, Number(row!.version));
    changed[r.id] = { from: Number(r.sort_order), to: order };
  }
  if (Object.keys(changed).length)
    await auditDocs(tx, actor, now, {
      vesselId: body.yachtId,
      action: 'docs.order',
      entity: 'libraryOrder',
      key: String(body.yachtId),
      after: changed,
    });
  return applied(version);
};
