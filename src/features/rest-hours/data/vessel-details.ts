import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { guideTextSchema } from '../../../contracts/rest-hours';
import { guideAnswerSchema, vesselDetailsAnswerSchema } from '../../../contracts/rest-hours-answers';
import { type VesselDetails, vesselDetailsSchema } from '../../../contracts/vessel-details';
import type { AppDb } from '../../../db/app-db';
import { authedJson } from '../../../lib/api-client';
import { keptAnswerAge } from '../../../lib/kept-answer';
import { useRereadAfterSync } from '../../../lib/reread-after-sync';
import { db, net } from '../../../lib/services';
import { enqueueAlone, latestUnsent } from '../../../sync/outbox';

const detailsKey = (vesselId: number) => `yacht/details/${vesselId}`;
const guideKey = (vesselId: number) => `hor/guide/${vesselId}`;

/**
 * The vessel details printed on rest forms and records, as this device knows them: a change
 * waiting in the outbox first, then the server's answer (kept for offline use).
 */
export function useVesselDetails(vesselId: number) {
  const server = useQuery({
    queryKey: ['vessel-details', vesselId],
    queryFn: () => authedJson(vesselDetailsAnswerSchema, db, net, `/yacht/${vesselId}/details`),
    enabled: vesselId > 0,
  });
  useRereadAfterSync(['vessel-details', vesselId]);
  const queued = useLiveQuery(async () => {
    const e = await latestUnsent(db, detailsKey(vesselId));
    // A cleared field queued as '' or null reads as empty, as the server's unset one does.
    return e?.op === 'yacht/details/save' ? (e.body.details as VesselDetails) : null;
  }, [vesselId]);
  return {
    details: queued ?? server.data,
    waiting: Boolean(queued),
    loading: server.isPending && !queued,
    ...keptAnswerAge(server),
  };
}

export function useGuide(vesselId: number) {
  const server = useQuery({
    queryKey: ['hor-guide', vesselId],
    queryFn: () => authedJson(guideAnswerSchema, db, net, `/hor/guide/${vesselId}`),
    enabled: vesselId > 0,
  });
  useRereadAfterSync(['hor-guide', vesselId]);
  const queued = useLiveQuery(async () => {
    const e = await latestUnsent(db, guideKey(vesselId));
    return e?.op === 'hor/guide/save' ? e.body.text : null;
  }, [vesselId]);
  return {
    text: queued ?? server.data?.text ?? null,
    waiting: queued != null,
    loading: server.isPending && queued == null,
    ...keptAnswerAge(server),
  };
}

/** Officers change the details offline too; a newer unsent change replaces an older one. */
export async function queueVesselDetails(
  database: AppDb,
  userId: number,
  vesselId: number,
  details: VesselDetails,
  now: number,
) {
  const body = { yachtId: vesselId, details: vesselDetailsSchema.parse(details) };
  const item = { body, baseVersion: 0, coalesceKey: detailsKey(vesselId), userId };
  await enqueueAlone(database, { op: 'yacht/details/save', ...item }, now);
}

export async function queueGuide(
  database: AppDb,
  userId: number,
  vesselId: number,
  text: string,
  now: number,
) {
  const body = { yachtId: vesselId, text: guideTextSchema.parse(text) };
  await enqueueAlone(
    database,
    { op: 'hor/guide/save', body, baseVersion: 0, coalesceKey: guideKey(vesselId), userId },
    now,
  );
}
