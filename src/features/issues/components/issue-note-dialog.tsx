import { type FormEvent, useState } from 'react';
import { type IssueNoteSave, issueNoteSaveSchema } from '../../../contracts/issue-notes';
import { ISSUE_NOTE_MAX } from '../../../domain/issues/issue-notes';
import { t } from '../../../i18n/i18n';
import { FormDialog } from '../../../ui/form-dialog';
import { TextArea } from '../../../ui/text-area';

/**
 * Add or edit a note on an issue. Saving keeps it on the device and queues it for the server, so
 * it works offline; the text is checked by the same rule the server applies (required, 500 max).
 */
export function IssueNoteDialog(props: {
  /** What the note is about, as the issue reads ("Passport expires in 20 days"). */
  issue: string;
  body: Omit<IssueNoteSave, 'text'>;
  text?: string;
  onSave: (body: IssueNoteSave) => Promise<void>;
  onClose: () => void;
}) {
  const [text, setText] = useState(props.text ?? '');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = issueNoteSaveSchema.safeParse({ ...props.body, text });
    if (!checked.success) {
      setError(
        checked.error.issues.find((i) => i.path[0] === 'text')?.message ?? checked.error.issues[0]?.message,
      );
      return;
    }
    setBusy(true);
    try {
      await props.onSave({ ...props.body, text });
      props.onClose();
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      title={props.text === undefined ? t('Add note') : t('Edit note')}
      onSubmit={submit}
      onClose={props.onClose}
      busy={busy}
      error={failure}
    >
      <p className="muted small issue-note-about">{props.issue}</p>
      <TextArea
        label={t('Note')}
        value={text}
        limit={ISSUE_NOTE_MAX}
        maxLength={ISSUE_NOTE_MAX}
        rows={4}
        error={error}
        placeholder={t('Renewal ordered, surveyor on 12 Dec')}
        onChange={(e) => {
          setText(e.target.value);
          setError(undefined);
        }}
        autoFocus
      />
    </FormDialog>
  );
}
