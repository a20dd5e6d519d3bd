import type { FormEvent, ReactNode } from 'react';
import { t } from '../i18n/i18n';
import { Button } from './button';
import { Dialog, DialogCancel } from './dialog';
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
    <Dialog
      title={props.title}
      onClose={props.onClose}
      guardChanges={props.guardChanges}
      // The prompt's Save is this Save; a form that sends or moves something has no save to offer.
      saves={props.saveLabel === undefined || props.saveLabel === t('Save')}
    >
      <form className="stack dialog-form" onSubmit={props.onSubmit} noValidate>
        {/* The fields scroll above Cancel and Save, never under them (field test s58, item 17). */}
        <div className="stack dialog-body">
          <FormError message={props.error} />
          {props.children}
        </div>
        <div className="dialog-actions">
          {props.onCancel ? (
            <Button type="button" variant="ghost" onClick={props.onCancel}>
              {props.cancelLabel ?? t('Cancel')}
            </Button>
          ) : (
            <DialogCancel>{props.cancelLabel ?? t('Cancel')}</DialogCancel>
          )}
          <Button type="submit" disabled={props.busy || props.disabled}>
            {props.busy ? t('Saving…') : (props.saveLabel ?? t('Save'))}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
