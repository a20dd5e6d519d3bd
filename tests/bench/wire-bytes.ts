import { inSyncEncoding } from '@contracts/sync-wire';
import { unpackSync } from '../../src/sync/sync-wire';

/** Bytes of a request body as it goes over the link (text, or packed bytes). */
export function bodyBytes(body: BodyInit | null | undefined): number {
  if (typeof body === 'string') return Buffer.byteLength(body);
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return body.byteLength;
  return 0;
}

/** An answer's JSON, unpacked when it came in the sync encoding. */
export async function answerJson<T>(res: Response): Promise<T> {
  if (!inSyncEncoding(res.headers)) return (await res.json()) as T;
  return JSON.parse(unpackSync(new Uint8Array(await res.arrayBuffer()))) as T;
}

/**
 * What Chromium adds by itself to the app's same-origin fetch over HTTP/1.1 (as its network panel
 * shows, on Android), besides the app's own headers. No Referer (the pages' referrer policy is
 * no-referrer) and no cookies (the app signs in with a token).
 */
const BROWSER_HEADERS: [string, string][] = [
  ['Host', 'shore.example.com'],
  ['Connection', 'keep-alive'],
  ['sec-ch-ua-platform', '"Android"'],
  [
    'User-Agent',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  ],
  ['sec-ch-ua', '"Chromium";v="131", "Not_A Brand";v="24"'],
  ['sec-ch-ua-mobile', '?1'],
  ['Accept', '*/*'],
  ['Sec-Fetch-Site', 'same-origin'],
  ['Sec-Fetch-Mode', 'cors'],
  ['Sec-Fetch-Dest', 'empty'],
  ['Accept-Encoding', 'gzip, deflate, br, zstd'],
  ['Accept-Language', 'en-GB,en;q=0.9'],
];

/** Of those, what tells the server the answer goes to a script (it trims its headers for that). */
export const FETCH_METADATA: [string, string][] = [
  ['Sec-Fetch-Mode', 'cors'],
  ['Sec-Fetch-Dest', 'empty'],
];

/** What Node's HTTP server adds to each answer (HTTP/1.1, keep-alive). */
const SERVER_HEADERS: [string, string][] = [
  ['Date', 'Wed, 02 Dec 2026 17:09:57 GMT'],
  ['Connection', 'keep-alive'],
  ['Keep-Alive', 'timeout=5'],
];

const lines = (headers: Iterable<[string, string]>) =>
  [...headers].reduce((n, [k, v]) => n + k.length + 2 + Buffer.byteLength(v) + 2, 0);

/** What the browser alone puts in a request's head (its headers, and Origin on a POST): no app sheds it. */
export const browserHeadBytes = (method: string) =>
  lines(BROWSER_HEADERS) + (method === 'GET' ? 0 : lines([['Origin', 'https://shore.example.com']]));

/**
 * One request and its answer as HTTP/1.1 puts them on the wire: request line, the browser's and
 * the app's headers, body; status line, the server's headers, body; each head ends in a blank line.
 */
export function http11Bytes(
  req: { method: string; path: string; headers: Headers; body: number },
  res: { status: number; headers: Headers; body: number },
): number {
  const sent = new Headers(req.headers);
  sent.delete('accept-encoding'); // the browser's own, counted with its headers
  if (req.body) sent.set('content-length', String(req.body));
  const reqHead =
    `${req.method} ${req.path} HTTP/1.1\r\n`.length + browserHeadBytes(req.method) + lines(sent) + 2;
  const got = new Headers(res.headers);
  if (!got.has('content-length')) got.set('content-length', String(res.body));
  const resHead = `HTTP/1.1 ${res.status} OK\r\n`.length + lines(SERVER_HEADERS) + lines(got) + 2;
  return reqHead + req.body + resHead + res.body;
}
