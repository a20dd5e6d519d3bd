import { showMonth } from '../../../domain/dates/format';
import { t } from '../../../i18n/i18n';
import { Icon } from '../../../ui/icons';

/**
 * 'calendar?show=to-countersign': what the home's 'To countersign' tile opens (issue 31, each
 * tile opens the list filtered to what it counted), as 'leave?show=to-decide' does for leave.
 */
export const TO_COUNTERSIGN = 'to-countersign';

/**
 * The chip saying the calendar shows only the people whose month waits for the user's
 * countersignature, and the way back to everyone.
 */
export function ToCountersignFilter(props: { people: number; month: string; onClear: () => void }) {
  const { people, month } = props;
  return (
    <div className="row wrap">
      {/* Nothing left waiting is work done, not a warning: the chip says it in the calm colour. */}
      <span
        className={`pill ${people ? 'pill-warn' : 'pill-ok'} to-countersign-chip`}
        data-testid="to-countersign-filter"
      >
        {people
          ? t('Only the {count, plural, one {# person} other {# people}} waiting for your countersignature', {
              count: people,
            })
          : t('No one’s {month} waits for your countersignature', { month: showMonth(month) })}
      </span>
      <button type="button" className="btn btn-ghost btn-small" onClick={props.onClear}>
        <Icon name="close" /> {t('Show everyone')}
      </button>
    </div>
  );
}
