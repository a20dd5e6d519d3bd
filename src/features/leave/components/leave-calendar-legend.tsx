import { useState } from 'react';
import type { LeaveType } from '../../../contracts/leave-records';
import { MSG } from '../../../contracts/messages';
import { colourTakenBy } from '../../../domain/leave/type-colour';
import { editableTypes, typesToSave } from '../../../domain/leave/type-list';
import { msg } from '../../../i18n/msg';
import { ApiError } from '../../../lib/api-client';
import { useOnline } from '../../../lib/use-online';
import { Button } from '../../../ui/button';
import { notify } from '../../../ui/toast';
import { saveLeaveTypes } from '../data/leave-api';
import { ColorPicker } from './color-picker';
import { colourStyle, typeMark, typeName } from './leave-calendar-look';
import { LeaveTypesDialog } from './leave-types-dialog';
import './leave-calendar.css';
import { t } from '../../../i18n/i18n';

/** A colour just changed, which Undo puts back. */
interface Change {
  typeId: number;
  name: string;
  before: string;
}

/** How the calendar draws a request of each status, in the type's colour. */
const STATE_KEYS = [
  ['cal-booked', msg('Approved or checked (drawn alike)')],
  ['cal-pending', msg('Pending')],
  ['cal-draft', msg('Draft')],
] as const;

/**
 * The key of the table: each leave type's colour and mark, and how a status is drawn. Those who
 * manage the leave types (level 5) change a colour here with the colour picker popover (22
 * preset colours), or open the leave types popup; both save online, like the popup. A colour
 * is the vessel's, for everyone, so a change says so and can be undone; a colour another type
 * has is refused (two types alike would read as one).
 */
export function LeaveCalendarLegend(props: {
  vesselId: number;
  types: readonly LeaveType[];
  manages: boolean;
}) {
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState<number | null>(null);
  const [changed, setChanged] = useState<Change | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const save = async (type: LeaveType, color: string) => {
    setSaving(type.id);
    try {
      const list = editableTypes(props.types).map((t) => (t.id === type.id ? { ...t, color } : t));
      await saveLeaveTypes(props.vesselId, { types: typesToSave(list) });
      return true;
    } catch (err) {
      const api = err instanceof ApiError ? err : null;
      notify(t('The colour was not changed.'), api?.fieldErrors[0]?.message ?? api?.message ?? MSG.status0);
      return false;
    } finally {
      setSaving(null);
    }
  };
  const recolour = async (type: LeaveType, color: string) => {
    setRefused(null);
    if (color.toUpperCase() === type.color.toUpperCase()) return;
    const taken = colourTakenBy(props.types, type.id, color);
    if (taken) {
      setRefused(
        t('{taken} already has this colour: choose another one for {type}.', {
          taken: taken.name,
          type: typeName(type),
        }),
      );
      return;
    }
    if (await save(type, color)) setChanged({ typeId: type.id, name: typeName(type), before: type.color });
  };
  const undo = async (change: Change) => {
    const type = props.types.find((t) => t.id === change.typeId);
    if (!type) return setChanged(null);
    const taken = colourTakenBy(props.types, type.id, change.before);
    if (taken) {
      setChanged(null);
      setRefused(
        t('{taken} has the old colour of {type} now: it was not put back.', {
          taken: taken.name,
          type: typeName(type),
        }),
      );
      return;
    }
    if (await save(type, change.before)) {
      setChanged(null);
      notify(t('{type}: colour put back.', { type: typeName(type) }));
    }
  };
  const picks = props.manages && online;
  return (
    <section className="card cal-legend" aria-label={t('Key')}>
      <div className="row-between">
        <h2 className="no-margin">{t('Key')}</h2>
        {props.manages ? (
          <Button variant="secondary" small onClick={() => setOpen(true)}>
            {t('Leave types')}
          </Button>
        ) : null}
      </div>
      <ul className="cal-legend-types" aria-label={t('Leave types')}>
        {props.types.map((type) => (
          <li key={type.id} className="cal-legend-type" aria-busy={saving === type.id || undefined}>
            <span className="cal-cell cal-booked cal-key" style={colourStyle(type)} aria-hidden="true">
              <span className="cal-mark">{typeMark(typeName(type))}</span>
            </span>
            <span>
              {typeName(type)}
              <span className="small muted">
                {type.isOnBoard ? ` ${t('· on board')}` : ` ${t('· off board')}`}
              </span>
            </span>
            {picks && !type.viewOnly ? (
              <ColorPicker
                label={typeName(type)}
                value={type.color}
                onChange={(c) => void recolour(type, c)}
              />
            ) : null}
          </li>
        ))}
      </ul>
      {refused ? (
        <p className="field-error no-margin" role="alert">
          {t(refused)}
        </p>
      ) : null}
      {/* A live region there before its words, so the change is read out. */}
      <div className={changed ? 'cal-legend-changed' : undefined} role="status">
        {changed ? (
          <>
            <span>
              {t('{type} now has this colour for everyone on this vessel.', { type: changed.name })}
            </span>
            <Button variant="secondary" small onClick={() => void undo(changed)} disabled={saving !== null}>
              {t('Undo')}
            </Button>
          </>
        ) : null}
      </div>
      <ul className="cal-legend-states small" aria-label={t('Statuses')}>
        {STATE_KEYS.map(([state, words]) => (
          <li key={state}>
            <span
              className={`cal-cell ${state} cal-key`}
              style={colourStyle(props.types[0])}
              aria-hidden="true"
            />{' '}
            {t(words)}
          </li>
        ))}
        <li>
          <span className="cal-cell cal-off cal-key" aria-hidden="true" /> {t('Not employed')}
        </li>
      </ul>
      <p className="small muted no-margin">
        {t(
          'Denied requests are not drawn. Crew on board leaves out approved and checked leave of types off board and, from today, those the crew list has ashore; * marks a day with fewer on board once the pending requests are approved.',
        )}
      </p>
      {props.manages && !online ? (
        <p className="small muted no-margin">{t('Colours can be changed once the shore can be reached.')}</p>
      ) : null}
      {open ? (
        <LeaveTypesDialog vesselId={props.vesselId} types={props.types} onClose={() => setOpen(false)} />
      ) : null}
    </section>
  );
}
