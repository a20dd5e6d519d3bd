import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { MSG } from '../../../contracts/messages';
import { COMMENT_MAX, type RestComment } from '../../../contracts/rest-hours';
import { addDays } from '../../../domain/calendar/iso-date';
import { RULE_EXPLAINED, RULE_TEXTS, type Violation } from '../../../domain/rest-hours/rules';
import { cellTime } from '../../../domain/rest-hours/weeks';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';

/** Each flag with its rule's text and the window that broke it, so the crew member sees why. */
export function FlagList({ flags, firstDate }: { flags: Violation[]; firstDate: string }) {
  const at = (cell: number) =>
    `${format(parseISO(addDays(firstDate, Math.floor(cell / 48))), 'EEE d')} ${cellTime(cell)}`;
  return (
    <>
      {flags.map((f) => (
        <div className="flag" key={f.rule}>
          <span className="flag-rule">Rule {f.rule}</span>
          <span>
            {RULE_TEXTS[f.rule]}
            <span className="small" style={{ display: 'block' }}>
              {RULE_EXPLAINED[f.rule]}
            </span>
            <span className="small" style={{ display: 'block' }}>
              {at(f.startCell)} – {at(f.endCell)}
            </span>
          </span>
        </div>
      ))}
    </>
  );
}

/** COMMENTS: the day's comments and a short form to add one (required, 45 characters). */
export function CommentsPanel(props: {
  comments: RestComment[];
  readOnly: boolean;
  onAdd: (text: string) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const add = async () => {
    const t = text.trim();
    if (!t) return setError(MSG.required);
    if (t.length > COMMENT_MAX) return setError(MSG.commentMax);
    await props.onAdd(t);
    setText('');
    setError(undefined);
    setOpen(false);
  };
  return (
    <div className="stack" style={{ gap: 8 }}>
      <div className="row-between">
        <strong className="small">Comments</strong>
        {props.readOnly ? null : (
          <Button small variant="ghost" onClick={() => setOpen(!open)}>
            Add comment
          </Button>
        )}
      </div>
      {props.comments.map((c) => (
        <div key={c.id} className="small comment">
          <span>{c.text}</span>
          <span className="muted">
            {c.kind === 'noncompliance' ? 'Non-compliance · ' : ''}
            {c.postedByName}, {format(parseISO(c.postedAt), 'd MMM HH:mm')}
          </span>
        </div>
      ))}
      {open ? (
        <div className="row" style={{ alignItems: 'flex-end' }}>
          <div style={{ flex: 1 }}>
            <TextField
              label="Comment"
              limit={COMMENT_MAX}
              value={text}
              onChange={(e) => setText(e.target.value)}
              error={error}
            />
          </div>
          <Button onClick={() => void add()}>Add</Button>
        </div>
      ) : null}
    </div>
  );
}
