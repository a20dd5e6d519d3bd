import { useState } from 'react';
import { exceptionPeriodsSchema } from '../../../contracts/exception-regime';
import { MSG } from '../../../contracts/messages';
import { showDateRange } from '../../../domain/dates/format';
import { type ExceptionPeriod, periodDays, periodFlags } from '../../../domain/rest-hours/exception-regime';
import { t } from '../../../i18n/i18n';
import { db, requestSync } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { DateField } from '../../../ui/date-field';
import { queueExceptionPeriods, useExceptionPeriods } from '../data/exception-periods';

/**
 * The vessel's STCW exception periods (A-VIII/1 para 9): everyone on the settings page sees
 * them, the master (level 6+) adds and removes them, offline too.
 */
export function ExceptionRegimeCard(props: { userId: number; vesselId: number; master: boolean }) {
  const { periods, waiting } = useExceptionPeriods(props.vesselId);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<{ from?: string; to?: string; list?: string }>({});
  const save = async (next: ExceptionPeriod[]) => {
    await queueExceptionPeriods(db, props.userId, props.vesselId, next, Date.now());
    requestSync();
  };
  const add = async () => {
    if (!from || !to) {
      setErrors({ from: from ? undefined : MSG.required, to: to ? undefined : MSG.required });
      return;
    }
    const checked = exceptionPeriodsSchema.safeParse([...periods, { from, to }]);
    if (!checked.success) {
      const found: typeof errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path.at(-1);
        if (field === 'from' || field === 'to') found[field] ??= t(issue.message);
        else found.list ??= t(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setFrom('');
    setTo('');
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
          <li key={p.from} className="row-between">
            <span>
              {t('{range} ({count} days)', { range: showDateRange(p.from, p.to), count: periodDays(p) })}
            </span>
            {props.master ? (
              <Button variant="secondary" small onClick={() => void save(periods.filter((x) => x !== p))}>
                {t('Remove')}
              </Button>
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
          {errors.list ? <p className="small field-error">{errors.list}</p> : null}
          <div>
            <Button onClick={() => void add()}>{t('Add period')}</Button>
          </div>
        </div>
      ) : (
        <p className="small muted">{t('Only the master changes the exception regime.')}</p>
      )}
    </section>
  );
}
