import { applyOrder, orderInputAccepted, parseOrder } from '../../../domain/certificates/document-library';

export type Ordered = { id: string; order: number };

/**
 * What typing `text` in document `id`'s order box does to its section (doc 2, section 4), worked
 * out from `snapshot`: the section as it was when the box was entered, so that typing '12' is the
 * order 12, not 1 and then 12 (each would shift the others). Null: the box refuses the text (it
 * must start with a digit); 'keep': an empty box while retyping, shown but not applied.
 */
export function typeOrder(snapshot: readonly Ordered[], id: string, text: string): Ordered[] | null | 'keep' {
  if (text === '') return 'keep';
  if (!orderInputAccepted(text)) return null;
  return applyOrder(snapshot, id, parseOrder(text)!);
}
