import type { IssueNoteRecord } from '../../../contracts/issue-notes';
import type { Pending } from '../../../db/app-db';
import { isoDay, showDate } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';

/**
 * The notes under one issue: the text, who wrote it and when, and Edit and Delete for those who
 * may change it (its author, or level 5+). 'Not synced' while a change waits for the server.
 */
export function IssueNotes(props: {
  notes: readonly Pending<IssueNoteRecord>[];
  mayChange: (note: IssueNoteRecord) => boolean;
  onEdit: (note: IssueNoteRecord) => void;
  onDelete: (note: IssueNoteRecord) => void;
}) {
  if (!props.notes.length) return null;
  return (
    <ul className="issue-notes" aria-label={t('Notes')}>
      {props.notes.map((n) => (
        <li key={n.id} className="issue-note">
          <p>{n.text}</p>
          <div className="issue-note-foot">
            <span className="muted small">
              {n.authorName} · {showDate(isoDay(new Date(n.createdAt)))}
              {n.updatedAt !== n.createdAt ? ` ${t('· edited')}` : ''}
            </span>
            {n.pending ? <span className="pill pill-neutral">{t('Not synced')}</span> : null}
            {props.mayChange(n) ? (
              <span className="issue-note-actions">
                <Button
                  variant="ghost"
                  small
                  onClick={() => props.onEdit(n)}
                  aria-label={t('Edit note: {note}', { note: n.text })}
                >
                  {t('Edit')}
                </Button>
                <Button
                  variant="ghost"
                  small
                  onClick={() => props.onDelete(n)}
                  aria-label={t('Delete note: {note}', { note: n.text })}
                >
                  {t('Delete')}
                </Button>
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
