import { type TextareaHTMLAttributes, useId } from 'react';

/** A labelled multi-line text with its error and, with `limit`, a counter (never cut silently). */
export function TextArea({
  label,
  error,
  limit,
  ...input
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | undefined;
  limit?: number;
}) {
  const id = useId();
  const used = typeof input.value === 'string' ? input.value.length : 0;
  const described = [error ? `${id}-err` : '', limit ? `${id}-count` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="input textarea"
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
        {limit && used > 0 ? (
          <span id={`${id}-count`} className={`field-count${used > limit ? ' over' : ''}`}>
            {used}/{limit}
          </span>
        ) : null}
      </div>
    </div>
  );
}
