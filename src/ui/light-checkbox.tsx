import type { ReactNode } from 'react';
import { Icon } from './icons';

/**
 * The kit's checkbox (44 px row, 24 px box) on a native input, without react-aria: for the
 * login screens, whose first load is kept small for slow links.
 */
export function LightCheckbox(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="checkbox" data-selected={props.checked || undefined}>
      <input
        type="checkbox"
        className="visually-hidden"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <span className="checkbox-box" aria-hidden="true">
        {props.checked ? <Icon name="check" /> : null}
      </span>
      <span className="checkbox-label">{props.children}</span>
    </label>
  );
}
