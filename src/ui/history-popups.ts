/**
 * Popups open over a page as history entries of their own, so the phone's Back button closes
 * the popup on top instead of leaving the page (the spec asks this).
 *
 * A popup closed by its own buttons leaves its entry behind: going back to remove it would race
 * with whatever the app does next (a navigation right after a save would be undone). Such an
 * entry is dead, and Back passes over it: landing on it, or leaving it for the same page below,
 * goes back once more, so one press of Back always does what the user sees.
 */
interface Popup {
  id: number;
  close: () => void;
}
const open: Popup[] = [];
/** Entries whose popup is gone, with the address they were pushed on. */
const dead = new Map<number, string>();
let next = 0;
let skipping = false;
/** The popup entry the app was last known to stand on. */
let standingOn: number | undefined;
let listening = false;

const stateId = () => (window.history.state as { popup?: number } | null)?.popup;

function onPop() {
  const arrived = stateId();
  const left = standingOn;
  standingOn = arrived;
  if (skipping) {
    skipping = false;
    return;
  }
  const top = open[open.length - 1];
  if (top && arrived !== top.id) {
    open.pop();
    top.close();
    return;
  }
  const leftDead = left !== undefined && dead.get(left) === window.location.href;
  if ((arrived !== undefined && dead.has(arrived)) || leftDead) {
    skipping = true;
    window.history.back();
  }
}

/** Opens a popup's history entry; the returned function is called when the popup goes away. */
export function closeOnBack(close: () => void): () => void {
  if (!listening) {
    window.addEventListener('popstate', onPop);
    listening = true;
  }
  const id = ++next;
  let pushed = false;
  // Pushed a tick later, so a mount that is undone at once (React's StrictMode) leaves no entry.
  const timer = window.setTimeout(() => {
    pushed = true;
    open.push({ id, close });
    window.history.pushState({ ...(window.history.state ?? {}), popup: id }, '');
    standingOn = id;
  }, 0);
  const href = window.location.href;
  return () => {
    window.clearTimeout(timer);
    if (!pushed) return;
    const at = open.findIndex((p) => p.id === id);
    if (at === -1) return; // closed by Back: its entry is gone already
    open.splice(at, 1);
    dead.set(id, href);
  };
}
