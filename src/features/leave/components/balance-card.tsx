import { showDayMonth } from '../../../domain/dates/format';
import type { LeaveBalanceResult } from '../../../domain/leave/balance';
import { endOfMonth } from '../../../domain/leave/leave-figures';
import { formatNumber } from '../../../i18n/format-number';
import { t } from '../../../i18n/i18n';

/**
 * A profile's balance (doc 3: available today and by the end of the month), then how it is
 * made: initial leave + accrued + additional - taken - forfeited. With calculations hidden from the reader only
 * the available figures show.
 */
export function BalanceCard(props: {
  today: string;
  now: LeaveBalanceResult;
  endOfMonth: LeaveBalanceResult;
  initialLeave: number;
  hideCalculations: boolean;
}) {
  const { now } = props;
  if (!now.ok)
    return (
      <section className="card stack" aria-label={t('Balance')}>
        <h2>{t('Balance')}</h2>
        <p className="form-error no-margin">
          {t('The balance cannot be worked out: {reason}', { reason: t(now.error.message) })}
        </p>
      </section>
    );
  const month = showDayMonth(endOfMonth(props.today));
  const rows: [string, number][] = [
    [t('Initial leave'), props.initialLeave],
    [t('Accrued'), now.accrued],
    [t('Additional'), now.additional],
    [t('Taken'), now.taken],
    [t('Forfeited'), now.forfeited],
  ];
  return (
    <section className="card stack" aria-label={t('Balance')}>
      <h2>{t('Balance')}</h2>
      <div className="totals">
        <div className="total">
          <span className="small muted">{t('Available today')}</span>
          <strong>{formatNumber(now.available, 2)}</strong>
          <span className="small muted">{t('days')}</span>
        </div>
        <div className="total">
          <span className="small muted">{t('By the end of the month ({month})', { month })}</span>
          <strong>{props.endOfMonth.ok ? formatNumber(props.endOfMonth.available, 2) : '—'}</strong>
          <span className="small muted">{t('days')}</span>
        </div>
      </div>
      {props.hideCalculations ? null : (
        <dl className="leave-sums">
          {rows.map(([label, n]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{formatNumber(n, 2)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
