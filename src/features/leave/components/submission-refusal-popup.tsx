import { useLiveQuery } from 'dexie-react-hooks';
import { t } from '../../../i18n/i18n';
import { db } from '../../../lib/services';
import { useRouteVessel } from '../../../lib/use-session';
import { useSyncRegistry } from '../../../lib/use-sync-registry';
import { discardChange } from '../../../sync/conflicts';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { refusedSubmissions } from '../data/setup-refusals';

/**
 * The spec's error popup for a leave profile set-up or change the server refused (doc 3,
 * section 8), on every leave screen of the vessel, when the answer comes back through sync.
 * Closing it takes the refused change off the device (as Discard on the Sync page does), so
 * the screens show the profiles as the server has them and the officer can try again.
 */
export function SubmissionRefusalPopup() {
  const { me, vessel } = useRouteVessel();
  const registry = useSyncRegistry();
  const refusals = useLiveQuery(
    async () => (me && vessel ? refusedSubmissions(db, me.user.id, vessel.id) : []),
    [me?.user.id, vessel?.id],
  );
  const first = refusals?.[0];
  if (!first || !registry) return null;
  const close = () => void discardChange(db, registry, first.entry);
  return (
    <Dialog title={t('Error')} onClose={close} role="alertdialog">
      <p className="no-margin">{first.message}</p>
      {first.reason ? <p className="small muted no-margin">{first.reason}</p> : null}
      <div className="dialog-actions">
        <Button onClick={close}>{t('OK')}</Button>
      </div>
    </Dialog>
  );
}
