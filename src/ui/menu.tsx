import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Icon } from './icons';

export interface MenuAction {
  id: string;
  label: string;
  onAction: () => void;
  isDisabled?: boolean;
}

/** A button that opens a list of actions (touch and keyboard), for rows with more than one. */
export function ActionMenu(props: { label: string; actions: readonly MenuAction[]; ariaLabel?: string }) {
  return (
    <MenuTrigger>
      <Button className="btn btn-secondary btn-small" aria-label={props.ariaLabel}>
        {props.label} <Icon name="down" />
      </Button>
      <Popover className="popover menu-popover" placement="bottom end">
        <Menu
          className="listbox"
          disabledKeys={props.actions.filter((a) => a.isDisabled).map((a) => a.id)}
          onAction={(key) => props.actions.find((a) => a.id === key)?.onAction()}
        >
          {props.actions.map((a) => (
            <MenuItem key={a.id} id={a.id} className="listbox-item">
              {a.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
