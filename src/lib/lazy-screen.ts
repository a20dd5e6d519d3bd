import { type ComponentType, lazy } from 'react';

/** A screen whose code loads on first use (slow, costly links: each page ships on its own). */
export function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}
