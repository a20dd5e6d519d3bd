import { showMonthName } from '../../../domain/dates/format';
import type { LeaveMonthRow } from '../../../domain/leave/monthly-table';
import { formatNumber } from '../../../i18n/format-number';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';
import type { LeaveField } from '../data/use-fields-to-show';

type Column = {
  key: string;
  label: string;
  value: (r: LeaveMonthRow) => number;
  plus?: (r: LeaveMonthRow) => number;
};

const COLUMNS: Record<LeaveField | 'taken', Column> = {
  accrued: { key: 'accrued', label: msg('Accrued'), value: (r) => r.accrued, plus: (r) => r.accruedPlus },
  worked: { key: 'worked', label: msg('Worked'), value: (r) => r.worked, plus: (r) => r.workedPlus },
  taken: { key: 'taken', label: msg('Taken'), value: (r) => r.taken, plus: (r) => r.takenPlus },
  additional: {
    key: 'additional',
    label: msg('Additional'),
    value: (r) => r.additional,
    plus: (r) => r.additionalPlus,
  },
  available: { key: 'available', label: msg('Available'), value: (r) => r.available },
};

const monthName = (month: string) => showMonthName(month);
/** Worked days are whole days; the rest are leave days to two decimals. */
const figure = (c: Column, n: number) =>
  formatNumber(c.key === 'worked' ? Math.round(n) : n, c.key === 'worked' ? undefined : 2);

/**
 * The monthly table of a year (doc 3: monthly stats with their 'Plus' values, from the profile
 * start): a table on a wide screen, one block per month on a phone. Months after the as-of
 * date are not counted yet.
 */
export function MonthTable(props: {
  months: LeaveMonthRow[];
  fields: LeaveField[];
  /** The profile's first month and the as-of date's: months outside them show no figures. */
  firstMonth: string;
  lastMonth: string;
  /** The as-of month counted only part way ('to 26 Nov'): said on its row, so its figure is not taken for the month's end. */
  partial?: string;
}) {
  const order: (LeaveField | 'taken')[] = ['accrued', 'worked', 'taken', 'additional', 'available'];
  const columns = order.filter((k) => k === 'taken' || props.fields.includes(k)).map((k) => COLUMNS[k]);
  const later = (r: LeaveMonthRow) => r.month > props.lastMonth || r.month < props.firstMonth;
  // On a phone the months before the profile started are one line, not a stack of empty cards.
  const before = props.months.filter((r) => r.month < props.firstMonth);
  const available = props.fields.includes('available');
  const inCard = columns.filter((c) => c.key !== 'available');
  return (
    <>
      <div className="month-table-wrap">
        <table className="month-table">
          <thead>
            <tr>
              <th scope="col">{t('Month')}</th>
              {columns.map((c) => (
                <th key={c.key} scope="col" colSpan={c.plus ? 2 : 1}>
                  {t(c.label)}
                </th>
              ))}
            </tr>
            <tr className="month-sub">
              <td />
              {columns.map((c) =>
                c.plus ? (
                  [<td key={`${c.key}-m`}>{t('Month')}</td>, <td key={`${c.key}-p`}>{t('Since start')}</td>]
                ) : (
                  <td key={c.key}>{t('End of month')}</td>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {props.months.map((r) => (
              <tr key={r.month} className={later(r) ? 'month-later' : undefined}>
                <th scope="row">
                  {monthName(r.month)}
                  {props.partial && r.month === props.lastMonth ? (
                    <span className="small muted"> ({props.partial})</span>
                  ) : null}
                </th>
                {columns.map((c) =>
                  later(r) ? (
                    <td key={c.key} colSpan={c.plus ? 2 : 1}>
                      —
                    </td>
                  ) : c.plus ? (
                    [
                      <td key={`${c.key}-m`}>{figure(c, c.value(r))}</td>,
                      <td key={`${c.key}-p`} className="month-plus">
                        {figure(c, c.plus(r))}
                      </td>,
                    ]
                  ) : (
                    <td key={c.key} className="month-available">
                      {figure(c, c.value(r))}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol className="month-cards" aria-label={t('Months')}>
        {before.length ? (
          <li className="month-card month-later">
            <div className="month-card-head">
              <h3>
                {monthName(before[0]!.month)}
                {before.length > 1 ? ` – ${monthName(before[before.length - 1]!.month)}` : ''}
              </h3>
            </div>
            <p className="small muted no-margin">{t('Before the profile started.')}</p>
          </li>
        ) : null}
        {props.months
          .filter((r) => r.month >= props.firstMonth)
          .map((r) => (
            <li key={r.month} className={`month-card${later(r) ? ' month-later' : ''}`}>
              <div className="month-card-head">
                <h3>
                  {monthName(r.month)}
                  {props.partial && r.month === props.lastMonth ? (
                    <span className="small muted"> ({props.partial})</span>
                  ) : null}
                </h3>
                {available && !later(r) ? (
                  <span>
                    <strong>{formatNumber(r.available, 2)}</strong>{' '}
                    <span className="small muted">{t('available')}</span>
                  </span>
                ) : null}
              </div>
              {later(r) ? (
                <p className="small muted no-margin">{t('Not counted yet.')}</p>
              ) : (
                <dl>
                  {inCard.map((c) => (
                    <div key={c.key}>
                      <dt>{t(c.label)}</dt>
                      <dd>
                        <strong>{figure(c, c.value(r))}</strong>
                        {c.plus ? (
                          <span className="small muted"> {t('· plus {n}', { n: figure(c, c.plus(r)) })}</span>
                        ) : null}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          ))}
      </ol>
    </>
  );
}
