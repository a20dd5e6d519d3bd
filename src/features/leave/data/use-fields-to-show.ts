import { useState } from 'react';
import { msg } from '../../../i18n/msg';

/** The calculations' optional columns (doc 3: leave fields to show); Taken always shows. */
export const LEAVE_FIELDS = ['accrued', 'worked', 'additional', 'available'] as const;
export type LeaveField = (typeof LEAVE_FIELDS)[number];

const KEY = 'seaworthy.leave.fieldsToShow';

/**
 * The leave table keeps a choice of its own: every figure there is a column beside the days,
 * so on a phone it starts with Available only, where the calculations show all four.
 */
export const TABLE_FIELDS = { key: 'seaworthy.leave.table.fieldsToShow', initial: ['available'] } as const;

/** The stored choice, or `initial` (every field) when there is none (or it cannot be read). */
export function readFieldsToShow(
  stored: string | null,
  initial: readonly LeaveField[] = LEAVE_FIELDS,
): LeaveField[] {
  if (stored === null) return [...initial];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? LEAVE_FIELDS.filter((f) => parsed.includes(f)) : [...initial];
  } catch {
    return [...initial];
  }
}

/** 'Leave fields to show', remembered in this browser's storage (doc 3, section 9). */
export function useFieldsToShow(
  where: { key: string; initial: readonly LeaveField[] } = { key: KEY, initial: LEAVE_FIELDS },
) {
  const [fields, setFields] = useState<LeaveField[]>(() => {
    try {
      return readFieldsToShow(window.localStorage.getItem(where.key), where.initial);
    } catch {
      return [...where.initial];
    }
  });
  const toggle = (field: LeaveField, on: boolean) => {
    const next = LEAVE_FIELDS.filter((f) => (f === field ? on : fields.includes(f)));
    setFields(next);
    try {
      window.localStorage.setItem(where.key, JSON.stringify(next));
    } catch {
      // Private mode or full storage: the choice holds for this visit only.
    }
  };
  return { fields, toggle };
}

/** The fields' names as the spec gives them. */
export const LEAVE_FIELD_LABEL: Record<LeaveField, string> = {
  accrued: msg('Accrued'),
  worked: msg('Worked'),
  additional: msg('Additional'),
  available: msg('Available'),
};
