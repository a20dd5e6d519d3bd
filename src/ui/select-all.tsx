import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { t } from '../i18n/i18n';
import { Icon } from './icons';

/**
 * "Select all" above a list of ticks: a control, not one more row of the list. It ticks every
 * row, or clears them all once every row is ticked; a list partly ticked shows a dash (the
 * checkbox's mixed state, read out as such) and a first tap ticks the rest.
 */
export function SelectAll(props: {
  chosen: number;
  total: number;
  onChange: (all: boolean) => void;
  isDisabled?: boolean;
}) {
  const all = props.total > 0 && props.chosen >= props.total;
  const some = props.chosen > 0 && !all;
  return (
    <AriaCheckbox
      className="checkbox select-all"
      isSelected={all}
      isIndeterminate={some}
      onChange={props.onChange}
      isDisabled={props.isDisabled ?? props.total === 0}
    >
      <span className="checkbox-box" aria-hidden="true">
        {all ? <Icon name="check" /> : some ? <span className="checkbox-dash" /> : null}
      </span>
      <span className="checkbox-label">{t('Select all')}</span>
    </AriaCheckbox>
  );
}
