import type { RestMonth } from '../../../contracts/rest-hours';
import { t } from '../../../i18n/i18n';
import { monthLine } from './calendar-toolbar';

/**
 * The line above the month's rows: reading, the month at a glance (signed, countersigned, with
 * days that break the rules), or why there are no rows.
 */
export function MonthStatus(props: {
  /** Undefined while the device is still reading the month's signatures. */
  months: Map<number, RestMonth> | undefined;
  shown: { userId: number }[];
  /** How many days of each member's month break a rule. */
  flaggedDays: (userId: number) => number;
  search: string;
  /** Only those waiting for the user's countersignature: its chip says when there are none. */
  filtered?: boolean;
}) {
  const { months, shown } = props;
  if (!months)
    return (
      <p className="small muted" style={{ margin: 0 }}>
        {t('Reading the month from this device…')}
      </p>
    );
  if (shown.length > 0)
    return (
      <>
        <p className="small muted" style={{ margin: 0 }} data-testid="month-summary">
          {monthLine(
            shown.map((m) => ({ state: months.get(m.userId), flaggedDays: props.flaggedDays(m.userId) })),
          )}
        </p>
        {/* The week chips show a glyph each (their words are read out, or shown on hover): the key
            below the width where the month matrix and its legend show. No entry breaks inside. */}
        <p className="small muted week-key" data-testid="week-key">
          {t(
            'Weeks: ✓ within the rules · ✓… within the rules so far · … still to come · – nothing recorded · a number: days that break the rules',
          )
            .split(' · ')
            .map((entry, i) => (
              <span key={entry}>
                {i > 0 ? ' · ' : ''}
                <span className="nowrap">{entry}</span>
              </span>
            ))}
        </p>
      </>
    );
  if (props.filtered) return null;
  if (props.search.trim())
    return <p className="muted">{t("No crew named ''{name}''.", { name: props.search.trim() })}</p>;
  return <p className="muted">{t('No crew to show yet. They appear after the first sync.')}</p>;
}
