import type { FileReader, FileSource, HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';

/**
 * tus-js-client's HTTP layer on `fetch` instead of XMLHttpRequest: the service worker has no
 * XMLHttpRequest, and the uploads run there as well as in the page (and in Node for tests).
 * Progress is reported per chunk, when its request completes.
 */
export function fetchHttpStack(doFetch: typeof fetch): HttpStack {
  return {
    getName: () => 'FetchHttpStack',
    createRequest(method: string, url: string): HttpRequest {
      const headers: Record<string, string> = {};
      const abort = new AbortController();
      let onProgress: (bytes: number) => void = () => undefined;
      return {
        getMethod: () => method,
        getURL: () => url,
        setHeader: (name, value) => {
          headers[name] = value;
        },
        getHeader: (name) => headers[name],
        setProgressHandler: (handler) => {
          onProgress = handler;
        },
        async send(body?: Blob | null) {
          const res = await doFetch(url, { method, headers, body: body ?? null, signal: abort.signal });
          const text = await res.text();
          if (body) onProgress(body.size);
          return {
            getStatus: () => res.status,
            getHeader: (name: string) => res.headers.get(name) ?? undefined,
            getBody: () => text,
            getUnderlyingObject: () => res,
          } as HttpResponse;
        },
        abort: async () => abort.abort(),
        getUnderlyingObject: () => abort,
      };
    },
  };
}

/** Reads the upload from a Blob kept in IndexedDB, on every platform (Node's reader wants streams). */
export const blobFileReader: FileReader = {
  async openFile(input: Blob): Promise<FileSource> {
    return {
      size: input.size,
      slice: async (start, end) => ({ value: input.slice(start, end), done: end >= input.size }),
      close: () => undefined,
    };
  },
};
