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
import { t } from '../i18n/i18n';
import { Icon } from './icons';

export interface Choice {
  id: string;
  label: string;
}

/** A choice from a list, as a button and a list (touch and keyboard), styled like the inputs. */
export function Select(props: {
  label: string;
  value: string | null;
  onChange: (id: string) => void;
  choices: readonly Choice[];
  placeholder?: string;
  /** The label is still there for screen readers; the field shows only the value. */
  hideLabel?: boolean;
  isDisabled?: boolean;
  /** Shown under the field, which is then marked invalid. */
  error?: string | undefined;
}) {
  return (
    <AriaSelect
      className="field select-field"
      selectedKey={props.value}
      onSelectionChange={(key) => (key === null ? undefined : props.onChange(String(key)))}
      placeholder={props.placeholder ?? t('Choose…')}
      isDisabled={props.isDisabled}
      isInvalid={Boolean(props.error)}
    >
      <Label className={props.hideLabel ? 'visually-hidden' : 'field-label'}>{props.label}</Label>
      <Button className="input select-button">
        <SelectValue className="select-value" />
        <Icon name="down" />
      </Button>
      <FieldError className="field-error">{props.error ? t(props.error) : null}</FieldError>
      <Popover className="popover select-popover">
        <ListBox className="listbox" items={props.choices}>
          {(c) => (
            <ListBoxItem id={c.id} className="listbox-item" textValue={c.label}>
              {c.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
