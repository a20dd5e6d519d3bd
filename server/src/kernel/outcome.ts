import type { FieldError } from '@contracts/errors';
import { MSG } from '@contracts/messages';
import { REFUSAL_TEXT } from '@contracts/refusal-text';
import type { Moved, RecordMap, SyncOutcome } from '@contracts/sync';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError } from '../http/errors';

/**
 * The answer every write use case gives, whether a REST call or a queued operation ran it:
 * applied, rejected or conflict, with the HTTP status the REST call answers. It lives in the
 * kernel because every module writes with it; a module importing another for it tied them all.
 */
export type Outcome = SyncOutcome & { httpStatus?: number };
/** Any answer but applied: a refusal or a conflict. */
export type Refusal = Exclude<Outcome, { status: 'applied' }>;
type Rejected = Extract<SyncOutcome, { status: 'rejected' }> & { httpStatus: number };

export const applied = (version: number, moved: Moved[] = []): Outcome =>
  moved.length ? { status: 'applied', version, moved } : { status: 'applied', version };
export const refused = (message: string, httpStatus: number): Rejected => ({
  status: 'rejected',
  message,
  httpStatus,
});
/** A refusal of one field, shown under it in the form. */
export const fieldRefused = (property: string, message: string): Rejected => ({
  ...refused(message, 400),
  errorList: [{ property, message }],
});
/**
 * The same outcome with its field errors named as the caller's body names them (a REST call in
 * the spec's names over a use case in the app's: vesselParametersID for vesselParameterId).
 */
export function inCallersNames<O extends Outcome>(o: O, names: Record<string, string>): O {
  if (o.status !== 'rejected' || !o.errorList?.length) return o;
  return {
    ...o,
    errorList: o.errorList.map((e) => ({ ...e, property: callersProperty(e.property, names) })),
  } as O;
}

/**
 * A field error's property as the caller named its top-level field (`names`: the app's name →
 * the caller's); the path inside it (`copies.0.profileId`) is the body's own, kept as it is.
 */
export function callersProperty(property: string, names: Record<string, string>): string {
  const dot = property.indexOf('.');
  const head = dot < 0 ? property : property.slice(0, dot);
  const named = Object.hasOwn(names, head) ? names[head] : undefined;
  return named === undefined ? property : named + property.slice(head.length);
}
/** Bad input in one or more fields: the general 400 message beside the list. */
export const badInput = (errorList: FieldError[]): Rejected => ({
  ...refused(MSG.status400, 400),
  errorList,
});
export const forbidden = (): Refusal => refused(MSG.status403, 403);
export const notFound = (): Refusal => refused(MSG.status404, 404);

export const conflict = (message: string, records: RecordMap): Refusal => ({
  status: 'conflict',
  message,
  records,
  httpStatus: 409,
});

/** An edit based on an older copy than the server's: the device shows both and lets the user choose. */
export function staleEdit(
  current: number,
  base: number,
  /** One of STALE_WHAT: a catalogue message, so the sentence is read whole in any language. */
  what: string,
  records: RecordMap,
): Refusal | null {
  if (base === 0 || current <= base) return null;
  return conflict(REFUSAL_TEXT.documentChanged(what), records);
}

/**
 * A refusal or a conflict as the REST call answers it: the spec's error shape, its status.
 * Field errors come with a form-level `message` too (doc 1, section 8): for a 400 the spec's
 * general text, as a client shows it above the fields (the field's own text is in the list).
 */
export function outcomeError(o: Refusal): HttpError {
  const status = (o.httpStatus ?? (o.status === 'conflict' ? 409 : 400)) as ContentfulStatusCode;
  if (o.status === 'rejected' && o.errorList?.length)
    return new HttpError(status, {
      message: status === 400 ? MSG.status400 : o.message,
      errorList: o.errorList,
    });
  return new HttpError(status, { message: o.message });
}

/** The outcome as a queued operation answers it: the sync wire carries no HTTP status. */
export const syncOutcome = (o: Outcome): SyncOutcome => {
  const { httpStatus: _, ...outcome } = o;
  return outcome as SyncOutcome;
};

/**
 * The REST answer of a write whose conflict the device settles itself (it shows the server's
 * copy beside its own, as the hours of rest do for a signed month): a refusal is thrown in the
 * spec's error shape; otherwise the outcome is the body, with what the call adds (`extra`), and
 * a conflict is answered 409 with the server's copy.
 */
export function answerOutcome(c: Context, outcome: Outcome, extra: object = {}): Response {
  if (outcome.status === 'rejected') throw outcomeError(outcome);
  // What else moved is for a device's queue (sync), not part of the REST call's answer.
  const { moved: _, ...answer } = syncOutcome(outcome) as SyncOutcome & { moved?: unknown };
  return c.json({ ...answer, ...extra }, outcome.status === 'conflict' ? 409 : 200);
}

/**
 * What a use case answers that gives something back besides a version (a REST-only call: a
 * session, a list, a message): the value, or the same refusals and conflicts as a write.
 */
export type Answer<T> = { status: 'applied'; value: T } | Refusal;
export const answered = <T>(value: T): Answer<T> => ({ status: 'applied', value });

/** The value of an answer, or its refusal in the spec's error shape: routes map answers here, once (not `valueOf`: that name shadows Object.prototype.valueOf, which lint refuses). */
export function answerValue<T>(answer: Answer<T>): T {
  if (answer.status !== 'applied') throw outcomeError(answer);
  return answer.value;
}

/** A check's refusal in the spec's error shape, or nothing: routes map a check (a refusal or null) here. */
export function unlessRefused(refusal: Refusal | null): void {
  if (refusal) throw outcomeError(refusal);
}
