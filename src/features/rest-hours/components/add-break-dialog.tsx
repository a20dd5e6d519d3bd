import { useState } from 'react';
import { addBreak, CELLS_PER_DAY, DEFAULT_BREAK } from '../../../domain/rest-hours/timeline';
import { cellTime } from '../../../domain/rest-hours/weeks';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';
import { Select } from '../../../ui/select';

const SLOTS = Array.from({ length: CELLS_PER_DAY }, (_, i) => i);
const LENGTHS = [1, 2, 3, 4, 6, 8];

/** Add Break: a rest block inside work, 12:00 for an hour unless changed; overlaps are refused. */
export function AddBreakDialog({
  work,
  onAdd,
  onClose,
}: {
  work: string;
  onAdd: (work: string) => void;
  onClose: () => void;
}) {
  const [start, setStart] = useState<number>(DEFAULT_BREAK.start);
  const [length, setLength] = useState<number>(DEFAULT_BREAK.length);
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const r = addBreak(work, start, length);
    if (!r.ok) return setError(r.error);
    onAdd(r.work);
    onClose();
  };
  return (
    <Dialog title="Add break" onClose={onClose}>
      <div className="totals">
        <Select
          label="Starts"
          value={String(start)}
          onChange={(v) => setStart(Number(v))}
          choices={SLOTS.map((c) => ({ id: String(c), label: cellTime(c) }))}
        />
        <Select
          label="Duration"
          value={String(length)}
          onChange={(v) => setLength(Number(v))}
          choices={LENGTHS.map((l) => ({ id: String(l), label: l * 30 >= 60 ? `${l / 2} h` : '30 min' }))}
        />
      </div>
      <FormError message={error} />
      <div className="dialog-actions">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={add}>Add break</Button>
      </div>
    </Dialog>
  );
}
