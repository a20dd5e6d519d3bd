import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from './button';
import { Dialog } from './dialog';
import { closeOnBack } from './history-popups';

/**
 * Holds navigation away from an unsaved edit with a prompt: the page's own links go through
 * `guard`, the phone's Back button meets a history entry kept while the edit is unsaved, and
 * closing the tab gets the browser's own warning. Save, discard, or keep editing.
 */
export function useUnsavedGuard(opts: {
  dirty: boolean;
  what: string;
  onSave: () => Promise<boolean>;
  onDiscard: () => void;
}) {
  const [leaving, setLeaving] = useState<{ go: () => void; byBack: boolean } | null>(null);
  const [armed, setArmed] = useState(0);
  const navigate = useNavigate();
  const { dirty } = opts;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `armed` re-arms the Back guard after "keep editing"
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    const release = closeOnBack(() => setLeaving({ go: () => navigate(-1), byBack: true }));
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      release();
    };
  }, [dirty, armed, navigate]);

  const guard = (go: () => void) => (dirty ? setLeaving({ go, byBack: false }) : go());
  // Back used up the guard's history entry: staying puts a new one in its place.
  const rearm = () => setArmed((n) => n + 1);
  const stay = () => {
    if (leaving?.byBack) rearm();
    setLeaving(null);
  };
  const prompt = leaving ? (
    <Dialog title="Unsaved changes" onClose={stay} role="alertdialog" backCloses={false}>
      <p style={{ margin: 0 }}>You changed {opts.what} and have not saved it yet.</p>
      <div className="dialog-actions">
        <Button variant="ghost" onClick={stay}>
          Keep editing
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            opts.onDiscard();
            setLeaving(null);
            leaving.go();
          }}
        >
          Discard
        </Button>
        <Button
          onClick={async () => {
            setLeaving(null);
            if (await opts.onSave()) leaving.go();
            else if (leaving.byBack) rearm();
          }}
          autoFocus
        >
          Save
        </Button>
      </div>
    </Dialog>
  ) : null;
  return { guard, prompt };
}
