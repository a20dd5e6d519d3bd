import type { ReactNode } from 'react';
import { t } from '../i18n/i18n';
import { Button } from './button';
import { Dialog } from './dialog';

/** A question before an action that cannot be taken back silently (instead of window.confirm). */
export function ConfirmDialog(props: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  backCloses?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog title={props.title} onClose={props.onCancel} role="alertdialog" backCloses={props.backCloses}>
      <div>{props.children}</div>
      <div className="dialog-actions">
        <Button variant="ghost" onClick={props.onCancel}>
          {props.cancelLabel ?? t('Cancel')}
        </Button>
        <Button variant={props.danger ? 'danger' : 'primary'} onClick={props.onConfirm} autoFocus>
          {props.confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
