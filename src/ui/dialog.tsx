import {
  type ButtonHTMLAttributes,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { t } from '../i18n/i18n';
import { Button } from './button';
import { closeOnBack } from './history-popups';
import { Icon } from './icons';
import { type CloseWay, changedSince, onCloseRequest, readFields } from './popup-changes';
import { UnsavedPrompt } from './unsaved-prompt';

/** A popup's own way out for the buttons inside it (Cancel): asks first when input would be lost. */
const CloseRequest = createContext<((way: CloseWay) => void) | null>(null);

/** A popup's Cancel: it drops what was typed as ✕ does, so it asks first too when something changed. */
export function DialogCancel({
  variant = 'ghost',
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'> & { variant?: 'ghost' | 'secondary' }) {
  const request = useContext(CloseRequest);
  return <Button type="button" variant={variant} onClick={() => request?.('cancel')} {...rest} />;
}

/**
 * A modal popup on react-aria (focus trapped, scroll locked, Escape closes): a bottom sheet on
 * phones, centred on wider screens, never wider than the screen. Opening it pushes a history
 * entry, so the phone's Back button closes the popup instead of leaving the page (the spec).
 * A popup whose fields the user changed asks before Back, ✕, Escape or Cancel drops them, with
 * the full-page forms' prompt (keep editing, discard, or save when the popup's form saves).
 */
export function Dialog({
  title,
  children,
  onClose,
  role = 'dialog',
  backCloses = true,
  guardChanges = true,
  saves = false,
}: {
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** 'alertdialog' for a question that must be answered (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  /** False when the popup itself answers a Back press (it has no history entry of its own). */
  backCloses?: boolean;
  /** False when the popup asks about its unsaved input itself (useUnsavedGuard). */
  guardChanges?: boolean;
  /** True when the popup's form saves what was typed: the prompt then offers Save as well. */
  saves?: boolean;
}) {
  const close = useRef(onClose);
  close.current = onClose;
  const box = useRef<HTMLElement>(null);
  /** The fields as they stood when the user first touched the popup. */
  const before = useRef<string[] | null>(null);
  const [asking, setAsking] = useState<{ byBack: boolean } | null>(null);
  const [armed, setArmed] = useState(0);
  const guarded = guardChanges && role === 'dialog';
  // A popup of steps (a report's) shows another form under another title: what the user changed
  // is judged against that form as they first touch it, not against the step before.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the title names the step
  useEffect(() => {
    before.current = null;
  }, [title]);

  const request = (way: CloseWay) => {
    const changed = box.current ? changedSince(before.current, readFields(box.current)) : false;
    if (onCloseRequest({ way, guarded, changed }) === 'close') close.current();
    else setAsking({ byBack: way === 'back' });
  };
  const requestRef = useRef(request);
  requestRef.current = request;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `armed` puts a new Back entry in place of one Back used up
  useEffect(
    () => (backCloses ? closeOnBack(() => requestRef.current('back')) : undefined),
    [backCloses, armed],
  );
  useEffect(() => {
    const el = box.current;
    if (!guarded || !el) return;
    // Before the touch or key lands: what the fields held until the user did something.
    const first = () => {
      if (before.current === null) before.current = readFields(el);
    };
    const events = ['pointerdown', 'keydown', 'beforeinput', 'paste', 'drop'] as const;
    for (const e of events) el.addEventListener(e, first, true);
    return () => {
      for (const e of events) el.removeEventListener(e, first, true);
    };
  }, [guarded]);

  const form = () => box.current?.querySelector('form') ?? null;
  const stay = () => {
    if (asking?.byBack) setArmed((n) => n + 1); // Back used up the popup's entry
    setAsking(null);
  };
  return (
    <>
      <ModalOverlay
        isOpen
        className="dialog-backdrop"
        onOpenChange={(open) => (open ? undefined : request('escape'))}
        isKeyboardDismissDisabled={false}
      >
        <Modal className="dialog-frame">
          <AriaDialog ref={box} className="dialog stack" role={role}>
            <div className="dialog-head">
              <Heading slot="title" level={2}>
                {title}
              </Heading>
              {role === 'dialog' ? (
                // A way out in reach of the thumb, besides Back and Escape (a question must be answered).
                <button
                  type="button"
                  className="dialog-close"
                  aria-label={t('Close')}
                  onClick={() => request('close-button')}
                >
                  <Icon name="close" />
                </button>
              ) : null}
            </div>
            <CloseRequest.Provider value={(way) => requestRef.current(way)}>{children}</CloseRequest.Provider>
          </AriaDialog>
        </Modal>
      </ModalOverlay>
      {asking ? (
        <UnsavedPrompt
          what={t('this form')}
          onStay={stay}
          onDiscard={() => {
            setAsking(null);
            close.current();
          }}
          onSave={
            saves && form()?.querySelector('button[type="submit"]:not([disabled])')
              ? () => {
                  stay(); // the popup closes itself when the save goes through
                  form()?.requestSubmit();
                }
              : undefined
          }
        />
      ) : null}
    </>
  );
}
