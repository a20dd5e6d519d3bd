import { useCallback, useState } from 'react';

/**
 * The unsaved timeline of one day, kept in localStorage as it is painted: a crash, a closed
 * tab or a tap on another screen does not lose it, and opening the day again brings it back.
 * It is a draft only: it reaches the outbox (and the server) when the user saves it.
 */
// Kept per editor: on a shared tablet, one person's unsaved edit is never shown to the next.
const keyOf = (editorId: number, userId: number, vesselId: number, date: string) =>
  `hor-draft/${editorId}/${vesselId}/${userId}/${date}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked: the draft lives in memory only
  }
}

export function useDayDraft(editorId: number, userId: number, vesselId: number, date: string) {
  const key = keyOf(editorId, userId, vesselId, date);
  const [state, setState] = useState(() => ({ key, work: read(key) }));
  const current = state.key === key ? state : { key, work: read(key) };
  if (current !== state) setState(current); // another day: its own draft, if any
  const setDraft = useCallback(
    (work: string | null) => {
      try {
        if (work === null) localStorage.removeItem(key);
        else localStorage.setItem(key, work);
      } catch {
        // storage full or blocked: keep it in memory
      }
      setState({ key, work });
    },
    [key],
  );
  return [current.work, setDraft] as const;
}
