import { type InputHTMLAttributes, useId } from 'react';

/**
 * A labelled input with its error. With `limit`, a counter shows how much of it is used and
 * text past it is shown as an error, never cut off silently.
 */
export function TextField({
  label,
  error,
  limit,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | undefined; limit?: number }) {
  const id = useId();
  const used = typeof input.value === 'string' ? input.value.length : 0;
  const described = [error ? `${id}-err` : '', limit ? `${id}-count` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      <div className="field-foot">
        {error ? (
          <span id={`${id}-err`} className="field-error">
            {error}
          </span>
        ) : null}
        {limit ? (
          <span id={`${id}-count`} className={`field-count${used > limit ? ' over' : ''}`}>
            {used}/{limit}
          </span>
        ) : null}
      </div>
    </div>
  );
}
