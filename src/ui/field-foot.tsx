import { t } from '../i18n/i18n';

/** The ids a field's input is described by: its error and its counter, when shown. */
export const describedBy = (id: string, error: string | undefined, counted: boolean) =>
  [error ? `${id}-err` : '', counted ? `${id}-count` : ''].filter(Boolean).join(' ') || undefined;

/**
 * Under a field: its error, and with `limit` a counter of how much is used. Text past the
 * limit shows as an error, never cut off silently.
 */
export function FieldFoot(props: {
  id: string;
  error?: string | undefined;
  limit?: number;
  used: number;
  counted: boolean;
}) {
  return (
    <div className="field-foot">
      {props.error ? (
        <span id={`${props.id}-err`} className="field-error">
          {t(props.error)}
        </span>
      ) : null}
      {props.limit && props.counted ? (
        <span id={`${props.id}-count`} className={`field-count${props.used > props.limit ? ' over' : ''}`}>
          {props.used}/{props.limit}
        </span>
      ) : null}
    </div>
  );
}
