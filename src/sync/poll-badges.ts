import { badgeTag } from '../contracts/badge-tag';
import type { BadgeAsk, StatusAnswer } from '../contracts/inbox';
import type { AppDb } from '../db/app-db';

/** The badges kept on the device (offline, after a reload): the last answer and its vessel. */
export interface KeptBadges {
  /** null: the badges of all the user's vessels (no vessel opened). */
  vesselId: number | null;
  status: StatusAnswer;
}

/** The kept badges (meta 'lastStatus'), or null when none are. */
export function readKeptBadges(value: unknown): KeptBadges | null {
  return typeof value === 'string' ? (JSON.parse(value) as KeptBadges) : null;
}

/**
 * The page names the vessel whose badges it shows (0: all); each poll asks for them with the
 * tag of those the device holds, so an answer carries them only when they changed (issue 34).
 */
export const askBadgesFor = (db: AppDb, vesselId: number | undefined) =>
  db.meta.put({ key: 'badgesFor', value: vesselId ?? 0 });

/** What this poll asks about the badges, or nothing when no page shows them. */
export async function badgeAsk(db: AppDb): Promise<BadgeAsk | undefined> {
  const [asked, kept] = await db.meta.bulkGet(['badgesFor', 'lastStatus']);
  if (typeof asked?.value !== 'number') return undefined;
  const vesselId = asked.value || undefined;
  const held = readKeptBadges(kept?.value);
  const known = held && held.vesselId === (vesselId ?? null) ? badgeTag(held.status) : undefined;
  return { ...(vesselId ? { vesselId } : {}), ...(known ? { known } : {}) };
}

/** The badges an answer carried, kept for the vessel they were asked for (inside its transaction). */
export async function keepBadges(db: AppDb, ask: BadgeAsk, status: StatusAnswer) {
  const kept: KeptBadges = { vesselId: ask.vesselId ?? null, status };
  await db.meta.put({ key: 'lastStatus', value: JSON.stringify(kept) });
}
