/**
 * The leave types popup's list (doc 3: update leave types): the order is the list's order, one
 * type is the default, a name cannot be empty, and the 'not on payroll' type is shown but
 * never changed. The whole list is saved at once; a type left out is deleted.
 */

export interface EditableType {
  /** Stable key while editing: the type's id, or a made-up one for a new type. */
  key: string;
  id: number | null;
  name: string;
  color: string;
  isOnBoard: boolean;
  effect: 0 | 1 | 2;
  isNil: boolean;
  isDefault: boolean;
  viewOnly: boolean;
}

/** The types as stored, in their order (deleted ones left out). */
export function editableTypes(
  types: readonly (Omit<EditableType, 'key'> & { id: number; order: number; deleted: boolean })[],
): EditableType[] {
  return types
    .filter((t) => !t.deleted)
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
    .map((t) => ({
      key: String(t.id),
      id: t.id,
      name: t.name,
      color: t.color,
      isOnBoard: t.isOnBoard,
      effect: t.effect,
      isNil: t.isNil,
      isDefault: t.isDefault,
      viewOnly: t.viewOnly,
    }));
}

/** A new type (doc 3: colour 3788CE, effect 0, order last plus one), named as typed. */
export function newType(name: string, color: string, key: string): EditableType {
  return {
    key,
    id: null,
    name,
    color,
    isOnBoard: false,
    effect: 0,
    isNil: false,
    isDefault: false,
    viewOnly: false,
  };
}

/** The type at `index` swapped with its neighbour (`delta` -1 up, +1 down); out of bounds changes nothing. */
export function moveType(list: readonly EditableType[], index: number, delta: -1 | 1): EditableType[] {
  const other = index + delta;
  if (index < 0 || other < 0 || index >= list.length || other >= list.length) return [...list];
  const next = [...list];
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

/** Exactly one default: the type at `index`. */
export function setDefault(list: readonly EditableType[], index: number): EditableType[] {
  return list.map((t, i) => ({ ...t, isDefault: i === index }));
}

/** The problems of the list by type key: an empty name (doc 3, section 5). */
export function typeListProblems(list: readonly EditableType[], emptyName: string): Map<string, string> {
  const problems = new Map<string, string>();
  for (const t of list) if (!t.viewOnly && !t.name.trim()) problems.set(t.key, emptyName);
  return problems;
}

/**
 * On Save with a new type typed but not added, warn once that it was forgotten; a second Save
 * goes ahead without it (doc 3, section 4).
 */
export function saveStep(typedName: string, warned: boolean): 'warn' | 'save' {
  return typedName.trim() && !warned ? 'warn' : 'save';
}

/** The body of the save: every type in its order, the order given by position. */
export function typesToSave(list: readonly EditableType[]) {
  return list.map((t) => ({
    id: t.id,
    name: t.name.trim(),
    color: t.color,
    isOnBoard: t.isOnBoard,
    effect: t.effect,
    isNil: t.isNil,
    isDefault: t.isDefault,
  }));
}
