import { useState } from 'react';
import { MSG } from '../../../contracts/messages';
import type { Member } from '../../../contracts/rest-hours';
import { monthOf } from '../../../domain/calendar/iso-date';
import { planCopy } from '../../../domain/rest-hours/copy-days';
import { db, requestSync } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { DateField } from '../../../ui/date-field';
import { Dialog } from '../../../ui/dialog';
import { Select } from '../../../ui/select';
import { notify } from '../../../ui/toast';
import { saveRestDay } from '../data/save-rest-day';

/** Copy days from one user and date range to another; written on the device, sent later. */
export function CopyDaysDialog(props: {
  vesselId: number;
  members: Member[];
  userId: number;
  date: string;
  onClose: () => void;
}) {
  const [form, setForm] = useState({
    fromUser: String(props.userId),
    fromBegin: props.date,
    fromEnd: props.date,
    toUser: String(props.userId),
    toBegin: '',
    toEnd: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const set = (k: keyof typeof form) => (value: string) => setForm({ ...form, [k]: value });

  const copy = async () => {
    const missing = Object.fromEntries(
      Object.entries(form)
        .filter(([, v]) => !v)
        .map(([k]) => [k, MSG.required]),
    );
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const fromUser = Number(form.fromUser);
    const toUser = Number(form.toUser);
    const source = await db.restDays
      .where('[userId+vesselId+date]')
      .between(
        [fromUser, props.vesselId, form.fromBegin],
        [fromUser, props.vesselId, form.fromEnd],
        true,
        true,
      )
      .toArray();
    const plan = planCopy(
      source,
      { begin: form.fromBegin, end: form.fromEnd },
      { begin: form.toBegin, end: form.toEnd },
    );
    if ('error' in plan) return setMessage(plan.error);
    for (const month of new Set(plan.map((p) => monthOf(p.date)))) {
      if ((await db.restMonths.get([toUser, props.vesselId, month]))?.counterSignedBy) {
        return setMessage('A countersigned month is read-only: choose other days.');
      }
    }
    const now = Date.now();
    for (const item of plan)
      await saveRestDay(
        db,
        { userId: toUser, vesselId: props.vesselId, date: item.date, work: item.work },
        now,
      );
    requestSync();
    notify(
      plan.length === 1 ? 'Copied to 1 day' : `Copied to ${plan.length} days`,
      'Saved on this device. The Sync page shows them until they reach the server.',
    );
    props.onClose();
  };

  const people = props.members.length ? props.members : [];
  const userSelect = (key: 'fromUser' | 'toUser', label: string) => (
    <Select
      label={label}
      value={form[key]}
      onChange={set(key)}
      choices={people.map((m) => ({ id: String(m.userId), label: `${m.firstName} ${m.lastName}` }))}
    />
  );
  const dateField = (key: 'fromBegin' | 'fromEnd' | 'toBegin' | 'toEnd', label: string) => (
    <DateField label={label} value={form[key]} onChange={set(key)} error={errors[key]} />
  );
  return (
    <Dialog title="Copy days" onClose={props.onClose}>
      {people.length > 1 ? userSelect('fromUser', 'From crew member') : null}
      <div className="totals">
        {dateField('fromBegin', 'From')}
        {dateField('fromEnd', 'To')}
      </div>
      {people.length > 1 ? userSelect('toUser', 'Copy to crew member') : null}
      <div className="totals">
        {dateField('toBegin', 'Copy to, from')}
        {dateField('toEnd', 'Copy to, until')}
      </div>
      {message ? <div className="form-error">{message}</div> : null}
      <div className="dialog-actions">
        <Button variant="ghost" onClick={props.onClose}>
          Cancel
        </Button>
        <Button onClick={() => void copy()}>Copy</Button>
      </div>
    </Dialog>
  );
}
