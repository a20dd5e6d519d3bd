import type { RestMonth } from '@contracts/rest-hours';
import type { WorkingLanguage } from '@contracts/rest-hours-language';
import { addDays, datesInMonth } from '@domain/calendar/iso-date';
import { inPeriods, periodLabel, ruleText } from '@domain/rest-hours/exception-regime';
import { monthRecordLines, type RecordLine } from '@domain/rest-hours/month-records';
import type { Queryable } from '../../../db/client';
import { lastAnchor } from '../chain/chain-anchor';
import { currentMonthCode } from '../chain/chain-codes';
import { findDays, findMonth } from '../rest-repo';
import { readRuleContext } from '../rule-context';
import { currentHeader, imageByHash, type SignedAs } from './signed-as';

/** On the signer's device with its registered key, or by the server on the signer's password. */
export type SignedHow = 'device' | 'server-on-password';
export const SIGNED_HOW_TEXT: Record<SignedHow, string> = {
  device: 'signed on the device',
  'server-on-password': 'signed by the server on password',
};
const howOf = (signature: string | null, keyId: string | null): SignedHow | null =>
  signature === null ? null : keyId === null ? 'server-on-password' : 'device';

export interface SeafarerRecord {
  /** The vessel's working language: the headings print in it beside the English (issue 33). */
  language: WorkingLanguage;
  /** The vessel as the rest forms name it: IMO number and flag from the vessel details. */
  vessel: { name: string; imoNumber: string | null; flagState: string | null };
  seafarer: { id: number; name: string; position: string | null; department: string | null };
  month: string;
  lines: (RecordLine & { comments: string[] })[];
  nonCompliances: { date: string; rules: string[]; comments: string[] }[];
  /** The vessel's STCW exception periods in the month, named as the record prints them. */
  exceptions: string[];
  signatures: RestMonth | null;
  hash: string | null;
  /** How each signature was made (null: none, or made before signatures were kept). */
  signedHow: { signed: SignedHow | null; countersigned: SignedHow | null };
  /** Whether the seafarer keeps a watch, as they said when signing off (null: not said). */
  watchkeeper: boolean | null;
  /** Handwritten signature images (PNG) of the signer and countersigner, where on file. */
  images: { signed: Buffer | null; countersigned: Buffer | null };
  /** The month's verification code and the vessel's last daily anchor of its log (issue 33). */
  integrity: { code: string; anchor: { day: string; n: number; hash: string } | null };
}

/**
 * The last date that can have been lived on `now`: the server does not know the vessel's time
 * zone, and somewhere (UTC+14) it is already tomorrow. Days after it hold plans, not records.
 */
export const lastLivedDay = (now: Date) => addDays(now.toISOString().slice(0, 10), 1);

/**
 * Everything the model record of one seafarer's month shows, as the server holds it. Days after
 * `lastLived` are plans (still to come): the record prints them blank, with no totals and no
 * non-compliances, as the calendar judges only days lived.
 */
