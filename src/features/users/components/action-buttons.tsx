import type { ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';

/** Cancel, and the dialog's action ('…ing' while it is sent). */
export function Actions(props: {
  onClose: () => void;
  onConfirm: () => void;
  disabled?: boolean;
  busy: boolean;
  busyLabel: string;
  label: string;
  variant?: 'primary' | 'danger';
}) {
  return (
    <div className="dialog-actions">
      <Button variant="ghost" onClick={props.onClose}>
        {t('Cancel')}
      </Button>
      <Button variant={props.variant} onClick={props.onConfirm} disabled={props.busy || props.disabled}>
        {props.busy ? props.busyLabel : props.label}
      </Button>
    </div>
  );
}

/**
 * A move to another vessel: with none where the caller is a captain or above it says so (and
 * the action cannot be pressed); else `children`, the choices.
 */
export function OtherVesselChoice(props: {
  none: boolean;
  children: ReactNode;
  onClose: () => void;
  onConfirm: () => void;
  busy: boolean;
  busyLabel: string;
  label: string;
}) {
  const { none, children, ...actions } = props;
  return (
    <>
      {none ? (
        <p className="muted no-margin">{t('You are not a captain or above on another vessel.')}</p>
      ) : (
        children
      )}
      <Actions {...actions} disabled={none} />
    </>
  );
}
