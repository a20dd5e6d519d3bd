/** A form's own error (not a field's), announced when it appears; nothing when there is none. */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <div className="form-error" role="alert">
      {message}
    </div>
  ) : null;
}
