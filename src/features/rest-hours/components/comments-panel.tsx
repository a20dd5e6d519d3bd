import { useState } from 'react';
import type { RestComment } from '../../../contracts/rest-hours';
import { showDayMonthTime } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { CommentField, useCommentForm } from './comment-field';

/** One comment's text, edited in place (required, 45 characters). */
function CommentForm(props: {
  label: string;
  initial?: string;
  submit: string;
  onSave: (text: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const { control, handleSubmit, reset, formState } = useCommentForm(props.initial);
  const save = handleSubmit(async ({ text }) => {
    await props.onSave(text);
    reset({ text: '' });
  });
  return (
    <form className="stack" style={{ gap: 8 }} onSubmit={(e) => void save(e)} noValidate>
      <CommentField control={control} label={props.label} />
      <div className="row" style={{ justifyContent: 'flex-end' }}>
        {props.onCancel ? (
          <Button variant="ghost" type="button" onClick={props.onCancel}>
            {t('Cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={formState.isSubmitting}>
          {props.submit}
        </Button>
      </div>
    </form>
  );
}

/**
 * COMMENTS: the day's comments, a short form to add one, and for each the author's Edit and
 * Delete (officers may delete any); none of it in a read-only (countersigned) month.
 */
export function CommentsPanel(props: {
  comments: RestComment[];
  readOnly: boolean;
  meId: number;
  officer: boolean;
  onAdd: (text: string) => Promise<void>;
  onEdit: (comment: RestComment, text: string) => Promise<void>;
  onDelete: (comment: RestComment) => Promise<void>;
}) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<RestComment | null>(null);
  return (
    <div className="stack" style={{ gap: 8 }}>
      <div className="row-between">
        <strong className="small">{t('Comments')}</strong>
        {props.readOnly || adding ? null : (
          <Button small variant="ghost" onClick={() => setAdding(true)}>
            {t('Add comment')}
          </Button>
        )}
      </div>
      {props.comments.length === 0 && !adding ? (
        <p className="small muted" style={{ margin: 0 }}>
          {t('No comments. Add one to explain a drill, a call-out or a breach.')}
        </p>
      ) : null}
      {props.comments.map((c) =>
        editing === c.id ? (
          <CommentForm
            key={c.id}
            label={t('Edit comment')}
            initial={c.text}
            submit="Save"
            onCancel={() => setEditing(null)}
            onSave={async (text) => {
              await props.onEdit(c, text);
              setEditing(null);
            }}
          />
        ) : (
          <div key={c.id} className="small comment">
            <span>{c.text}</span>
            <span className="muted">
              {c.kind === 'noncompliance' ? `${t('Non-compliance')} · ` : ''}
              {c.postedByName}, {showDayMonthTime(c.postedAt)}
            </span>
            {props.readOnly ? null : (
              <span className="row" style={{ gap: 4 }}>
                {c.postedBy === props.meId ? (
                  <Button
                    small
                    variant="ghost"
                    aria-label={t("Edit comment ''{text}''", { text: c.text })}
                    onClick={() => setEditing(c.id)}
                  >
                    {t('Edit')}
                  </Button>
                ) : null}
                {c.postedBy === props.meId || props.officer ? (
                  <Button
                    small
                    variant="ghost"
                    className="btn-danger-text"
                    aria-label={t("Delete comment ''{text}''", { text: c.text })}
                    onClick={() => setDeleting(c)}
                  >
                    {t('Delete')}
                  </Button>
                ) : null}
              </span>
            )}
          </div>
        ),
      )}
      {adding ? (
        <CommentForm
          label={t('Comment')}
          submit="Add"
          onCancel={() => setAdding(false)}
          onSave={async (text) => {
            await props.onAdd(text);
            setAdding(false);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('Delete comment')}
          confirmLabel={t('Delete')}
          danger
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const c = deleting;
            setDeleting(null);
            void props.onDelete(c);
          }}
        >
          {t("Delete the comment ''{text}''?", { text: deleting.text })}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
