import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  type WorkingLanguage,
  workingLanguageSaveSchema,
  workingLanguageSettingSchema,
} from '../../../contracts/rest-hours-language';
import type { AppDb } from '../../../db/app-db';
import { authedJson } from '../../../lib/api-client';
import { useRereadAfterSync } from '../../../lib/reread-after-sync';
import { db, net } from '../../../lib/services';
import { enqueueAlone, latestUnsent } from '../../../sync/outbox';

const coalesceKey = (vesselId: number) => `hor/language/${vesselId}`;

/** Saves the vessel's working language through the outbox (a master at sea sets it too). */
export async function queueWorkingLanguage(
  database: AppDb,
  userId: number,
  vesselId: number,
  language: WorkingLanguage,
  now: number,
) {
  const body = workingLanguageSaveSchema.parse({ yachtId: vesselId, language });
  await enqueueAlone(
    database,
    { op: 'hor/language/save', body, coalesceKey: coalesceKey(vesselId), baseVersion: 0, userId },
    now,
  );
}

/** The working language as this device knows it: a change still in the outbox, else the server's. */
export function useWorkingLanguage(vesselId: number): { language: WorkingLanguage; waiting: boolean } {
  const answer = useQuery({
    queryKey: ['hor-language', vesselId],
    queryFn: () => authedJson(workingLanguageSettingSchema, db, net, `/hor/language/${vesselId}`),
    enabled: vesselId > 0,
  });
  const queued = useLiveQuery(
    async () => {
      const entry = await latestUnsent(db, coalesceKey(vesselId));
      return entry?.op === 'hor/language/save' ? entry.body.language : undefined;
    },
    [vesselId],
    undefined,
  );
  useRereadAfterSync(['hor-language', vesselId]);
  return { language: queued ?? answer.data?.language ?? 'en', waiting: Boolean(queued) };
}
