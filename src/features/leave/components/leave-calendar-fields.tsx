import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { t } from '../../../i18n/i18n';
import { Checkbox } from '../../../ui/checkbox';
import { Icon } from '../../../ui/icons';
import { LEAVE_FIELD_LABEL, LEAVE_FIELDS, type LeaveField } from '../data/use-fields-to-show';

/**
 * The 'Leave fields to show' popup (doc 3): any combination of Accrued, Worked, Additional and
 * Available, each a column beside the names; the choice is kept in this browser.
 */
export function LeaveCalendarFields(props: {
  fields: readonly LeaveField[];
  toggle: (field: LeaveField, on: boolean) => void;
}) {
  return (
    <DialogTrigger>
      <Button className="btn btn-secondary">
        {t('Leave fields to show')} <Icon name="down" />
      </Button>
      <Popover className="popover cal-fields-popover" placement="bottom end">
        <Dialog className="cal-fields-dialog">
          <Heading slot="title" level={3} className="cal-fields-title">
            {t('Leave fields to show')}
          </Heading>
          {LEAVE_FIELDS.map((f) => (
            <Checkbox key={f} checked={props.fields.includes(f)} onChange={(on) => props.toggle(f, on)}>
              {LEAVE_FIELD_LABEL[f]}
            </Checkbox>
          ))}
          <p className="small muted no-margin">{t('For the period shown; Available at its last day.')}</p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
