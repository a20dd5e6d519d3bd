import { useState } from 'react';
import { Link } from 'react-router';
import type { IssueNoteRecord } from '../../../contracts/issue-notes';
import type { CrewIssue } from '../../../contracts/issues';
import type { Pending } from '../../../db/app-db';
import { addsIssueNotes, changesIssueNote, noteSubject } from '../../../domain/issues/issue-notes';
import { issueLink, issueSeverity, issueTitle } from '../../../domain/issues/issue-text';
import { t } from '../../../i18n/i18n';
import { db } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Icon } from '../../../ui/icons';
import { notify } from '../../../ui/toast';
import { deleteIssueNote, newIssueNoteId, saveIssueNote } from '../data/issue-note-commands';
import { IssueNoteDialog } from './issue-note-dialog';
import { IssueNotes } from './issue-notes';

/** The signed-in user, as a note's author. */
export type NoteAuthor = { id: number; name: string; level: number | null };

/**
 * One crew member's issue: its title, a link to where it is done, and its notes. Officers add a
 * note ('Add note'); its author or a purser and above edits or deletes it. Every change is kept on
 * the device and queued, so it works offline.
 */
export function IssueItem(props: {
  codename: string;
  vesselId: number;
  userId: number;
  issue: CrewIssue;
  today: string;
  notes: readonly Pending<IssueNoteRecord>[];
  me: NoteAuthor;
}) {
  const { issue, me } = props;
  const [editing, setEditing] = useState<IssueNoteRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<IssueNoteRecord | null>(null);
  const title = t(issueTitle(issue, props.today, t));
  const writer = () => ({ db, userId: me.id, authorName: me.name, now: Date.now() });
  const remove = async (note: IssueNoteRecord) => {
    setDeleting(null);
    try {
      await deleteIssueNote(writer(), note);
    } catch (e) {
      notify(t('The note was not deleted'), e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <li>
      <Link to={issueLink(props.codename, issue)} className={`issue-${issueSeverity(issue)}`}>
        <Icon name="alert" />
        <span>{title}</span>
        <Icon name="chevron" />
      </Link>
      <IssueNotes
        notes={props.notes}
        mayChange={(n) => changesIssueNote(me.level, me.id, n)}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
      {addsIssueNotes(me.level) ? (
        <Button variant="ghost" small className="issue-note-add" onClick={() => setEditing('new')}>
          <Icon name="plus" /> {t('Add note')}
          <span className="visually-hidden">
            {' '}
            {t('to')} {title}
          </span>
        </Button>
      ) : null}
      {editing ? (
        <IssueNoteDialog
          issue={title}
          body={{
            yachtId: props.vesselId,
            noteId: editing === 'new' ? newIssueNoteId() : editing.id,
            userId: props.userId,
            issueKey: noteSubject(issue),
          }}
          text={editing === 'new' ? undefined : editing.text}
          onSave={(body) => saveIssueNote(writer(), body)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('Delete note')}
          confirmLabel={t('Delete')}
          danger
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>
            {t('Delete this note? “')}
            {deleting.text}”
          </p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
