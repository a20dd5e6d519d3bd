import { Link } from 'react-router';
import { t } from '../i18n/i18n';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * A feature that needs a module the vessel does not have (doc 1, section 6: 'This feature
 * requires the Reports Module to function.'), with the way to switch it on.
 */
export function ModuleNeededDialog(props: {
  title: string;
  message: string;
  to: string;
  goLabel: string;
  onClose: () => void;
}) {
  return (
    <Dialog title={t(props.title)} onClose={props.onClose} role="alertdialog">
      <p className="no-margin">{t(props.message)}</p>
      <div className="dialog-actions">
        <Button variant="ghost" onClick={props.onClose}>
          {t('Cancel')}
        </Button>
        <Link className="btn btn-primary" to={props.to}>
          {t(props.goLabel)}
        </Link>
      </div>
    </Dialog>
  );
}
