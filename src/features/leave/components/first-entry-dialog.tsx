import { useNavigate } from 'react-router';
import { LEAVE_TEXT } from '../../../contracts/leave-records';
import { t } from '../../../i18n/i18n';
import { isOnline } from '../../../lib/use-online';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { notify } from '../../../ui/toast';
import { markLeaveVisited } from '../data/leave-api';

/**
 * Officer first entry (doc 3, answer 210): the first time a level-5 officer opens leave on a
 * vessel, a word to review the settings and set up the profiles. Closing it tells the server
 * it was seen; offline it shows again next time.
 */
export function FirstEntryDialog(props: { vesselId: number; settingsPath: string; onClose: () => void }) {
  const navigate = useNavigate();
  const seen = () => {
    if (!isOnline()) return;
    markLeaveVisited(props.vesselId).catch(() => notify(LEAVE_TEXT.firstEntryError));
  };
  const close = () => {
    seen();
    props.onClose();
  };
  return (
    <Dialog title={t('Before you start')} onClose={close}>
      <p className="no-margin">{LEAVE_TEXT.officerFirstEntry}</p>
      <div className="dialog-actions">
        <Button variant="ghost" onClick={close}>
          {t('Close')}
        </Button>
        <Button
          onClick={() => {
            close();
            navigate(props.settingsPath);
          }}
        >
          {t('Settings')}
        </Button>
      </div>
    </Dialog>
  );
}
