import { t } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';

/**
 * A form's two buttons: the way back (Cancel in a popup, Back on the login screens' card) and the
 * submit, which says what it is doing and takes no second press meanwhile.
 */
export function BackAndSubmit(props: {
  popup?: boolean;
  onBack: () => void;
  busy: boolean;
  /** The submit's label, then its label while busy, both translated: [t('Verify'), t('Verifying…')]. */
  text: [label: string, busyLabel: string];
}) {
  const [label, busyLabel] = props.text;
  return (
    <div className={props.popup ? 'dialog-actions' : 'auth-actions'}>
      <Button type="button" variant="ghost" onClick={props.onBack}>
        {props.popup ? t('Cancel') : t('Back')}
      </Button>
      <Button type="submit" disabled={props.busy}>
        {props.busy ? busyLabel : label}
      </Button>
    </div>
  );
}
