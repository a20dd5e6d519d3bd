import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { closeOnBack } from './history-popups';
import { UnsavedPrompt } from './unsaved-prompt';

/** Where a plain click on a link would take the app, or null (another site, a new tab, a download, this page). */
function inAppTarget(e: MouseEvent): string | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const a = e.target instanceof Element ? e.target.closest('a[href]') : null;
  if (!(a instanceof HTMLAnchorElement) || (a.target && a.target !== '_self') || a.hasAttribute('download'))
    return null;
  const url = new URL(a.href, window.location.href);
  const here = window.location;
  if (url.origin !== here.origin || (url.pathname === here.pathname && url.search === here.search))
    return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Holds navigation away from an unsaved edit with a prompt: the page's own links go through
 * `guard`, the phone's Back button meets a history entry kept while the edit is unsaved, and
 * closing the tab gets the browser's own warning. Save, discard, or keep editing (without
 * `onSave`, what was typed has no save of its own, e.g. a comment sent with a decision: discard
 * or keep editing). With `links`,
 * every in-app link on the screen is held too (the menu, the tab bar, a Back link), so a page
 * need not route each one through `guard`.
 */
export function useUnsavedGuard(opts: {
  dirty: boolean;
  what: string;
  onSave?: () => Promise<boolean>;
  onDiscard: () => void;
  links?: boolean;
}) {
  const [leaving, setLeaving] = useState<{ go: () => void; byBack: boolean } | null>(null);
  const [armed, setArmed] = useState(0);
  const navigate = useNavigate();
  const { dirty, links = false } = opts;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `armed` re-arms the Back guard after "keep editing"
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    const release = closeOnBack(() => setLeaving({ go: () => navigate(-1), byBack: true }));
    // Before the router's own handler (which leaves a click whose default is prevented alone).
    const onClick = (e: MouseEvent) => {
      const to = inAppTarget(e);
      if (to === null) return;
      e.preventDefault();
      setLeaving({ go: () => navigate(to), byBack: false });
    };
    if (links) document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      document.removeEventListener('click', onClick, true);
      release();
    };
  }, [dirty, armed, navigate, links]);

  const guard = (go: () => void) => (dirty ? setLeaving({ go, byBack: false }) : go());
  // Back used up the guard's history entry: staying puts a new one in its place.
  const rearm = () => setArmed((n) => n + 1);
  const stay = () => {
    if (leaving?.byBack) rearm();
    setLeaving(null);
  };
  const prompt = leaving ? (
    <UnsavedPrompt
      what={opts.what}
      backCloses={false}
      onStay={stay}
      onDiscard={() => {
        opts.onDiscard();
        setLeaving(null);
        leaving.go();
      }}
      onSave={
        opts.onSave
          ? async () => {
              setLeaving(null);
              if (await opts.onSave?.()) leaving.go();
              else if (leaving.byBack) rearm();
            }
          : undefined
      }
    />
  ) : null;
  return { guard, prompt };
}
