import { z } from 'zod';
import { toWireDate } from '../domain/certificates/cert-dates';
import {
  defaultExpiry,
  GUEST_TEXT,
  type GuestFields,
  guestProblems,
  isSentinelDate,
  readGuestDate,
} from '../domain/guests/guest-rules';
import { msg } from '../i18n/msg';
import { DATE_MAX, DATE_MIN, idSchema, isoDateSchema, storableText } from './common';
import { MSG } from './messages';
import { defineSyncModule } from './sync-module';

/**
 * Guest records (doc 3: reports/guest-details). A vessel's guests reach the devices of those who
 * see its reports (domain/access/guest-access); a guest is made on the device (its id a ULID), so
 * an officer enters a guest at anchor with no connection. The synced record and the queued
 * operations use plain 'YYYY-MM-DD' dates; the spec's REST calls (GET/POST /guests/onyacht/{yachtId},
 * PUT/DELETE /guests/onyacht/{yachtId}/{guestId}) speak the wire shape below with the spec's names.
 */

/** Sizes no guest needs more of: a bound keeps a probe from filling the database. */
export const GUEST_LIMITS = {
  name: 100,
  place: 100,
  address: 300,
  maritalStatus: 40,
  passportNo: 30,
} as const;

// Records -----------------------------------------------------------------------------------

export const guestRecordSchema = z.object({
  id: z.string(),
  vesselId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(['m', 'f']),
  dateOfBirth: z.string().nullable(),
  placeOfBirth: z.string().nullable(),
  nationality: z.string().nullable(),
  residenceAddress: z.string().nullable(),
  maritalStatus: z.string().nullable(),
  passportNo: z.string().nullable(),
  /** Where the passport was issued (a place, not a date). */
  passportIssuedAt: z.string().nullable(),
  passportIssueDate: z.string().nullable(),
  passportExpDate: z.string().nullable(),
  portOfEmbarkation: z.string().nullable(),
  isOnBoard: z.boolean(),
  deleted: z.boolean(),
  version: z.number(),
});
export type GuestRecord = z.infer<typeof guestRecordSchema>;

// Operations ----------------------------------------------------------------------------------

/** A guest's id, made on the device: a ULID's shape (also what the REST path accepts). */
export const guestIdSchema = storableText(
  z.string({ error: MSG.required }).regex(/^[0-9A-Za-z]{10,40}$/, MSG.invalidId),
);

const optionalText = (max: number) =>
  storableText(z.string().trim().max(max, MSG.maxLength(max)))
    .nullish()
    .transform((v) => (v ? v : null));
const name = storableText(
  z.string({ error: GUEST_TEXT.required }).trim().max(GUEST_LIMITS.name, MSG.maxLength(GUEST_LIMITS.name)),
);
const guestDate = isoDateSchema.nullish().transform((v) => v ?? null);

/** The fields of a guest as a form or a REST call gives them (dates already read as days). */
const guestFields = {
  firstName: name,
  lastName: name,
  gender: storableText(z.string({ error: GUEST_TEXT.required }).trim().max(10, GUEST_TEXT.gender)),
  dateOfBirth: guestDate,
  placeOfBirth: optionalText(GUEST_LIMITS.place),
  nationality: optionalText(GUEST_LIMITS.place),
  residenceAddress: optionalText(GUEST_LIMITS.address),
  maritalStatus: optionalText(GUEST_LIMITS.maritalStatus),
  passportNo: optionalText(GUEST_LIMITS.passportNo),
  passportIssuedAt: optionalText(GUEST_LIMITS.place),
  passportIssueDate: guestDate,
  passportExpDate: guestDate,
  portOfEmbarkation: optionalText(GUEST_LIMITS.place),
  isOnBoard: z.boolean().default(false),
};

/** The guest rules (domain/reports/guest-rules), each under its field. */
function checkGuest(g: GuestFields, ctx: z.RefinementCtx) {
  for (const [path, message] of Object.entries(guestProblems(g)))
    ctx.addIssue({ code: 'custom', path: [path], message: message! });
}

/**
 * Save a guest: new when the server has no guest of that id, else an edit. An empty expiry
 * with an issue date becomes the issue date plus ten years (doc 3, section 4), on the device
 * and on the server alike, so both keep the same record.
 */
export const guestSaveSchema = z
  .object({ yachtId: idSchema, guestId: guestIdSchema, ...guestFields })
  .superRefine(checkGuest)
  .transform((g) => ({
    ...g,
    gender: g.gender as 'm' | 'f',
    passportExpDate: defaultExpiry(g.passportIssueDate, g.passportExpDate),
  }));
export type GuestSave = z.input<typeof guestSaveSchema>;
export type GuestSaved = z.output<typeof guestSaveSchema>;

export const guestRefSchema = z.object({ yachtId: idSchema, guestId: guestIdSchema });
export type GuestRef = z.infer<typeof guestRefSchema>;

export const guestsSync = defineSyncModule({
  records: { guests: guestRecordSchema },
  ops: { 'guest/save': guestSaveSchema, 'guest/delete': guestRefSchema },
});

