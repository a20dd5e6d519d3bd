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
        Cancel
      </Button>
      <Button variant={props.variant} onClick={props.onConfirm} disabled={props.busy || props.disabled}>
        {props.busy ? props.busyLabel : props.label}
      </Button>
    </div>
  );
}
