import { Button as AriaButton, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { moved } from '../../../domain/crew/order-numbers';
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
      renderEmptyState={() => <p className="muted setup-empty">None yet.</p>}
    >
      {(item) => (
        <GridListItem id={item.id} textValue={item.name} className="setup-row">
          {props.editable ? (
            <AriaButton slot="drag" className="drag-handle" aria-label={`Move ${item.name}`}>
              <Icon name="grip" />
            </AriaButton>
          ) : null}
          <span className="setup-name">
            <strong>{item.name}</strong>
            {item.note ? <span className="small muted">{item.note}</span> : null}
          </span>
          {props.editable ? (
            <span className="setup-buttons">
              <AriaButton
                className="btn btn-ghost icon-button"
                onPress={() => props.onEdit(item)}
                aria-label={`Edit ${item.name}`}
              >
                <Icon name="edit" />
              </AriaButton>
              <AriaButton
                className="btn btn-ghost icon-button"
                onPress={() => props.onDelete(item)}
                aria-label={`Delete ${item.name}`}
              >
                <Icon name="close" />
              </AriaButton>
            </span>
          ) : null}
        </GridListItem>
      )}
    </GridList>
  );
}
