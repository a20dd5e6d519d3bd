import { type WorkingLanguage, workingLanguageSchema } from '@contracts/rest-hours-language';
import type { Queryable } from '../../db/client';

/** The vessel's working language for its records ('en' until the master sets another). */
export async function readWorkingLanguage(db: Queryable, vesselId: number): Promise<WorkingLanguage> {
  const [row] = await db.query<{ language: string }>(
    'SELECT working_language AS language FROM hor_vessel_settings WHERE vessel_id = $1',
    [vesselId],
  );
  const parsed = workingLanguageSchema.safeParse(row?.language);
  return parsed.success ? parsed.data : 'en';
}

export async function writeWorkingLanguage(
  db: Queryable,
  vesselId: number,
  language: WorkingLanguage,
  now: Date,
): Promise<WorkingLanguage> {
  await db.query(
    `INSERT INTO hor_vessel_settings (vessel_id, settings, alerts, working_language, updated_at)
     VALUES ($1, '{}', '{}', $2, $3)
     ON CONFLICT (vessel_id) DO UPDATE SET working_language = EXCLUDED.working_language,
       updated_at = EXCLUDED.updated_at`,
    [vesselId, language, now.toISOString()],
  );
  return language;
}
