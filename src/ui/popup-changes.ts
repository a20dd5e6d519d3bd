/**
 * Whether a popup holds input the user would lose by closing it (Back, ✕, Escape, Cancel), and
 * so is asked first, as a full-page form asks (useUnsavedGuard). The popup's fields are read as
 * they stand when the user first touches the popup, and again when it is to close: a popup whose
 * fields read the same (nothing typed, or typed and taken out again) closes at once.
 */

/** One field of a popup as read from the page. */
export interface FieldReading {
  /** input, textarea, select, a date segment (spinbutton) or a picker's shown value. */
  kind: 'input' | 'textarea' | 'select' | 'segment' | 'picked';
  type?: string;
  value: string;
  checked?: boolean;
}

/** What a field holds, or null for a field whose loss costs nothing (a search box, a button). */
export function fieldValue(f: FieldReading): string | null {
  if (f.kind === 'input') {
    const type = (f.type ?? 'text').toLowerCase();
    // A search box or a password costs nothing to type again (and a password is asked for an act).
    if (['search', 'password', 'button', 'submit', 'reset', 'image'].includes(type)) return null;
    if (type === 'checkbox' || type === 'radio') return f.checked ? `on:${f.value}` : 'off';
  }
  return f.value;
}

/** The popup's fields as one comparable reading. */
export function readingOf(fields: readonly FieldReading[]): string[] {
  return fields.map(fieldValue).filter((v): v is string => v !== null);
}

/** True when the fields differ from their reading before the user touched them. */
export function changedSince(before: readonly string[] | null, now: readonly string[]): boolean {
  if (before === null) return false; // never touched: nothing of the user's to lose
  return before.length !== now.length || before.some((v, i) => v !== now[i]);
}

/** The ways out of a popup that drop what is in it (Save is not one of them). */
export type CloseWay = 'back' | 'close-button' | 'escape' | 'cancel';

/**
 * What a way out does: close at once, or ask first (keep editing, discard, or save) when the
 * popup guards its fields and they changed. Cancel asks too, as Cancel on a full-page form does
 * (the certificate form, the guest popup): it is the button nearest the thumb, next to Save.
 */
export function onCloseRequest(opts: { way: CloseWay; guarded: boolean; changed: boolean }): 'close' | 'ask' {
  return opts.guarded && opts.changed ? 'ask' : 'close';
}

/** Reads the fields inside a popup, in page order. */
export function readFields(root: ParentNode): string[] {
  const nodes = root.querySelectorAll<HTMLElement>(
    'input, textarea, select, [role="spinbutton"], .select-value',
  );
  const fields: FieldReading[] = [];
  for (const n of nodes) {
    if (n instanceof HTMLInputElement)
      fields.push({ kind: 'input', type: n.type, value: n.value, checked: n.checked });
    else if (n instanceof HTMLTextAreaElement) fields.push({ kind: 'textarea', value: n.value });
    else if (n instanceof HTMLSelectElement) fields.push({ kind: 'select', value: n.value });
    else if (n.getAttribute('role') === 'spinbutton')
      fields.push({ kind: 'segment', value: n.getAttribute('aria-valuetext') ?? n.textContent ?? '' });
    else fields.push({ kind: 'picked', value: n.textContent ?? '' });
  }
  return readingOf(fields);
}
