/**
 * tus Upload-Metadata: "key base64value,key2 base64value2" (a key may come without a value).
 * Values are decoded as UTF-8; the route validates them with the shared zod schema.
 */
export function parseUploadMetadata(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) out[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return out;
}
