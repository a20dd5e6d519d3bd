import { useLiveQuery } from 'dexie-react-hooks';
import { clockChangeNoticeMessage } from '../../../domain/rest-hours/clock-change-text';
import { t } from '../../../i18n/i18n';
import { db } from '../../../lib/services';
import { Icon } from '../../../ui/icons';

/**
 * The vessel's clock change on the day being edited (issue 33), for everyone who opens that
 * date: the master records it once, every device of the vessel holds it (offline too). The
 * grid below it holds the day's elapsed half hours.
 */
export function ClockChangeNotice({ vesselId, date }: { vesselId: number; date: string }) {
  const change = useLiveQuery(() => db.clockChanges.get([vesselId, date]), [vesselId, date]);
  if (!change || change.deleted) return null;
  return (
    <p className="clock-notice" role="note" data-testid="clock-change-notice">
      <Icon name="clock" />
      <span>{noticeText(change)}</span>
    </p>
  );
}

/** The notice in the app's language. */
export const noticeText = (change: Parameters<typeof clockChangeNoticeMessage>[0]) => {
  const { id, values } = clockChangeNoticeMessage(change);
  return t(id, values);
};

/**
 * Said when a recorded day changed length under its user (issue 33): the date's clock change was
 * deleted (the day is 24 hours again, a repeated hour's marks kept on its clock half hours), or
 * altered since the day was saved (shown on the date's new length). Either way, check the day.
 */
export function DayLengthNotice(props: {
  recorded: boolean;
  /** The date's change was deleted (the device holds its tombstone). */
  deleted: boolean;
  /** The day was saved before the deletion, or laid back on 48 cells with it. */
  savedBefore: boolean;
  /** The day's length is not its date's (the server's new copy has not come yet). */
  stale: boolean;
}) {
  if (!props.recorded || !(props.stale || (props.deleted && props.savedBefore))) return null;
  return (
    <p className="clock-notice" role="note" data-testid="day-length-notice">
      <Icon name="clock" />
      <span>
        {props.deleted
          ? t(
              'The clock change on this date was deleted: this day has 24 hours again. What was marked in the repeated hour stays at the same clock time. Check the day.',
            )
          : t(
              'The clock change on this date was altered after this day was saved: it is shown at its new length by the ship’s clock. Check the day and save it.',
            )}
      </span>
    </p>
  );
}
