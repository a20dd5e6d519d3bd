import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Dialog, DialogCancel } from '../../../ui/dialog';
import { CommentField, useCommentForm } from './comment-field';

/** Asked when a day is saved with non-compliances other than rule 3: the reason, 45 characters. */
export function NcCommentDialog({
  onSave,
  onCancel,
}: {
  onSave: (reason: string) => void;
  onCancel: () => void;
}) {
  const { control, handleSubmit } = useCommentForm();
  const save = handleSubmit(({ text }) => onSave(text));
  return (
    <Dialog title={t('Non-compliance comment')} onClose={onCancel} saves>
      <p className="muted" style={{ margin: 0 }}>
        {t('This day does not meet the rest rules. Please give the reason for the exception.')}
      </p>
      <form className="stack" onSubmit={(e) => void save(e)} noValidate>
        <CommentField control={control} label={t('Reason')} />
        <div className="row">
          <DialogCancel variant="secondary">{t('Cancel')}</DialogCancel>
          <Button type="submit" style={{ flex: 1 }}>
            {t('Save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
