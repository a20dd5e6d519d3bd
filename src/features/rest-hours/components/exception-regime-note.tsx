import type { Member } from '../../../contracts/rest-hours';
import { showDateRange } from '../../../domain/dates/format';
import { type ExceptionPeriod, periodFlags, REGIME_NAME } from '../../../domain/rest-hours/exception-regime';
import { t } from '../../../i18n/i18n';
import { periodCrewText } from './watchkeeper-picker';

/**
 * Above the month's calendar: the vessel's STCW exception periods that fall in it, so whoever
 * reads a flag (or its absence) on those dates knows which regime judged them, and the
 * regime's own limits the periods break. Each names the watchkeepers it is for: the others'
 * days on those dates keep the standard rules.
 */
export function ExceptionRegimeNote(props: { periods: ExceptionPeriod[]; month: string; members: Member[] }) {
  const { periods, month } = props;
  const shown = periods.filter((p) => p.from.slice(0, 7) <= month && month <= p.to.slice(0, 7));
  if (shown.length === 0) return null;
  const flags = periodFlags(periods).filter((f) => shown.includes(f.period));
  // The regime's name in the reader's language; other languages write it mid-sentence in lower case.
  const name = t(REGIME_NAME);
  const heading = name.charAt(0).toLocaleUpperCase() + name.slice(1);
  return (
    <section className="card stack" aria-label={t('STCW exception regime')}>
      {shown.map((p) => (
        <p key={p.from} style={{ margin: 0 }}>
          <strong>
            {heading} {showDateRange(p.from, p.to)}
          </strong>
          <span className="small muted" style={{ display: 'block' }}>
            {p.userIds
              ? t(
                  'For {crew}, these dates are judged by 70 hours of rest in any 7 days and up to 3 rest periods.',
                  {
                    crew: periodCrewText(p, props.members),
                  },
                )
              : t('These dates are judged by 70 hours of rest in any 7 days and up to 3 rest periods.')}
          </span>
        </p>
      ))}
      {flags.map((f) => (
        <p key={`${f.kind}${f.date}`} className="small field-error" role="alert" style={{ margin: 0 }}>
          {t(f.text)}
        </p>
      ))}
    </section>
  );
}
