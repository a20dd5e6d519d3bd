/**
 * Issue 32: a refusal answers the spec's error shape with a form-level `message` (doc 1,
 * section 8), field errors or not; use cases' field refusals answered `{ errorList }` alone.
 * A 401 without a message is the spec's signal to refresh the token, so it is left out.
 * Reads the body as text: the caller passes what it read.
 */
export function refusalWithoutMessage(res: Response, text: string): boolean {
  if (res.status < 400 || res.status === 401) return false;
  if (!(res.headers.get('content-type') ?? '').includes('json')) return true;
  const body = JSON.parse(text) as { message?: unknown };
  return typeof body.message !== 'string' || body.message.trim() === '';
}
