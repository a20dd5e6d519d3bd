import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { Icon } from './icons';

/** A checkbox whose whole row is the target (at least 44 px high), with a 24 px box. */
export function Checkbox(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  isDisabled?: boolean;
}) {
  return (
    <AriaCheckbox
      className="checkbox"
      isSelected={props.checked}
      onChange={props.onChange}
      isDisabled={props.isDisabled}
    >
      <span className="checkbox-box" aria-hidden="true">
        {props.checked ? <Icon name="check" /> : null}
      </span>
      <span className="checkbox-label">{props.children}</span>
    </AriaCheckbox>
  );
}
