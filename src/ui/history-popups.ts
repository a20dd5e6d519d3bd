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
/** Going back on the user's behalf: over dead entries ('pass'), or the one step left ('last'). */
let skipping: false | 'pass' | 'last' = false;
/** The address of the dead entry the current press of Back began on. */
let pressFrom: string | undefined;
/** The popup entry the app was last known to stand on. */
let standingOn: number | undefined;
let listening = false;

const stateId = () => (window.history.state as { popup?: number } | null)?.popup;

function onPop() {
  const arrived = stateId();
  const left = standingOn;
  standingOn = arrived;
  const mode = skipping;
  skipping = false;
  // A press of Back begun on a dead entry (not one the app stood on before a navigation of its
  // own, which leaves `standingOn` as it was: then the press seems to leave where it arrives).
  if (!mode) pressFrom = left !== undefined && left !== arrived ? dead.get(left) : undefined;
  const top = open[open.length - 1];
  if (top && arrived !== top.id) {
    open.pop();
    top.close();
    return;
  }
  if (mode === 'last') return;
  // Nothing the user sees has changed yet: go on, over dead entries (a popup's unsaved-changes
  // prompt leaves one over its popup's), then once more when they lay over this very screen.
  if (arrived !== undefined && dead.has(arrived)) {
    skipping = 'pass';
    window.history.back();
  } else if (pressFrom === window.location.href) {
    skipping = 'last';
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
