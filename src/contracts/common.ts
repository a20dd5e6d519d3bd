import { z } from 'zod';
import { isIsoDate } from '../domain/calendar/iso-date';
import { ELAPSED_DAY_PATTERN, STORED_DAY_PATTERN } from '../domain/rest-hours/timeline';
import { msg } from '../i18n/msg';
import { MSG } from './messages';

/** The dates the product handles (records, sign-offs, reports); outside them is a slip or a probe. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2100-12-31';
/** The widest spread of dates one save or check may cover: two months (a range save is at most 31). */
export const MAX_DATE_SPAN_DAYS = 62;
/** Ids are PostgreSQL INTEGERs: a larger one would fail in the database instead of in validation. */
export const MAX_ID = 2_147_483_647;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Text PostgreSQL cannot store: a NUL is refused, a lone UTF-16 surrogate would come back mangled. */
export function isUnstorableText(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}
/** Any string of a request body, path or query holds storable text. */
export const storableText = <S extends z.ZodString>(schema: S) =>
  schema.refine((v) => !isUnstorableText(v), MSG.badText);

/**
 * An optional text field that also takes null, read as '' (none): a record answers a field it
 * lacks as null, and sent back as read it must save as the form's '' would (doc 1, section 3).
 */
export const noneAsEmpty = <S extends z.ZodType<string, string>>(schema: S) =>
  // Not a union: a number sent still reads 'Must be text.', not the union's general word.
  z
    .string()
    .nullable()
    .transform((v) => v ?? '')
    .pipe(schema)
    .optional();

/** A required e-mail address (doc 1, section 5). */
export const emailSchema = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(254, MSG.maxLength(254))
  .pipe(z.email(MSG.email));

export const requiredString = (max: number) =>
  storableText(z.string({ error: MSG.required }).trim().min(1, MSG.required).max(max, MSG.maxLength(max)));

export const isoDateSchema = z
  .string({ error: MSG.required })
  .refine(isIsoDate, { message: msg('Invalid date. Use YYYY-MM-DD.'), abort: true })
  .refine((d) => d >= DATE_MIN && d <= DATE_MAX, MSG.dateOutOfRange);

/**
 * A date that may be left empty: '' or null is none; any other text must be a date as
 * isoDateSchema takes it, and says why it is not (Feb 30, year 0000). A union of '', null and
 * the date answered only the general 400 for a bad date, which guests and leave spell out.
 */
export const emptyOrIsoDate = z
  .string({ error: MSG.status400 })
  .nullable()
  .superRefine((v, ctx) => {
    if (v === null || v === '') return;
    for (const issue of isoDateSchema.safeParse(v).error?.issues ?? [])
      ctx.addIssue({ code: 'custom', message: issue.message });
  });

export const monthSchema = z
  .string({ error: MSG.required })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: msg('Invalid month. Use YYYY-MM.'), abort: true })
  .refine((m) => m >= DATE_MIN.slice(0, 7) && m <= DATE_MAX.slice(0, 7), MSG.monthOutOfRange);

/** A moment (ISO 8601 with a zone) inside the product's dates: year 0 or 9999 would fail in the database. */
/** Offsets that time zones use (UTC-12 to UTC+14); the database refuses past 15:59 anyway. */
function realOffset(t: string): boolean {
  const m = /([+-])(\d{2}):?(\d{2})$/.exec(t);
  if (!m) return true; // 'Z'
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '+' ? minutes <= 14 * 60 : minutes <= 12 * 60;
}

export const timestampSchema = z.iso
  .datetime({ offset: true })
  .refine((t) => t.slice(0, 10) >= DATE_MIN && t.slice(0, 10) <= DATE_MAX, MSG.dateOutOfRange)
  .refine(realOffset, MSG.timeZone);

/**
 * A record's `version` sent back as read (the 409 check of a save): a whole number from 0, or its
 * text ("1754", read as the spec's .NET reader does: http/spec-types). Anything else is refused
 * by the spec's numeric rule (doc 1, section 5), under the field's name.
 */
export const sentVersionSchema = z
  .number({ error: MSG.numeric })
  .int(MSG.numeric)
  .nonnegative(MSG.numeric)
  .max(Number.MAX_SAFE_INTEGER, MSG.numeric);

/**
 * An id: a number, or its digits in a path or query. Nothing else is read as one (true, [5],
 * '0x5' and '1e0' would otherwise coerce to a number).
 */
export const idSchema = z
  .union([z.number({ error: MSG.required }), z.string().regex(/^\d{1,10}$/, MSG.invalidId)], {
    error: MSG.required,
  })
  .transform(Number)
  .pipe(z.number().int(MSG.invalidId).positive(MSG.invalidId).max(MAX_ID, MSG.invalidId));

export const dayBinarySchema = z.string({ error: MSG.required }).regex(STORED_DAY_PATTERN, {
  message: msg('A day must have 48 half-hour cells of 0 (rest), 1 (work) or n (neutral).'),
});

/** A saved day: 48 cells, or on a date with a clock change its elapsed cells (the server checks which). */
export const elapsedDayBinarySchema = z.string({ error: MSG.required }).regex(ELAPSED_DAY_PATTERN, {
  message: msg('A day must have 48 half-hour cells of 0 (rest), 1 (work) or n (neutral).'),
});

/** The answer of a change that says only how it went ('User saved.'), shown as it comes. */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;
