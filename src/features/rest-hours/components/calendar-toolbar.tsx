import { Link } from 'react-router';
import { showMonth } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { Select } from '../../../ui/select';

/** The month at a glance: how many signed, countersigned, and with days that break the rules. */
export function monthLine(
  rows: {
    state: { signedBy: number | null; counterSignedBy: number | null } | undefined;
    flaggedDays: number;
  }[],
) {
  const signed = rows.filter((r) => r.state?.signedBy).length;
  const counter = rows.filter((r) => r.state?.counterSignedBy).length;
  const breaking = rows.filter((r) => r.flaggedDays > 0).length;
  // 'Users' as doc 3 names the calendar's people ('month calendar of users'), 'on this calendar'
  // for who they are: not the home's users with a crew role, nor every user of the Users page.
  return t(
    '{users, plural, one {# user} other {# users}} on this calendar · {signed} signed · {countersigned} countersigned · {breaking} with days that break the rules',
    { users: rows.length, signed, countersigned: counter, breaking },
  );
}

/** The calendar's heading: the vessel, the officers' pages, the month stepper and the department filter. */
export function CalendarToolbar(props: {
  vessel: { name: string; codename: string };
  officer: boolean;
  /** The master (level 6+) records the vessel's clock changes on passage. */
  master?: boolean;
  month: string;
  onMonth: (delta: number) => void;
  /** Departments to filter by (none: no filter shown). */
  departments: [number | null, string | null][];
  department: string;
  onDepartment: (id: string) => void;
}) {
  const { vessel, month, departments } = props;
  const base = `/fleet/${vessel.codename}/hours-of-rest`;
  return (
    <>
      <div className="row-between" style={{ flexWrap: 'wrap' }}>
        <div style={{ minWidth: 200 }}>
          <h1>{t('Hours of rest')}</h1>
          <span className="muted small">{vessel.name}</span>
        </div>
        <nav className="page-links" aria-label={t('Hours of rest pages')}>
          {props.officer ? (
            <>
              <Link className="btn btn-ghost btn-small" to={`${base}/approval-group`}>
                {t('Approval group')}
              </Link>
              <Link className="btn btn-ghost btn-small" to={`${base}/settings`}>
                {t('Settings')}
              </Link>
            </>
          ) : null}
          {props.master ? (
            <Link className="btn btn-ghost btn-small" to={`${base}/clock-changes`}>
              {t('Clock changes')}
            </Link>
          ) : null}
          <Link className="btn btn-ghost btn-small" to={`${base}/records`}>
            {t('Records')}
          </Link>
          <Link className="btn btn-ghost btn-small" to={`${base}/guide`}>
            {t('Guide')}
          </Link>
        </nav>
      </div>
      <div className="toolbar">
        <Button variant="ghost" small aria-label={t('Previous month')} onClick={() => props.onMonth(-1)}>
          <Icon name="back" />
        </Button>
        <strong>{showMonth(month)}</strong>
        <Button variant="ghost" small aria-label={t('Next month')} onClick={() => props.onMonth(1)}>
          <Icon name="chevron" />
        </Button>
        {departments.length > 1 ? (
          <Select
            label={t('Department')}
            hideLabel
            value={props.department}
            onChange={props.onDepartment}
            choices={[
              { id: 'all', label: t('All departments') },
              ...departments.map(([id, name]) => ({ id: String(id), label: name ?? t('No department') })),
            ]}
          />
        ) : null}
      </div>
    </>
  );
}
