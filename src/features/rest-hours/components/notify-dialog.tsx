import { useState } from 'react';
import type { Member } from '../../../contracts/rest-hours';
import type { StoredSession } from '../../../db/app-db';
import { db, requestSync } from '../../../lib/services';
import { enqueue } from '../../../sync/outbox';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Dialog } from '../../../ui/dialog';

/** After sign-off: tell supervisors the month is ready to countersign (sent when online). */
export function NotifyDialog(props: {
  session: StoredSession;
  vesselId: number;
  month: string;
  people: Member[];
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const all = chosen.size === props.people.length && props.people.length > 0;
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };
  const send = async () => {
    if (chosen.size === 0) return setError('Select at least one user.');
    await enqueue(
      db,
      {
        op: 'hor/month/notify',
        body: { yachtId: props.vesselId, month: props.month, userIds: [...chosen] },
        baseVersion: 0,
        coalesceKey: null,
        userId: props.session.user.id,
      },
      Date.now(),
    );
    requestSync();
    props.onClose();
  };
  return (
    <Dialog title="Notify people" onClose={props.onClose}>
      <p className="muted small" style={{ margin: 0 }}>
        Your month is signed off. Who should know it is ready to countersign?
      </p>
      <Checkbox
        checked={all}
        onChange={() => setChosen(all ? new Set() : new Set(props.people.map((p) => p.userId)))}
      >
        Select all
      </Checkbox>
      <div className="stack" style={{ maxHeight: 270, overflowY: 'auto', gap: 0 }}>
        {props.people.map((p) => (
          <Checkbox key={p.userId} checked={chosen.has(p.userId)} onChange={() => toggle(p.userId)}>
            {p.firstName} {p.lastName} <span className="muted small">· {p.positionName ?? p.roleName}</span>
          </Checkbox>
        ))}
      </div>
      {error ? <div className="form-error">{error}</div> : null}
      <div className="row">
        <Button variant="secondary" onClick={props.onClose}>
          Cancel
        </Button>
        <Button style={{ flex: 1 }} onClick={() => void send()}>
          Send
        </Button>
      </div>
    </Dialog>
  );
}
