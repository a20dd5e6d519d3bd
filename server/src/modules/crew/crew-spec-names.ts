import { randomUUID } from 'node:crypto';
import { idOf, idOfNested, type SpecNames } from '../../http/spec-names';

/**
 * The spec's names of the crew writes' fields (doc 2, sections 3 and 7), renamed to the app's
 * before a body is judged (issue 32): a field neither names is still refused.
 */
export const PROFILE_NAMES: SpecNames = { firstname: 'firstName', lastname: 'lastName' };
export const POSITION_NAMES: SpecNames = {
  department: { to: 'departmentId', value: idOf },
  position: { to: 'positionId', value: idOf },
};
/**
 * The names a position-details body gave its department and position (`department`,
 * `departmentID`), so a refusal of either is named as the caller sent it.
 */
export function positionNamesSent(body: unknown): Record<string, string> {
  const keys = typeof body === 'object' && body !== null ? Object.keys(body) : [];
  const names: Record<string, string> = {};
  for (const [field, spec] of [
    ['departmentId', 'department'],
    ['positionId', 'position'],
  ] as const) {
    const sent =
      keys.find((k) => k === field) ??
      keys.find((k) => [field.toLowerCase(), spec].includes(k.toLowerCase()));
    if (sent) names[field] = sent;
  }
  return names;
}
/** Wizard step 3 writes `bankIBAN`; the crew detail reads `bankIban`: both are the IBAN. */
export const BANK_NAMES: SpecNames = { bankIBAN: 'bankIban' };
export const SALARY_NAMES: SpecNames = { currency: { to: 'currencyId', value: idOf } };
/** Wizard step 2, POST /crew and transfer keep the spec's `currency`: its nested `{ id }` too. */
export const CURRENCY_NAMES: SpecNames = { currency: { to: 'currency', value: idOfNested('currency') } };
/** The spec's crew transfer (doc 2, section 3): leave, salary, position, currency. */
export const TRANSFER_NAMES: SpecNames = {
  ...CURRENCY_NAMES,
  position: { to: 'positionId', value: idOfNested('position') },
};

/**
 * An id the server makes where the app's device makes one (idempotent offline writes) and the
 * spec's call has none: that call is then not idempotent, as in the spec.
 */
export const serverMadeId = (given: string | undefined) => given ?? randomUUID();

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * POST /crew/onyacht/{yachtId}/order: the spec's body is a map of crew id to order
 * (`{ "12": 3 }`); the app's is `{ orders: [{ crewId, order }] }`. A map becomes the app's list;
 * anything else is left for the schema to judge.
 */
export function ordersFromSpecMap(body: unknown): unknown {
  if (!isPlainObject(body) || Object.hasOwn(body, 'orders')) return body;
  const entries = Object.entries(body);
  if (!entries.length || !entries.every(([key]) => /^[1-9][0-9]{0,9}$/.test(key))) return body;
  return { orders: entries.map(([crewId, order]) => ({ crewId: Number(crewId), order })) };
}

/**
 * POST /crewonyacht/{id}/photo 'also a file upload form' (doc 2, section 7): the form's one file
 * as the JSON call's `{ fileName, content }` (a data URL), for the same schema to judge. A form
 * with another field, or with no file or several, is left for the schema to refuse.
 */
export async function photoFromForm(form: FormData): Promise<unknown> {
  const entries = [...form.entries()];
  const [entry] = entries;
  if (entries.length !== 1 || !entry || typeof entry[1] === 'string') return { [entry?.[0] ?? 'file']: null };
  const file = entry[1];
  const base64 = Buffer.from(await file.arrayBuffer()).toString('base64');
  return { fileName: file.name, content: `data:${file.type || 'application/octet-stream'};base64,${base64}` };
}