// The REST wire shape (doc 3, sections 3 and 7) ---------------------------------------------------

const wireText = (max: number) => storableText(z.string().max(max, MSG.maxLength(max))).nullish();

/** A wire date in: empty, null or a sentinel is no date (doc 3, section 4); other text must be a day. */
const wireDate = storableText(z.string().max(40, msg('Invalid date. Use YYYY-MM-DD.')))
  .nullish()
  .transform((raw, ctx) => {
    const v = raw?.trim() ?? '';
    if (v === '' || isSentinelDate(v)) return null;
    const day = readGuestDate(v);
    if (day === null) ctx.addIssue({ code: 'custom', message: msg('Invalid date. Use YYYY-MM-DD.') });
    else if (day < DATE_MIN || day > DATE_MAX) ctx.addIssue({ code: 'custom', message: MSG.dateOutOfRange });
    else return day;
    return z.NEVER;
  });

/**
 * POST /guests/onyacht/{yachtId} and PUT /guests/onyacht/{yachtId}/{guestId}: the spec's guest
 * fields. Dates may come with a time or as the sentinels 0000-12-31 / 0001-01-01 (no date). The
 * yacht and guest are the path's; an id or yachtId in the body must say the same (wireClash).
 */
export const guestWireInSchema = z.object({
  // What the spec's client may echo back; the path names the guest and the vessel.
  id: z.union([storableText(z.string().max(40)), z.number()]).nullish(),
  yachtId: z.union([storableText(z.string().max(12)), z.number()]).nullish(),
  firstName: wireText(GUEST_LIMITS.name + 20),
  lastName: wireText(GUEST_LIMITS.name + 20),
  gender: wireText(10),
  dateOfBirth: wireDate,
  placeOfBirth: wireText(GUEST_LIMITS.place + 20),
  nationality: wireText(GUEST_LIMITS.place + 20),
  residenceAddress: wireText(GUEST_LIMITS.address + 20),
  maritalStatus: wireText(GUEST_LIMITS.maritalStatus + 20),
  passportNo: wireText(GUEST_LIMITS.passportNo + 20),
  passportIssuedAt: wireText(GUEST_LIMITS.place + 20),
  passportIssueDate: wireDate,
  passportExpDate: wireDate,
  portOfEmbarkation: wireText(GUEST_LIMITS.place + 20),
  /** true/false, or 1/0 as older clients send flags. */
  isOnBoard: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .nullish()
    .transform((v) => Boolean(v)),
});
export type GuestWireIn = z.input<typeof guestWireInSchema>;

/** A guest as GET /guests/onyacht/{yachtId} answers it: the spec's names, the back end's dates. */
export interface GuestWire {
  id: string;
  firstName: string;
  lastName: string;
  gender: 'm' | 'f';
  dateOfBirth: string;
  placeOfBirth: string | null;
  nationality: string | null;
  residenceAddress: string | null;
  maritalStatus: string | null;
  passportNo: string | null;
  passportIssuedAt: string | null;
  passportIssueDate: string;
  passportExpDate: string;
  portOfEmbarkation: string | null;
  isOnBoard: boolean;
  yachtId: number;
}

/** Dates go out at 12:00:00Z, no date as the sentinel 0001-01-01T00:00:00Z (as certificates do). */
export function toGuestWire(g: GuestRecord): GuestWire {
  const { vesselId, deleted: _d, version: _v, ...fields } = g;
  return {
    ...fields,
    dateOfBirth: toWireDate(g.dateOfBirth),
    passportIssueDate: toWireDate(g.passportIssueDate),
    passportExpDate: toWireDate(g.passportExpDate),
    yachtId: vesselId,
  };
}

/** Guid.Empty, with or without braces. */
const NO_GUID = /^\{?0{8}-0{4}-0{4}-0{4}-0{12}\}?$/;

/**
 * The body's field that names another guest or vessel than the path, or null. The spec's client
 * may echo `id` and `yachtId` back (or send them empty); one naming another record was once saved
 * on the path's record unseen, a field accepted and ignored. A new guest (`guestId` null) has no
 * id yet: any id in its body names someone else.
 */
export function wireClash(
  yachtId: number,
  guestId: string | null,
  w: Pick<z.output<typeof guestWireInSchema>, 'id' | 'yachtId'>,
): 'id' | 'yachtId' | null {
  // Guid.Empty too: what a .NET client (the spec's, whose no date is DateTime.MinValue) sends as
  // a new record's id, no more naming a guest than an empty text does.
  const said = (v: string | number | null | undefined) =>
    v !== null && v !== undefined && v !== '' && v !== 0 && !NO_GUID.test(String(v));
  if (said(w.yachtId) && String(w.yachtId) !== String(yachtId)) return 'yachtId';
  if (said(w.id) && String(w.id) !== guestId) return 'id';
  return null;
}

/** The operation body a REST save makes: the wire fields under the path's vessel and guest. */
export function guestSaveFromWire(yachtId: number, guestId: string, w: z.output<typeof guestWireInSchema>) {
  const { id: _i, yachtId: _y, ...fields } = w;
  return { yachtId, guestId, ...fields };
}
