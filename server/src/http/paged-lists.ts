import { MSG } from '@contracts/messages';
import type { MiddlewareHandler } from 'hono';

/**
 * Doc 3, section 7: 'Paged listing uses a Range header of the form page=n-n and reads
 * Content-Range on status 206'; doc 1's error catalogue has 416 'Invalid page requested.'.
 * The spec names neither the lists nor what n counts, so every list a GET answers can be paged,
 * and n counts its items as HTTP ranges count bytes: `page=0-24` is the first 25, first and
 * last included, answered 206 with `Content-Range: page 0-24/137`; a last past the end is the
 * end. A range that reads no items (its first past the end, last before first, not two whole
 * numbers) is 416 with the spec's text and a Content-Range of a star and the total, never the
 * whole list unasked. Without the header, or when the answer is not a list, nothing changes (the app never
 * pages: its devices hold whole lists).
 */
// Up to 15 digits, exact as numbers: a last of any such size is the list's end (9 digits once
// capped it, and page=0-9999999999 was 416 where page=0-999999999 was the whole list).
const PAGE_RANGE = /^page=(\d{1,15})-(\d{1,15})$/;

export const pagedLists: MiddlewareHandler = async (c, next) => {
  await next();
  const range = c.req.header('range')?.trim();
  // A HEAD is answered as its GET (Hono runs the GET and drops the body): the same headers.
  if (!['GET', 'HEAD'].includes(c.req.method) || !range?.startsWith('page=') || c.res.status !== 200) return;
  if (!(c.res.headers.get('content-type') ?? '').includes('application/json')) return;
  const list: unknown = await c.res.clone().json();
  if (!Array.isArray(list)) return;
  const m = PAGE_RANGE.exec(range);
  const first = Number(m?.[1] ?? Number.NaN);
  const last = Math.min(Number(m?.[2] ?? Number.NaN), list.length - 1);
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  // Hono copies the old answer's headers onto a new one (its length too): dropped first.
  c.res = undefined;
  if (!(first <= last)) {
    headers.set('content-range', `page */${list.length}`);
    c.res = new Response(JSON.stringify({ message: MSG.status416 }), { status: 416, headers });
    return;
  }
  headers.set('content-range', `page ${first}-${last}/${list.length}`);
  c.res = new Response(JSON.stringify(list.slice(first, last + 1)), { status: 206, headers });
};
