import { msg } from '../../i18n/msg';
/**
 * The vessel document library (doc 2, sections 2, 4, 5 and 9): upload size, renaming, and the
 * order editor, whose documents are numbered within their section.
 */

/** Doc 2, section 9: 'Vessel document library files: at most 4 MB each'. */
export const MAX_LIBRARY_FILE_BYTES = 4 * 1024 * 1024;
export const FILE_READ_ERROR = msg('Error reading file.');
export const ILLEGAL_TITLE = msg('Illegal characters in the title');

/** The spec's words for a file over 4 MB (leave attachments say them too). */
export const libraryFileTooBig = (name: string) =>
  msg("File ''{name}'' is too large. Please keep file under 4 MB.", { name });

/** Doc 2, section 5; a file of exactly 4 MB passes ('at most'). */
export function libraryFileProblem(file: { name: string; size: number }): string | null {
  return file.size > MAX_LIBRARY_FILE_BYTES ? libraryFileTooBig(file.name) : null;
}

/**
 * Doc 2, section 5: 'rename is invalid when empty or when it contains a slash or a null
 * character'; blanks alone count as empty. A backslash is refused as well, beyond the spec's
 * letter: 'Download all' packs the library into a zip, and Windows tools read a backslash in an
 * entry's name as a folder, so a title with one would unpack somewhere else.
 */
export function renameProblem(name: string): string | null {
  return name.trim() === '' || /[/\\\0]/.test(name) ? ILLEGAL_TITLE : null;
}

/** Doc 2, section 5: 'The order input accepts only text starting with a digit' ('' included). */
export const orderInputAccepted = (text: string): boolean => /^\d/.test(text);

/** The order an accepted input means: its leading digits ('12a' is 12); null when not accepted. */
export function parseOrder(text: string): number | null {
  const digits = /^\d+/.exec(text)?.[0];
  return digits === undefined ? null : Number(digits);
}

/** A document in the order editor; its id a number or a text id (the library's are ULIDs). */
interface Ordered<I extends number | string = number> {
  id: I;
  order: number;
}

/** 0 is 'no order': such a document sorts last and is no place in the numbering. */
const placed = (order: number) => Number.isFinite(order) && order > 0;

/**
 * The section's documents after typing `newOrder` in the box of document `id` (doc 2, section 4):
 * 'If another document holds that number, it and the following ones shift up by one'. Following
 * means every numbered document from that number on, gaps kept ('2, 3, 7' becomes '3, 4, 8'),
 * as the spec words it; when nobody holds the number nothing else moves. Orders are whole
 * numbers (a fraction is cut off). Order 0 takes the document out of the numbering and moves
 * nothing. A negative or broken order, or an unknown id, changes nothing. Give it one section's
 * documents: sections number separately.
 */
export function applyOrder<I extends number | string>(
  docs: readonly Ordered<I>[],
  id: I,
  newOrder: number,
): Ordered<I>[] {
  const copy = docs.map((d) => ({ id: d.id, order: d.order }));
  const target = Math.trunc(newOrder);
  if (!Number.isFinite(target) || target < 0 || !docs.some((d) => d.id === id)) return copy;
  const taken = placed(target) && docs.some((d) => d.id !== id && d.order === target);
  return copy.map((d) => {
    if (d.id === id) return { id: d.id, order: target };
    if (taken && placed(d.order) && d.order >= target) return { id: d.id, order: d.order + 1 };
    return d;
  });
}

/** In order, 0 (no order) last; equal orders by name, so the list reads the same on every device. */
export function sortByOrder<T extends { order: number; name: string }>(docs: readonly T[]): T[] {
  const rank = (d: T) => (placed(d.order) ? d.order : Number.POSITIVE_INFINITY);
  return [...docs].sort((a, b) => {
    const byOrder = rank(a) === rank(b) ? 0 : rank(a) < rank(b) ? -1 : 1;
    return (
      byOrder ||
      a.name.localeCompare(b.name, 'en', { numeric: true }) ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
    );
  });
}

/**
 * The body of PUT /docs/documents/order: document id to order, only for the orders that changed
 * ('Only changed orders are saved'). A document that was not there before counts as changed.
 */
export function changedOrders<I extends number | string>(
  before: readonly Ordered<I>[],
  after: readonly Ordered<I>[],
): Record<I, number> {
  const was = new Map(before.map((d) => [d.id, d.order]));
  const changes = {} as Record<I, number>;
  for (const d of after) if (was.get(d.id) !== d.order) changes[d.id] = d.order;
  return changes;
}

/**
 * A name as lists show it (doc 2, section 9: 'Document names truncated at 35 characters'): at
 * most `max` characters with the ellipsis, a short extension kept so the kind still shows.
 * Counted in characters, not UTF-16 units, so no emoji or accent is cut in half.
 */
export function truncateName(name: string, max = 35): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 6 ? Array.from(name.slice(dot)) : [];
  // The extension only when some of the name can stand before it.
  const tail = ext.length + 1 < max ? ext : [];
  return `${chars.slice(0, Math.max(0, max - tail.length - 1)).join('')}…${tail.join('')}`;
}
