import { type ComponentProps, useId } from 'react';
import { describedBy, FieldFoot } from './field-foot';

/**
 * A labelled input with its error. With `limit`, a counter shows how much of it is used and
 * text past it is shown as an error, never cut off silently.
 */
export function TextField({
  label,
  error,
  limit,
  ...input
}: ComponentProps<'input'> & { label: string; error?: string | undefined; limit?: number }) {
  const id = useId();
  const used = typeof input.value === 'string' ? input.value.length : 0;
  const counted = Boolean(limit);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, counted)}
        {...input}
      />
      <FieldFoot id={id} error={error} limit={limit} used={used} counted={counted} />
    </div>
  );
}
