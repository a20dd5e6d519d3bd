import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { REQUEST_TIMEOUT_MS } from '../sync/link-state';

/** A screen's code that did not arrive: doc 1, section 8's own words. */
export class ChunkLoadError extends Error {
  constructor(readonly chunk: string) {
    super(`Loading chunk ${chunk} failed`);
  }
}

/**
 * A screen's code, or ChunkLoadError once the link has failed to bring it within the spec's
 * 120 s (or failed outright): the splash never waits for ever on a dead link.
 */
export function loadWithin<T>(load: () => Promise<T>, chunk: string, ms = REQUEST_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk)), ms);
    load().then(
      (m) => {
        clearTimeout(timer);
        resolve(m);
      },
      () => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk));
      },
    );
  });
}

/**
 * A screen (or a popup) whose code loads on first use (slow, costly links: each page ships on
 * its own), named by its export: the name is the {n} of the spec's text.
 */
export function screen<
  // biome-ignore lint/suspicious/noExplicitAny: a component's props are whatever the export takes, as with React's own lazy().
  M extends Record<K, ComponentType<any>>,
  K extends keyof M & string,
>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(() => loadWithin(load, name).then((m) => ({ default: m[name] })));
}
