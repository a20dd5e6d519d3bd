import {
  Button as AriaButton,
  GridList,
  GridListItem,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  Separator,
  useDragAndDrop,
} from 'react-aria-components';
import { moved } from '../../../domain/crew/order-numbers';
import { t } from '../../../i18n/i18n';
import { Icon } from '../../../ui/icons';

export interface SetupItem {
  id: number;
  name: string;
  /** A position's department, shown under its name. */
  note?: string | undefined;
}

/**
 * One of the two lists of yacht-positions-department: rows dragged by their handle (touch,
 * mouse, and the keyboard through react-aria's drag and drop), each with Edit and Delete.
 */
export function SetupList(props: {
  title: string;
  items: SetupItem[];
  editable: boolean;
  onReorder: (ids: number[]) => void;
  onEdit: (item: SetupItem) => void;
  onDelete: (item: SetupItem) => void;
  /** Positions: their requirements (level 4 with canAccessRequirements). */
  onRequirements?: ((item: SetupItem) => void) | undefined;
}) {
  const ids = props.items.map((i) => i.id);
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((key) => ({ 'text/plain': props.items.find((i) => i.id === key)?.name ?? '' })),
    onReorder: (e) => {
      if (e.target.dropPosition === 'on') return;
      props.onReorder(moved(ids, [...e.keys] as number[], e.target.key as number, e.target.dropPosition));
    },
    isDisabled: !props.editable,
  });
  return (
    <GridList
      aria-label={props.title}
      items={props.items}
      dragAndDropHooks={dragAndDropHooks}
      className="setup-list"
      renderEmptyState={() => <p className="muted setup-empty">{t('None yet.')}</p>}
    >
      {(item) => (
        <GridListItem id={item.id} textValue={item.name} className="setup-row">
          {props.editable ? (
            <AriaButton
              slot="drag"
              className="drag-handle"
              aria-label={t('Move {name}', { name: item.name })}
            >
              <Icon name="grip" />
            </AriaButton>
          ) : null}
          <span className="setup-name">
            <strong>{item.name}</strong>
            {item.note ? <span className="small muted">{item.note}</span> : null}
          </span>
          {props.editable ? (
            // One menu a row (Edit, Move up, Move down, Delete): a single tap moves a row too.
            <MenuTrigger>
              <AriaButton
                className="btn btn-ghost icon-button"
                aria-label={t('Actions for {name}', { name: item.name })}
              >
                <Icon name="more" />
              </AriaButton>
              <Popover className="popover menu-popover" placement="bottom end">
                <Menu
                  className="listbox"
                  disabledKeys={[
                    ...(ids.indexOf(item.id) === 0 ? ['up'] : []),
                    ...(ids.indexOf(item.id) === ids.length - 1 ? ['down'] : []),
                  ]}
                  onAction={(key) => {
                    const at = ids.indexOf(item.id);
                    if (key === 'edit') props.onEdit(item);
                    else if (key === 'requirements') props.onRequirements?.(item);
                    else if (key === 'delete') props.onDelete(item);
                    else if (key === 'up') props.onReorder(moved(ids, [item.id], ids[at - 1]!, 'before'));
                    else if (key === 'down') props.onReorder(moved(ids, [item.id], ids[at + 1]!, 'after'));
                  }}
                >
                  <MenuItem id="edit" className="listbox-item">
                    {t('Edit')}
                  </MenuItem>
                  {props.onRequirements ? (
                    <MenuItem id="requirements" className="listbox-item">
                      {t('Requirements')}
                    </MenuItem>
                  ) : null}
                  <MenuItem id="up" className="listbox-item">
                    {t('Move up')}
                  </MenuItem>
                  <MenuItem id="down" className="listbox-item">
                    {t('Move down')}
                  </MenuItem>
                  <Separator className="menu-separator" />
                  <MenuItem id="delete" className="listbox-item listbox-danger">
                    {t('Delete')}
                  </MenuItem>
                </Menu>
              </Popover>
            </MenuTrigger>
          ) : null}
        </GridListItem>
      )}
    </GridList>
  );
}
