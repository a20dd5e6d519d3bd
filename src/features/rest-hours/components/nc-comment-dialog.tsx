import { useState } from 'react';
import { MSG } from '../../../contracts/messages';
import { COMMENT_MAX } from '../../../contracts/rest-hours';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';

/** Asked when a day is saved with non-compliances other than rule 3: the reason, 45 characters. */
export function NcCommentDialog({
  onSave,
  onCancel,
}: {
  onSave: (reason: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const save = () => {
    const t = text.trim();
    if (!t) return setError(MSG.required);
    if (t.length > COMMENT_MAX) return setError(MSG.commentMax);
    onSave(t);
  };
  return (
    <Dialog title="Non-compliance comment" onClose={onCancel}>
      <p className="muted" style={{ margin: 0 }}>
        This day does not meet the rest rules. Please give the reason for the exception.
      </p>
      <TextField
        label="Reason"
        limit={COMMENT_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error}
      />
      <div className="row">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={save} style={{ flex: 1 }}>
          Save
        </Button>
      </div>
    </Dialog>
  );
}
