import type { EditableType } from '../../../domain/leave/type-list';
import { t } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Icon } from '../../../ui/icons';
import { Select } from '../../../ui/select';
import { ColorPicker } from './color-picker';
import { TypeDot } from './leave-bits';
import { typeName } from './leave-calendar-look';

export const EFFECTS = [
  { id: '0', label: msg('None') },
  { id: '1', label: msg('Reduces leave') },
  { id: '2', label: msg('Work day') },
];

/**
 * One leave type in the types popup: colour, name, on board, effect, nil, default and its
 * place in the order. The 'not on payroll' type is shown as it is.
 */
export function TypeRow(props: {
  type: EditableType;
  index: number;
  count: number;
  error: string | undefined;
  change: (patch: Partial<EditableType>) => void;
  move: (delta: -1 | 1) => void;
  makeDefault: () => void;
  remove: () => void;
}) {
  const type = props.type;
  const label = type.name.trim() || t('Leave type {n}', { n: props.index + 1 });
  if (type.viewOnly)
    return (
      <li className="type-row type-row-fixed">
        <TypeDot color={type.color} />
        <strong>{typeName(type)}</strong>
        <span className="pill pill-neutral">{t('View only')}</span>
      </li>
    );
  return (
    <li className="type-row">
      <div className="type-row-head">
        <ColorPicker label={label} value={type.color} onChange={(color) => props.change({ color })} />
        <div className="field type-name">
          <input
            className="input"
            aria-label={t('Name of leave type {n}', { n: props.index + 1 })}
            value={type.name}
            aria-invalid={props.error ? true : undefined}
            onChange={(e) => props.change({ name: e.target.value })}
          />
        </div>
        <Button
          variant="ghost"
          aria-label={t('Move {label} up', { label })}
          disabled={props.index === 0}
          onClick={() => props.move(-1)}
        >
          <Icon name="up" />
        </Button>
        <Button
          variant="ghost"
          aria-label={t('Move {label} down', { label })}
          disabled={props.index === props.count - 1}
          onClick={() => props.move(1)}
        >
          <Icon name="down" />
        </Button>
      </div>
      {props.error ? <span className="field-error">{t(props.error)}</span> : null}
      <Select
        label={t('Effect of {type}', { type: label })}
        value={String(type.effect)}
        onChange={(v) => props.change({ effect: Number(v) as 0 | 1 | 2 })}
        choices={EFFECTS.map((e) => ({ ...e, label: t(e.label) }))}
      />
      <div className="type-row-flags">
        <Checkbox checked={type.isOnBoard} onChange={(isOnBoard) => props.change({ isOnBoard })}>
          {t('On board')}
        </Checkbox>
        <Checkbox checked={type.isNil} onChange={(isNil) => props.change({ isNil })}>
          {t('Nil')}
        </Checkbox>
        <label className="type-default">
          <input
            type="radio"
            name="leave-type-default"
            checked={type.isDefault}
            onChange={props.makeDefault}
          />
          {t('Default')}
        </label>
        <Button variant="ghost" className="btn-ghost-danger" onClick={props.remove}>
          {t('Remove')}
        </Button>
      </div>
    </li>
  );
}
