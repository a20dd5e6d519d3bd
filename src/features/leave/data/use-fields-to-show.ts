import { useState } from 'react';

/** The calculations' optional columns (doc 3: leave fields to show); Taken always shows. */
export const LEAVE_FIELDS = ['accrued', 'worked', 'additional', 'available'] as const;
export type LeaveField = (typeof LEAVE_FIELDS)[number];

const KEY = 'seaworthy.leave.fieldsToShow';

/** The stored choice, or every field when there is none (or it cannot be read). */
export function readFieldsToShow(stored: string | null): LeaveField[] {
  if (stored === null) return [...LEAVE_FIELDS];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? LEAVE_FIELDS.filter((f) => parsed.includes(f)) : [...LEAVE_FIELDS];
  } catch {
    return [...LEAVE_FIELDS];
  }
}

/** 'Leave fields to show', remembered in this browser's storage (doc 3, section 9). */
export function useFieldsToShow() {
  const [fields, setFields] = useState<LeaveField[]>(() => {
    try {
      return readFieldsToShow(window.localStorage.getItem(KEY));
    } catch {
      return [...LEAVE_FIELDS];
    }
  });
  const toggle = (field: LeaveField, on: boolean) => {
    const next = LEAVE_FIELDS.filter((f) => (f === field ? on : fields.includes(f)));
    setFields(next);
    try {
      window.localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      // Private mode or full storage: the choice holds for this visit only.
    }
  };
  return { fields, toggle };
}
