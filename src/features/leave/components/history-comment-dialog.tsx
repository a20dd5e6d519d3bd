import { type FormEvent, useState } from 'react';
import type { LeaveProfileRecord } from '../../../contracts/leave-records';
import { MSG } from '../../../contracts/messages';
import { t } from '../../../i18n/i18n';
import { TextArea } from '../../../ui/text-area';
import { notifySaved } from '../../../ui/toast';
import { saveHistoryComment } from '../data/leave-report-api';
import { LeaveDialog } from './leave-dialog';

const LIMIT = 500;

/**
 * History comment update (doc 3, leave popups; updateComment): the comment of one entry of the
 * leave history. A comment is required (it is the entry's justification: an empty one would
 * erase it). Queued like every leave write, so it is saved at sea too; the profile page shows it
 * at once on the additional leave, rollover or rate it is of.
 */
export function HistoryCommentDialog(props: {
  userId: number;
  profile: LeaveProfileRecord;
  entry: Parameters<typeof saveHistoryComment>[2];
  /** What the entry is, as the history says it. */
  title: string;
  comment: string;
  onClose: () => void;
}) {
  const [comment, setComment] = useState(props.comment);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const text = comment.trim();
    if (!text) return setError(MSG.required);
    if (text.length > LIMIT) return setError(MSG.maxLength(LIMIT));
    setError(undefined);
    setBusy(true);
    try {
      await saveHistoryComment(props.userId, props.profile, props.entry, text);
      notifySaved('Comment saved');
      props.onClose();
    } catch {
      setError(MSG.status0);
    } finally {
      setBusy(false);
    }
  };
  return (
    <LeaveDialog
      title={t('Update comment')}
      onSubmit={(e) => void save(e)}
      onClose={props.onClose}
      busy={busy}
    >
      <p className="muted no-margin">{props.title}</p>
      <TextArea
        label={t('Comment')}
        value={comment}
        onChange={(e) => {
          setComment(e.target.value);
          if (error && e.target.value.trim()) setError(undefined);
        }}
        limit={LIMIT}
        rows={3}
        required
        error={error}
      />
    </LeaveDialog>
  );
}
