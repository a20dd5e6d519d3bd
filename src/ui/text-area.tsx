import { type TextareaHTMLAttributes, useId } from 'react';
import { describedBy, FieldFoot } from './field-foot';

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
  // The counter shows once there is text: an empty guide need not say 0/20000.
  const counted = Boolean(limit) && used > 0;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="input textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, counted)}
        {...input}
      />
      <FieldFoot id={id} error={error} limit={limit} used={used} counted={counted} />
    </div>
  );
}
