import { t } from '../i18n/i18n';

/**
 * A form's own error (not a field's), announced when it appears; nothing when there is none.
 * In the app's language when the message is in the catalogue (the server's, too: its words are
 * the English ids).
 */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <div className="form-error" role="alert">
      {t(message)}
    </div>
  ) : null;
}