export async function loadSeafarerRecord(
  db: Queryable,
  vesselId: number,
  userId: number,
  month: string,
  lastLived: string,
): Promise<SeafarerRecord | null> {
  const now = await currentHeader(db, vesselId, userId);
  if (!now) return null;
  const dates = datesInMonth(month);
  const span = [...Array.from({ length: 7 }, (_, i) => addDays(dates[0]!, i - 7)), ...dates];
  const days = (await findDays(db, userId, vesselId, span)).filter((d) => d.date <= lastLived);
  const comments = await db.query<{ day: string; text: string; kind: string }>(
    `SELECT day::text AS day, text, kind FROM rest_comments
      WHERE user_id = $1 AND vessel_id = $2 AND NOT deleted AND day >= $3 AND day <= $4 ORDER BY posted_at`,
    [userId, vesselId, dates[0], dates.at(-1)],
  );
  const byDay = new Map<string, string[]>();
  for (const c of comments) byDay.set(c.day.slice(0, 10), [...(byDay.get(c.day.slice(0, 10)) ?? []), c.text]);
  const { changes, periods } = await readRuleContext(db, vesselId, userId, span[0]!, dates.at(-1)!);
  const lines = monthRecordLines(month, days, periods, changes).map((l) => ({
    ...l,
    comments: byDay.get(l.date) ?? [],
  }));
  const [hashRow] = await db.query<{
    signed_hash: string | null;
    signed_signature: string | null;
    signed_key_id: string | null;
    countersigned_signature: string | null;
    countersigned_key_id: string | null;
    watchkeeper: boolean | null;
    signed_as: SignedAs | string | null;
    countersigned_image: string | null;
  }>(
    `SELECT signed_hash, signed_signature, signed_key_id, countersigned_signature, countersigned_key_id, watchkeeper,
            signed_as, countersigned_image
       FROM rest_months WHERE user_id = $1 AND vessel_id = $2 AND month = $3`,
    [userId, vesselId, month],
  );
  const signatures = await findMonth(db, userId, vesselId, month);
  // Signed: as it stood at signing (months signed before that was kept: as it stands now).
  const kept = signatures?.signedBy ? signedAs(hashRow?.signed_as) : null;
  const header = kept ?? now;
  const countersigned = Boolean(signatures?.counterSignedBy);
  const imageNow = async (id: number | null | undefined) => {
    if (!id) return null;
    const [row] = await db.query<{ png: Uint8Array | null }>(
      'SELECT png FROM digital_signatures WHERE user_id = $1',
      [id],
    );
    return row?.png ? Buffer.from(row.png) : null;
  };
  return {
    language: header.language,
    vessel: header.vessel,
    seafarer: { id: userId, name: header.name, position: header.position, department: header.department },
    month,
    lines,
    nonCompliances: lines
      .filter((l) => l.rules.length)
      .map((l) => ({
        date: l.date,
        rules: l.rules.map(
          (rule) =>
            `${rule}. ${ruleText({ rule, regime: inPeriods(l.date, periods) ? 'exception' : 'standard' })}`,
        ),
        comments: l.comments,
      })),
    exceptions: periods.filter((p) => p.from <= dates.at(-1)! && p.to >= dates[0]!).map(periodLabel),
    signatures,
    hash: hashRow?.signed_hash ?? null,
    signedHow: {
      signed: signatures?.signedBy
        ? howOf(hashRow?.signed_signature ?? null, hashRow?.signed_key_id ?? null)
        : null,
      countersigned: signatures?.counterSignedBy
        ? howOf(hashRow?.countersigned_signature ?? null, hashRow?.countersigned_key_id ?? null)
        : null,
    },
    watchkeeper: signatures?.signedBy ? (hashRow?.watchkeeper ?? null) : null,
    images: {
      signed: kept ? await imageByHash(db, kept.image) : await imageNow(signatures?.signedBy),
      // Kept at countersigning ('' for none: the countersigner had none or chose none); nothing
      // kept is a countersign made before they were (migration 0062), drawn as it stands now.
      countersigned: !countersigned
        ? null
        : hashRow?.countersigned_image != null
          ? await imageByHash(db, hashRow.countersigned_image || null)
          : kept
            ? null
            : await imageNow(signatures?.counterSignedBy),
    },
    integrity: {
      code: await currentMonthCode(db, vesselId, userId, month),
      anchor: await lastAnchor(db, vesselId),
    },
  };
}

/** The header kept at signing, as the driver hands JSONB (parsed, or as text). */
const signedAs = (v: SignedAs | string | null | undefined): SignedAs | null =>
  v === null || v === undefined ? null : typeof v === 'string' ? (JSON.parse(v) as SignedAs) : v;

/** The vessel's crew who have anything recorded in the month. */
export async function crewWithRecords(db: Queryable, vesselId: number, month: string): Promise<number[]> {
  const dates = datesInMonth(month);
  const rows = await db.query<{ user_id: number }>(
    `SELECT DISTINCT user_id FROM rest_days WHERE vessel_id = $1 AND day >= $2 AND day <= $3 AND NOT cleared ORDER BY user_id`,
    [vesselId, dates[0], dates.at(-1)],
  );
  return rows.map((r) => r.user_id);
}
