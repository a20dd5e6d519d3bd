import { useState } from 'react';
import { exceptionPeriodsSchema } from '../../../contracts/exception-regime';
import { MSG } from '../../../contracts/messages';
import { isoDay, showDateRange } from '../../../domain/dates/format';
import { type ExceptionPeriod, periodDays, periodFlags } from '../../../domain/rest-hours/exception-regime';
import { calendarMembers } from '../../../domain/rest-hours/own-row';
import { t } from '../../../i18n/i18n';
import { db, requestSync } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { DateField } from '../../../ui/date-field';
import { queueExceptionPeriods, useExceptionPeriods } from '../data/exception-periods';
import { useMembers } from '../data/use-hor-data';
import { periodCrewText, WatchkeeperPicker } from './watchkeeper-picker';

/**
 * The vessel's STCW exception periods (A-VIII/1 para 9): everyone on the settings page sees
 * them and whom each is for, the master (level 6+) adds, edits and removes them, offline too.
 * The regime is for watchkeepers alone, so the master ticks the crew members a period is for.
 */
export function ExceptionRegimeCard(props: { userId: number; vesselId: number; master: boolean }) {
  const { periods, waiting } = useExceptionPeriods(props.vesselId);
  const members = useMembers(props.vesselId);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  // The saved period being edited: the form replaces it (its dates or its watchkeepers).
  const [editing, setEditing] = useState<ExceptionPeriod | null>(null);
  const [errors, setErrors] = useState<{ from?: string; to?: string; crew?: string; list?: string }>({});
  // Who may be named: the crew the master's copy holds (fleet managers keep no records), on
  // board at the period's start or later, and anyone already ticked.
  const since = from || isoDay(new Date());
  const crew = calendarMembers(members, props.userId, true).filter(
    (m) => m.endDate === null || m.endDate >= since || picked.includes(m.userId),
  );
  const save = async (next: ExceptionPeriod[]) => {
    await queueExceptionPeriods(db, props.userId, props.vesselId, next, Date.now());
    requestSync();
  };
  const reset = () => {
    setErrors({});
    setFrom('');
    setTo('');
    setPicked([]);
    setEditing(null);
  };
  const edit = (p: ExceptionPeriod) => {
    setErrors({});
    setEditing(p);
    setFrom(p.from);
    setTo(p.to);
    setPicked(p.userIds ?? []);
  };
  const add = async () => {
    if (!from || !to || picked.length === 0) {
      setErrors({
        from: from ? undefined : MSG.required,
        to: to ? undefined : MSG.required,
        crew: picked.length === 0 ? t('Choose at least one watchkeeper.') : undefined,
      });
      return;
    }
    // By its dates, not its object: a sync meanwhile re-reads the list as new objects.
    const others = periods.filter((x) => !(editing && x.from === editing.from && x.to === editing.to));
    const checked = exceptionPeriodsSchema.safeParse([
      ...others,
      { from, to, userIds: [...picked].sort((a, b) => a - b) },
    ]);
    if (!checked.success) {
      const found: typeof errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path.at(-1);
        if (field === 'from' || field === 'to') found[field] ??= t(issue.message);
        else if (issue.path.includes('userIds')) found.crew ??= t(issue.message);
        else found.list ??= t(issue.message);
      }
      setErrors(found);
      return;
    }
    reset();
    await save(checked.data);
  };
  const flags = periodFlags(periods);
  return (
    <section className="card stack">
      <h2>{t('STCW exception regime')}</h2>
      <p className="small muted" style={{ margin: 0 }}>
        {t(
          'For watchkeepers, as the flag State allows (STCW A-VIII/1 para 9): 70 hours of rest in any 7 days and rest in up to 3 periods, for at most 2 consecutive weeks.',
        )}
      </p>
      {periods.length === 0 ? <p className="small muted">{t('No exception period.')}</p> : null}
      <ul className="stack" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {periods.map((p) => (
          <li key={p.from} className="row-between" style={{ flexWrap: 'wrap', gap: 8 }}>
            <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {t('{range} ({count} days)', { range: showDateRange(p.from, p.to), count: periodDays(p) })}
              <br />
              <span className="small muted">{periodCrewText(p, members)}</span>
            </span>
            {props.master ? (
              <span className="row">
                <Button variant="secondary" small onClick={() => edit(p)}>
                  {t('Edit')}
                </Button>
                <Button variant="secondary" small onClick={() => void save(periods.filter((x) => x !== p))}>
                  {t('Remove')}
                </Button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {flags.map((f) => (
        <p key={`${f.kind}${f.date}`} className="small field-error" role="alert">
          {t(f.text)}
        </p>
      ))}
      {waiting ? (
        <p className="small muted" role="status">
          {t('Saved on this device · waiting to sync')}
        </p>
      ) : null}
      {props.master ? (
        <div className="stack">
          <div className="row" style={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <DateField label={t('Start')} value={from} onChange={setFrom} error={errors.from} />
            <DateField label={t('End')} value={to} onChange={setTo} error={errors.to} />
          </div>
          <WatchkeeperPicker crew={crew} picked={picked} onChange={setPicked} error={errors.crew} />
          {errors.list ? <p className="small field-error">{t(errors.list)}</p> : null}
          <div className="row" style={{ flexWrap: 'wrap' }}>
            <Button onClick={() => void add()}>{editing ? t('Save period') : t('Add period')}</Button>
            {editing ? (
              <Button variant="secondary" onClick={reset}>
                {t('Cancel')}
              </Button>
            ) : null}
          </div>
        </div>
      ) : (
        <p className="small muted">{t('Only the master changes the exception regime.')}</p>
      )}
    </section>
  );
}
