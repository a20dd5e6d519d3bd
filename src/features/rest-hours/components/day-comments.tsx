import type { RestComment } from '../../../contracts/rest-hours';
import type { StoredSession } from '../../../db/app-db';
import { db, requestSync } from '../../../lib/services';
import { deleteComment, editComment } from '../data/comment-commands';
import { addComment } from '../data/hor-commands';
import { CommentsPanel } from './comments-panel';

/** The day's comments, each change written on the device and sent with the next sync. */
export function DayComments(props: {
  session: StoredSession;
  day: { userId: number; vesselId: number; date: string };
  comments: RestComment[];
  readOnly: boolean;
  officer: boolean;
}) {
  const { session } = props;
  return (
    <CommentsPanel
      comments={props.comments}
      readOnly={props.readOnly}
      meId={session.user.id}
      officer={props.officer}
      onAdd={async (text) => {
        await addComment(db, session, { ...props.day, kind: 'comment', text }, Date.now());
        requestSync();
      }}
      onEdit={(c, text) => editComment(db, session, c, text, Date.now()).then(requestSync)}
      onDelete={(c) => deleteComment(db, session, c, Date.now()).then(requestSync)}
    />
  );
}
