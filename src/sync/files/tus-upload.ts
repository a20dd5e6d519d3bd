/**
 * The tus 1.0 client the device needs, on `fetch` (the service worker has no XMLHttpRequest, and
 * the uploads run there as well as in the page and in Node for tests): create the upload, or ask
 * the server how much of a known one it has, then send the rest in chunks. A general tus library
 * costs the service worker about 18 KB on a satellite link (issue 34, goal 4); this is what we use.
 */

/** The server answered but refused (its status and body, for the message shown). */
export class UploadRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`upload refused (${status})`);
  }
}

export interface TusUpload {
  endpoint: string;
  /** The upload the server already has part of, from an earlier attempt. */
  uploadUrl: string | null;
  metadata: Record<string, string>;
  chunkSize: number;
  fetch: typeof fetch;
  /** Headers for each request (the access token, fresh each time). */
  headers: () => Promise<Record<string, string>>;
  onUploadUrl: (url: string) => void;
  onChunk: (offset: number) => void;
}

/** Upload-Metadata: each value in base64 of its UTF-8 bytes. */
const metadataHeader = (metadata: Record<string, string>) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${btoa(String.fromCharCode(...new TextEncoder().encode(value)))}`)
    .join(',');

/**
 * Sends the blob; resolves once the server has every byte. Throws UploadRefused when the server
 * refuses, anything else (a TypeError from fetch) when the link failed: one attempt, the sync
 * scheduler retries.
 */
export async function tusUpload(blob: Blob, o: TusUpload): Promise<void> {
  const send = async (url: string, method: string, headers: Record<string, string>, body?: Blob) => {
    const res = await o.fetch(url, {
      method,
      headers: { 'Tus-Resumable': '1.0.0', ...(await o.headers()), ...headers },
      body: body ?? null,
    });
    if (!res.ok) throw new UploadRefused(res.status, await res.text());
    return res;
  };
  const offsetOf = (res: Response) => {
    const offset = Number(res.headers.get('upload-offset') ?? Number.NaN);
    if (!Number.isInteger(offset) || offset < 0)
      throw new Error('tus: the server sent no valid Upload-Offset');
    return offset;
  };

  let url = o.uploadUrl;
  let offset = 0;
  if (url) {
    try {
      offset = offsetOf(await send(url, 'HEAD', {}));
    } catch (e) {
      // Gone or refused (expired, another server): a new upload, as the tus clients do; a locked
      // one (423, still being written) or a failed link is tried again later.
      if (!(e instanceof UploadRefused) || e.status === 423) throw e;
      url = null;
    }
  }
  if (!url) {
    const res = await send(o.endpoint, 'POST', {
      'Upload-Length': String(blob.size),
      'Upload-Metadata': metadataHeader(o.metadata),
    });
    const location = res.headers.get('location');
    if (!location) throw new Error('tus: the server sent no Location');
    url = new URL(location, o.endpoint).href;
    // A creation sent again (the tab closed before it kept the address): the server says how
    // much it already has, so no byte crosses the link twice.
    const had = Number(res.headers.get('upload-offset') ?? 0);
    offset = Number.isInteger(had) && had >= 0 && had <= blob.size ? had : 0;
  }
  o.onUploadUrl(url);
  while (offset < blob.size) {
    const res = await send(
      url,
      'PATCH',
      { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
      blob.slice(offset, offset + o.chunkSize),
    );
    const accepted = offsetOf(res);
    if (accepted <= offset) throw new Error('tus: the server took no bytes');
    offset = accepted;
    o.onChunk(offset);
  }
}
