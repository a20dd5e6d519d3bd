import { type ReactNode, useEffect, useRef } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { t } from '../i18n/i18n';
import { closeOnBack } from './history-popups';
import { Icon } from './icons';

/**
 * A modal popup on react-aria (focus trapped, scroll locked, Escape closes): a bottom sheet on
 * phones, centred on wider screens, never wider than the screen. Opening it pushes a history
 * entry, so the phone's Back button closes the popup instead of leaving the page (the spec).
 */
export function Dialog({
  title,
  children,
  onClose,
  role = 'dialog',
  backCloses = true,
}: {
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** 'alertdialog' for a question that must be answered (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  /** False when the popup itself answers a Back press (it has no history entry of its own). */
  backCloses?: boolean;
}) {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => (backCloses ? closeOnBack(() => close.current()) : undefined), [backCloses]);
  return (
    <ModalOverlay
      isOpen
      className="dialog-backdrop"
      onOpenChange={(open) => (open ? undefined : close.current())}
      isKeyboardDismissDisabled={false}
    >
      <Modal className="dialog-frame">
        <AriaDialog className="dialog stack" role={role}>
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
                onClick={() => close.current()}
              >
                <Icon name="close" />
              </button>
            ) : null}
          </div>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
