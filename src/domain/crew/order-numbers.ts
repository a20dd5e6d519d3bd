import { msg } from '../../i18n/msg';
/**
 * The order editor of the crew list and of a vessel's lists (doc 2, section 4): an item gets an
 * order number; an item already holding it moves up by 1 (by 0.1 for a decimal order), and so
 * on along the chain. The decimals of one whole number are a group of at most 10 (1, 1.1 … 1.9).
 */

export const GROUP_FULL = msg('Group of numbers is full');
export const GROUP_SIZE = 10;

export interface Numbered<K> {
  key: K;
  order: number | null;
}

export type OrderChange<K> = { ok: true; changes: Map<K, number> } | { ok: false; message: string };

/** Order numbers have one decimal at most: sums of 0.1 are rounded back to it. */
const tenth = (n: number) => Math.round(n * 10) / 10;
const group = (n: number) => Math.floor(tenth(n));

/**
 * Gives `key` the order `wanted`; answers every order that changes (the item's own included), or
 * 'Group of numbers is full' when a decimal group has no room.
 */
export function placeAt<K>(items: readonly Numbered<K>[], key: K, wanted: number): OrderChange<K> {
  const target = tenth(wanted);
  const decimal = !Number.isInteger(target);
  const step = decimal ? 0.1 : 1;
  const others = items.filter((i) => i.key !== key && i.order !== null);
  if (decimal && others.filter((i) => group(i.order!) === group(target)).length >= GROUP_SIZE)
    return { ok: false, message: GROUP_FULL };
  const orders = new Map(others.map((i) => [i.key, tenth(i.order!)]));
  const changes = new Map<K, number>([[key, target]]);
  let place = target;
  let moving: K = key;
  for (;;) {
    const holder = [...orders].find(([k, o]) => k !== moving && o === place)?.[0];
    if (holder === undefined) break;
    const next = tenth(place + step);
    if (decimal && group(next) !== group(target)) return { ok: false, message: GROUP_FULL };
    orders.set(holder, next);
    changes.set(holder, next);
    place = next;
    moving = holder;
  }
  const before = new Map(items.map((i) => [i.key, i.order === null ? null : tenth(i.order)]));
  for (const [k, o] of changes) if (before.get(k) === o) changes.delete(k);
  return { ok: true, changes };
}

/** A new item's order: one past the highest whole number in use (1 for the first). */
export function nextOrder(orders: readonly (number | null)[]): number {
  const used = orders.filter((o): o is number => o !== null);
  return used.length ? Math.floor(Math.max(...used)) + 1 : 1;
}

/** Shows an order as typed: whole numbers without a decimal, others with one. */
export const formatOrder = (n: number | null) =>
  n === null ? '' : Number.isInteger(n) ? String(n) : n.toFixed(1);

/** A list after dragging `moving` before or after `target` (the other items keep their order). */
export function moved<K>(
  list: readonly K[],
  moving: readonly K[],
  target: K,
  where: 'before' | 'after',
): K[] {
  const rest = list.filter((k) => !moving.includes(k));
  const at = rest.indexOf(target);
  if (at < 0) return [...list];
  const cut = where === 'before' ? at : at + 1;
  return [...rest.slice(0, cut), ...list.filter((k) => moving.includes(k)), ...rest.slice(cut)];
}
