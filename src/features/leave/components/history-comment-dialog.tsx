import { type FormEvent, useState } from 'react';
import { MSG } from '../../../contracts/messages';
import { ApiError } from '../../../lib/api-client';
import { useOnline } from '../../../lib/use-online';
import { TextArea } from '../../../ui/text-area';
import { notify } from '../../../ui/toast';
import { useUpdateHistoryComment } from '../data/leave-report-api';
import { LeaveDialog } from './leave-dialog';

const LIMIT = 500;

/**
 * History comment update (doc 3, leave popups; updateComment): the comment of one entry of the
 * leave history. Online only, as the history itself is read from the server.
 */
export function HistoryCommentDialog(props: {
  yachtId: number;
  profileId: string;
  entryId: number;
  what: string;
  comment: string;
  onClose: () => void;
}) {
  const online = useOnline();
  const update = useUpdateHistoryComment(props.profileId);
  const [comment, setComment] = useState(props.comment);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (comment.trim().length > LIMIT) return setError(MSG.maxLength(LIMIT));
    setBusy(true);
    try {
      await update(props.entryId, props.yachtId, comment);
      notify('Comment saved');
      props.onClose();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : MSG.status0);
    } finally {
      setBusy(false);
    }
  };
  return (
    <LeaveDialog
      title="Update comment"
      onSubmit={(e) => void save(e)}
      onClose={props.onClose}
      busy={busy}
      disabled={!online}
      error={error}
    >
      <p className="muted no-margin">{props.what}</p>
      <TextArea
        label="Comment"
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        limit={LIMIT}
        rows={3}
      />
      {online ? null : <span className="small muted">Saving a comment needs a connection.</span>}
    </LeaveDialog>
  );
}
