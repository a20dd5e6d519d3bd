import { t } from '../../../i18n/i18n';
import { Dialog } from '../../../ui/dialog';
import { ChangePasswordForm } from './change-password-form';

/** The change-password popup of the spec, over the page the user is on (Back closes it). */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={t('Change password')} onClose={onClose}>
      <ChangePasswordForm onDone={onClose} onCancel={onClose} />
    </Dialog>
  );
}
