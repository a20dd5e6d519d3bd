import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';

/**
 * The frame of a certificate popup's form: the fields, a form error above them, Cancel and Save.
 * Saving works offline (the change is queued), so Save is never held back for a connection.
 */
export function FormDialog(props: {
  title: string;
  onSubmit: (e: FormEvent) => void;
  onClose: () => void;
  saveLabel?: string;
  busy?: boolean;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Dialog title={props.title} onClose={props.onClose}>
      <form className="stack" onSubmit={props.onSubmit} noValidate>
        <FormError message={props.error} />
        {props.children}
        <div className="dialog-actions">
          <Button variant="ghost" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={props.busy}>
            {props.busy ? 'Saving…' : (props.saveLabel ?? 'Save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
