import { Switch as AriaSwitch } from 'react-aria-components';

/**
 * An on/off switch (touch and keyboard, announced as a switch), its label beside it. With
 * `hideLabel` the label is for screen readers only (a row that names the thing already).
 */
export function Switch(props: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  isDisabled?: boolean;
  hideLabel?: boolean;
}) {
  return (
    <AriaSwitch
      className="switch"
      isSelected={props.checked}
      onChange={props.onChange}
      isDisabled={props.isDisabled}
    >
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
      <span className={props.hideLabel ? 'visually-hidden' : 'switch-label'}>{props.label}</span>
    </AriaSwitch>
  );
}
