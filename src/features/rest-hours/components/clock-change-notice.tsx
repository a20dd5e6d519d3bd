import { useLiveQuery } from 'dexie-react-hooks';
import { clockChangeNotice } from '../../../domain/rest-hours/clock-change-text';
import { t } from '../../../i18n/i18n';
import { db } from '../../../lib/services';
import { Icon } from '../../../ui/icons';

/**
 * The vessel's clock change on the day being edited (issue 33), for everyone who opens that
 * date: the master records it once, every device of the vessel holds it (offline too).
 */
export function ClockChangeNotice({ vesselId, date }: { vesselId: number; date: string }) {
  const change = useLiveQuery(() => db.clockChanges.get([vesselId, date]), [vesselId, date]);
  if (!change || change.deleted) return null;
  return (
    <>
      <p className="clock-notice" role="note" data-testid="clock-change-notice">
        <Icon name="clock" />
        <span>{clockChangeNotice(change)}</span>
      </p>
      {/* Said plainly until the grid holds elapsed time: it still shows the day's 24 clock hours. */}
      <p className="small muted no-margin">{t("This day's grid still shows 24 hours.")}</p>
    </>
  );
}
