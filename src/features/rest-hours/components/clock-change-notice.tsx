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
