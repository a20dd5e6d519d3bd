import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/** Where the table was scrolled, per period, for this tab (doc 3: back from a request, the same place). */
const STORE = 'seaworthy.leave.table.place:';

interface Place {
  /** The table's own scroll, across (the days) and down (the people). */
  x: number;
  y: number;
  /** The page's scroll. */
  page: number;
}

function readPlace(key: string): Place | null {
  try {
    const raw = window.sessionStorage.getItem(STORE + key);
    const p: unknown = raw ? JSON.parse(raw) : null;
    if (!p || typeof p !== 'object') return null;
    const { x, y, page } = p as Record<string, unknown>;
    if (typeof x !== 'number' || typeof y !== 'number') return null;
    return { x, y, page: typeof page === 'number' ? page : 0 };
  } catch {
    return null;
  }
}

function writePlace(key: string, place: Place) {
  try {
    window.sessionStorage.setItem(STORE + key, JSON.stringify(place));
  } catch {
    // Private mode or full storage: the table opens at today, as on a first visit.
  }
}

/** The bottom of the app's top bar, which the page scrolls under (0 when there is none). */
export function topBarBottom(): number {
  const bar = document.querySelector('.topbar');
  return bar ? Math.max(0, bar.getBoundingClientRect().bottom) : 0;
}

/** How far the head is held down in the box, to stay under the top bar (see useHeadLift). */
export function headLift(box: HTMLElement): number {
  const head = box.querySelector('thead');
  return head ? Number.parseFloat(head.style.getPropertyValue('--lift')) || 0 : 0;
}

/** What the box shows unhidden by its held names, figures and head, in page coordinates. */
export function clearArea(box: HTMLElement) {
  const r = box.getBoundingClientRect();
  const head = box.querySelector('thead')?.getBoundingClientRect().height ?? 0;
  // The names and the figures held beside them (only figures that are held have a left).
  let held = box.querySelector<HTMLElement>('thead .cal-corner')?.getBoundingClientRect().right ?? r.left;
  for (const fig of box.querySelectorAll<HTMLElement>('thead .cal-head-days .cal-fig'))
    if (getComputedStyle(fig).left !== 'auto') held = Math.max(held, fig.getBoundingClientRect().right);
  return {
    top: r.top + box.clientTop + headLift(box) + head,
    bottom: r.top + box.clientTop + box.clientHeight,
    left: held,
    right: r.left + box.clientLeft + box.clientWidth,
  };
}

/**
 * A new period opens at its first day, or with today in sight when today is in it but out of
 * sight (a phone shows a few days of a month, or two months of a year, beside the names). It
 * keeps the people scrolled to: the next month shows the same people.
 */
function showToday(el: HTMLElement, overview: boolean) {
  const today = el.querySelector<HTMLElement>('thead .cal-day-head.cal-today, tbody .cal-track-today');
  const names = el.querySelector<HTMLElement>('thead .cal-corner');
  if (!today || !names) {
    el.scrollLeft = 0;
    return;
  }
  const area = clearArea(el);
  const x = today.getBoundingClientRect().left - area.left + el.scrollLeft;
  const shown = area.right - area.left;
  const hidden = x + today.offsetWidth > shown;
  // A day before today in a month; a third of the view before it in a year.
  const lead = overview ? shown / 3 : today.offsetWidth;
  el.scrollLeft = hidden ? x - lead : 0;
}

/**
 * The table keeps its place: scrolled across and down (and the page with it), per period (its
 * path, location.pathname), for this tab. Back from a request it opens where it was; a period
 * not seen yet opens at today.
 */
export function useGridPlace(box: RefObject<HTMLElement | null>, path: string, overview: boolean) {
  const first = useRef(true);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const place = readPlace(path);
    if (place) {
      el.scrollLeft = place.x;
      el.scrollTop = place.y;
      // The page too, when the table opens again (not when the period changes under it).
      if (first.current) window.scrollTo(0, place.page);
    } else showToday(el, overview);
    first.current = false;
    const save = () => {
      // Leaving for a request, the table stays a moment while the form loads, and the page
      // scrolls to the form's top: not a place the table was left at.
      if (window.location.pathname !== path || el.offsetParent === null) return;
      writePlace(path, { x: el.scrollLeft, y: el.scrollTop, page: window.scrollY });
    };
    // And as a day opens (a tap, Enter): a scroll just made (the day brought into sight) is
    // only reported at the next frame, after the form has taken the address.
    const opening = (e: Event) => {
      if (e.type === 'click' || (e as KeyboardEvent).key === 'Enter') save();
    };
    el.addEventListener('scroll', save, { passive: true });
    window.addEventListener('scroll', save, { passive: true });
    el.addEventListener('click', opening, true);
    el.addEventListener('keydown', opening, true);
    return () => {
      el.removeEventListener('scroll', save);
      window.removeEventListener('scroll', save);
      el.removeEventListener('click', opening, true);
      el.removeEventListener('keydown', opening, true);
    };
  }, [box, path, overview]);
}

/**
 * The head stays in sight while the page scrolls the table under the top bar: it is sticky in
 * the box (which scrolls the days and, when it is full, the people), and held down by as much
 * as the box's top has gone under the bar, never past its last row.
 */
export function useHeadLift(box: RefObject<HTMLElement | null>, headHeight: number, rowHeight: number) {
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let frame = 0;
    let last = -1;
    const update = () => {
      frame = 0;
      const head = el.querySelector('thead');
      if (!head) return;
      const r = el.getBoundingClientRect();
      // Down to the pixel under the bar's edge (floor), so no sliver of a row shows above the head.
      const under = Math.floor(topBarBottom() - r.top - el.clientTop);
      const lift = Math.max(0, Math.min(under, Math.round(r.height - headHeight - rowHeight)));
      if (lift === last) return;
      last = lift;
      head.style.setProperty('--lift', `${lift}px`);
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    // The box grows and shrinks with the people shown (a search picks one).
    const sized = new ResizeObserver(later);
    sized.observe(el);
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      sized.disconnect();
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, [box, headHeight, rowHeight]);
}
