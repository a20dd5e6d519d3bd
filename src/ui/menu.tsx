import { Fragment } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { Icon } from './icons';

export interface MenuAction {
  id: string;
  label: string;
  onAction: () => void;
  isDisabled?: boolean;
  /** Ends or removes something: set apart at the bottom, in red. */
  danger?: boolean;
}

/**
 * A button that opens a list of actions (touch and keyboard), for rows with more than one. With
 * `icon: 'more'` and no label it is the compact three-dot button of a list row (name it with `ariaLabel`).
 */
export function ActionMenu(props: {
  label: string;
  actions: readonly MenuAction[];
  ariaLabel?: string;
  icon?: 'down' | 'more';
}) {
  return (
    <MenuTrigger>
      <Button className="btn btn-secondary" aria-label={props.ariaLabel}>
        {props.label ? `${props.label} ` : null}
        <Icon name={props.icon ?? 'down'} />
      </Button>
      <Popover className="popover menu-popover" placement="bottom end">
        <Menu
          className="listbox"
          disabledKeys={props.actions.filter((a) => a.isDisabled).map((a) => a.id)}
          onAction={(key) => props.actions.find((a) => a.id === key)?.onAction()}
        >
          {props.actions.map((a, i) => (
            <Fragment key={a.id}>
              {a.danger && i > 0 && !props.actions[i - 1]?.danger ? (
                <Separator className="menu-separator" />
              ) : null}
              <MenuItem id={a.id} className={a.danger ? 'listbox-item listbox-danger' : 'listbox-item'}>
                {a.label}
              </MenuItem>
            </Fragment>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
