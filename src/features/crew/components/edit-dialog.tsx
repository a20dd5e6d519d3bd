import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';

/**
 * The frame of a crew popup's form: the fields, an error above them, Cancel and Save. Saving
 * works offline (the change is queued), so it is never disabled for want of a connection.
 */
export function EditDialog(props: {
  title: string;
  onSubmit: (e: FormEvent) => void;
  onClose: () => void;
  busy: boolean;
  /** Save cannot be pressed (an online-only change while offline), without saying 'Saving…'. */
  disabled?: boolean;
  error?: string | undefined;
  children: ReactNode;
  saveLabel?: string;
}) {
  return (
    <Dialog title={props.title} onClose={props.onClose}>
      <form className="stack" onSubmit={props.onSubmit} noValidate>
        <FormError message={props.error} />
        {props.children}
        <div className="dialog-actions">
          <Button type="button" variant="ghost" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={props.busy || props.disabled}>
            {props.busy ? 'Saving…' : (props.saveLabel ?? 'Save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
