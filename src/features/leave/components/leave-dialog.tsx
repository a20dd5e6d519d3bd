import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';

/**
 * The frame of a leave popup's form: the fields, an error above them, Cancel (or Back) and
 * Save. Saving works offline (the change is queued), so it is not disabled for want of a link,
 * except for an online-only change (`disabled`).
 */
export function LeaveDialog(props: {
  title: string;
  onSubmit: (e: FormEvent) => void;
  onClose: () => void;
  busy?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  children: ReactNode;
  saveLabel?: string;
  cancelLabel?: string;
  onCancel?: () => void;
}) {
  return (
    <Dialog title={props.title} onClose={props.onClose}>
      <form className="stack" onSubmit={props.onSubmit} noValidate>
        <FormError message={props.error} />
        {props.children}
        <div className="dialog-actions">
          <Button type="button" variant="ghost" onClick={props.onCancel ?? props.onClose}>
            {props.cancelLabel ?? 'Cancel'}
          </Button>
          <Button type="submit" disabled={props.busy || props.disabled}>
            {props.busy ? 'Saving…' : (props.saveLabel ?? 'Save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
