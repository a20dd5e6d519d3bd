import { useState } from 'react';
import { addBreak, CELLS_PER_DAY, DEFAULT_BREAK } from '../../../domain/rest-hours/timeline';
import { cellTime } from '../../../domain/rest-hours/weeks';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';

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
    <Dialog title="Add Break" onClose={onClose}>
      <div className="totals">
        <label className="field">
          <span className="small">Starts</span>
          <select className="input" value={start} onChange={(e) => setStart(Number(e.target.value))}>
            {SLOTS.map((s) => (
              <option key={s} value={s}>
                {cellTime(s)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="small">Lasts</span>
          <select className="input" value={length} onChange={(e) => setLength(Number(e.target.value))}>
            {LENGTHS.map((l) => (
              <option key={l} value={l}>
                {l * 30 >= 60 ? `${l / 2} h` : '30 min'}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error ? (
        <div className="form-error" role="alert">
          {error}
        </div>
      ) : null}
      <div className="row">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button style={{ flex: 1 }} onClick={add}>
          Add
        </Button>
      </div>
    </Dialog>
  );
}
