import { SYNC_ENCODING, SYNC_ENCODING_HEADER } from '@contracts/sync-wire';
import { unpackSync } from '../../src/sync/sync-wire';

/** Bytes of a request body as it goes over the link (text, or packed bytes). */
export function bodyBytes(body: BodyInit | null | undefined): number {
  if (typeof body === 'string') return Buffer.byteLength(body);
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return body.byteLength;
  return 0;
}

/** An answer's JSON, unpacked when it came in the sync encoding. */
export async function answerJson<T>(res: Response): Promise<T> {
  if (res.headers.get(SYNC_ENCODING_HEADER) !== SYNC_ENCODING) return (await res.json()) as T;
  return JSON.parse(unpackSync(new Uint8Array(await res.arrayBuffer()))) as T;
}
