import {
  type ComponentProps,
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy,
} from 'react';
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

/** Screens whose code failed to arrive, each with a way to ask for it again. */
const failedScreens = new Set<() => void>();

/**
 * The screens whose code failed ask for it again on their next render. React keeps a lazy
 * component's failure for good, so a page first opened with the shore down stayed failed after
 * the link came back, however often it was opened again (field test s59). Called once another page
 * is shown, not on failure or while rendering: React renders a waiting screen again when its code
 * fails, and that render would ask anew, again and again while the link is down.
 */
export function renewFailedScreens(): void {
  renewFailedStyles();
  for (const renew of failedScreens) renew();
  failedScreens.clear();
}

/** Style sheets of screens that failed to arrive: their <link> is left in the page. */
const failedStyles = new Set<Element>();
if (typeof document !== 'undefined')
  document.addEventListener(
    'error',
    (event) => {
      const el = event.target;
      if (el instanceof HTMLLinkElement && el.rel === 'stylesheet') failedStyles.add(el);
    },
    true,
  );

/**
 * A page's code asks for its style sheet once a session (the bundler keeps the addresses it has
 * asked for), so a sheet that failed to arrive was never asked for again: the page came back
 * from a short outage with no style at all (review s59: the users table ran off a phone's
 * screen). Each failed <link> is put anew, which asks for its sheet again.
 */
export function renewFailedStyles(): void {
  for (const link of failedStyles) {
    const again = link.cloneNode() as HTMLLinkElement;
    link.replaceWith(again);
  }
  failedStyles.clear();
}

/**
 * A screen (or a popup) whose code loads on first use (slow, costly links: each page ships on
 * its own), named by its export: the name is the {n} of the spec's text.
 */
export function screen<
  // biome-ignore lint/suspicious/noExplicitAny: a component's props are whatever the export takes, as with React's own lazy().
  M extends Record<K, ComponentType<any>>,
  K extends keyof M & string,
>(load: () => Promise<M>, name: K): ComponentType<ComponentProps<M[K]>> {
  const fresh = (): LazyExoticComponent<M[K]> =>
    lazy(() =>
      loadWithin(load, name).then(
        (m) => ({ default: m[name] }),
        (error: unknown) => {
          failedScreens.add(renew);
          throw error;
        },
      ),
    );
  const renew = () => {
    current = fresh();
  };
  let current = fresh();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at a module's top, as React's own lazy() is.
  const Screen = (props: ComponentProps<M[K]>) => createElement(current, props);
  Screen.displayName = name;
  return Screen;
}
