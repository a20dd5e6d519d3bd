/**
 * Chromium's PDF viewer takes the keyboard focus when its frame loads: in a popup, Escape and Tab
 * then no longer reach the page (the popup cannot be closed from the keyboard), and beside a list
 * the focus leaves the row just tapped. For a moment after the load, focus found in the frame is
 * handed back to where it was (or to the enclosing popup); a later tap into the PDF is the user's.
 */
export function keepFocusOutOfFrame(frame: HTMLIFrameElement, ms = 1500) {
  const active = document.activeElement;
  const before =
    active instanceof HTMLElement && active !== frame && active !== document.body ? active : null;
  // The popup, or the pane the frame sits in (one made focusable for this, tabindex -1).
  const fallback = frame.closest<HTMLElement>('[role=dialog], [role=alertdialog], [tabindex="-1"]');
  const until = Date.now() + ms;
  const tick = () => {
    if (!frame.isConnected) return;
    if (document.activeElement === frame) {
      const to = before?.isConnected ? before : fallback;
      to?.focus({ preventScroll: true });
    }
    if (Date.now() < until) window.setTimeout(tick, 100);
  };
  tick();
}
