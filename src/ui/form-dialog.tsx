import type { FormEvent, ReactNode } from 'react';
import { t } from '../i18n/i18n';
import { Button } from './button';
import { Dialog, useCloseRequest } from './dialog';
import { FormError } from './form-error';

/**
 * The frame of a popup's form: the fields, a form error above them, Cancel (or Back) and Save.
 * Saving works offline (the change is queued), so Save is not held back for want of a link,
 * except for an online-only change (`disabled`).
 */
export function FormDialog(props: {
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
  /** False when the popup asks about its unsaved input itself (useUnsavedGuard). */
  guardChanges?: boolean;
}) {
  return (
    <Dialog title={props.title} onClose={props.onClose} guardChanges={props.guardChanges}>
      <form className="stack dialog-form" onSubmit={props.onSubmit} noValidate>
        {/* The fields scroll above Cancel and Save, never under them (field test s58, item 17). */}
        <div className="stack dialog-body">
          <FormError message={props.error} />
          {props.children}
        </div>
        <div className="dialog-actions">
          <CancelButton label={props.cancelLabel ?? t('Cancel')} onCancel={props.onCancel} />
          <Button type="submit" disabled={props.busy || props.disabled}>
            {props.busy ? t('Saving…') : (props.saveLabel ?? t('Save'))}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Cancel drops what was typed as ✕ does, so it asks first too when something was changed. */
function CancelButton(props: { label: string; onCancel: (() => void) | undefined }) {
  const request = useCloseRequest();
  const { onCancel } = props;
  return (
    <Button type="button" variant="ghost" onClick={onCancel ?? (() => request?.('cancel'))}>
      {props.label}
    </Button>
  );
}
