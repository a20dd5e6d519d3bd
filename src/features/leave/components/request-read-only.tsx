import type { LeaveType } from '../../../contracts/leave-records';
import { showDate } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';
import type { RequestForm } from '../data/request-form';
import { dateSpan, TypeDot, typeOf } from './leave-bits';
import { typeName } from './leave-calendar-look';
import { Facts } from './profile-sections';

/** A sent request's range, types, travel days and flights, shown but not changed (doc 3, section 4). */
export function RequestReadOnly({ form, types }: { form: RequestForm; types: readonly LeaveType[] }) {
  const named = (id: number | null) => {
    const type = id === null ? undefined : typeOf(types, id);
    return (
      <span className="row-inline">
        <TypeDot color={type?.color} /> {type ? typeName(type) : t('Leave')}
      </span>
    );
  };
  return (
    <Facts
      rows={[
        [t('Dates'), form.startDate ? dateSpan(form.startDate, form.endDate) : '—'],
        [t('Leave type'), named(form.mainTypeId)],
        ...form.ranges.map((r, i): [string, React.ReactNode] => [
          t('Leave type {n}', { n: i + 2 }),
          <span key={r.from} className="stack-tight">
            {named(r.leaveTypeId)}
            <span className="small muted">{dateSpan(r.from, r.to)}</span>
          </span>,
        ]),
        [t('Travel days'), form.travelDays || '0'],
        [
          t('Flights'),
          form.flights.length
            ? form.flights.map((f) => (
                <span key={`${f.kind}-${f.date}-${f.destination}`} className="leave-note">
                  {f.kind === 'outbound' ? t('Outbound') : t('Return')} · {f.destination} · {showDate(f.date)}
                </span>
              ))
            : t('None'),
        ],
      ]}
    />
  );
}
