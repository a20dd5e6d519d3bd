import { t } from '../i18n/i18n';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * The question before typed input is lost: keep editing, discard, or save (without `onSave`,
 * what was typed has no save of its own: discard or keep editing). Back answers "keep editing"
 * unless `backCloses` is false (the prompt stands where Back already went).
 */
export function UnsavedPrompt(props: {
  what: string;
  onStay: () => void;
  onDiscard: () => void;
  onSave?: (() => void) | undefined;
  backCloses?: boolean;
}) {
  return (
    <Dialog
      title={t('Unsaved changes')}
      onClose={props.onStay}
      role="alertdialog"
      backCloses={props.backCloses ?? true}
    >
      <p style={{ margin: 0 }}>
        {t('You changed')} {props.what} {t('and have not saved it yet.')}
      </p>
      <div className="dialog-actions">
        <Button variant="ghost" onClick={props.onStay}>
          {t('Keep editing')}
        </Button>
        <Button variant="secondary" onClick={props.onDiscard}>
          {t('Discard')}
        </Button>
        {props.onSave ? (
          <Button onClick={props.onSave} autoFocus>
            {t('Save')}
          </Button>
        ) : null}
      </div>
    </Dialog>
  );
}
