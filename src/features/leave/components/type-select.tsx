import {
  Select as AriaSelect,
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import type { LeaveType } from '../../../contracts/leave-records';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';
import { Icon } from '../../../ui/icons';
import { TypeDot } from './leave-bits';
import { typeName } from './leave-calendar-look';

const EFFECT = { 0: msg('no effect on leave'), 1: msg('reduces leave'), 2: msg('work day') } as const;

/**
 * A leave type, each shown with its colour (the kit's Select shows text only): the same
 * button, list and styles as the kit's, so it looks and works the same.
 */
export function TypeSelect(props: {
  label: string;
  value: number | null;
  onChange: (id: number) => void;
  types: readonly LeaveType[];
  error?: string | undefined;
  isDisabled?: boolean;
}) {
  const items = props.types.map((t) => ({ id: String(t.id), type: t }));
  return (
    <AriaSelect
      className="field select-field"
      selectedKey={props.value === null ? null : String(props.value)}
      onSelectionChange={(key) => (key === null ? undefined : props.onChange(Number(key)))}
      placeholder={t(t('Choose a leave type'))}
      isDisabled={props.isDisabled}
      isInvalid={Boolean(props.error)}
    >
      <Label className="field-label">{props.label}</Label>
      <Button className="input select-button">
        <SelectValue className="select-value type-select-value">
          {({ selectedText, isPlaceholder }) => {
            const chosen = props.types.find((t) => t.id === props.value);
            return isPlaceholder || !chosen ? (
              selectedText || t('Choose a leave type')
            ) : (
              <>
                <TypeDot color={chosen.color} /> {typeName(chosen)}
              </>
            );
          }}
        </SelectValue>
        <Icon name="down" />
      </Button>
      <FieldError className="field-error">{props.error ? t(props.error) : null}</FieldError>
      <Popover className="popover select-popover">
        <ListBox className="listbox" items={items}>
          {(item) => (
            <ListBoxItem id={item.id} className="listbox-item type-option" textValue={typeName(item.type)}>
              <TypeDot color={item.type.color} />
              <span>
                {typeName(item.type)}
                <span className="small muted"> · {t(EFFECT[item.type.effect])}</span>
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
