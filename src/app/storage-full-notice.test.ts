import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { STORAGE_FULL } from '../lib/storage-failure';
import { watchStorageFull } from './storage-full-notice';

describe('watchStorageFull', () => {
  it('tells the user of a Save that failed for want of space, and of nothing else', () => {
    const target = new EventTarget();
    const said: string[] = [];
    watchStorageFull(target as unknown as Window, (text) => said.push(text));
    const rejected = (reason: unknown) => {
      const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(rejected(new Dexie.AbortError('aborted', new DOMException('full', 'QuotaExceededError')))).toBe(
      true,
    );
    expect(rejected(new Error('something else'))).toBe(false);
    expect(said).toEqual([STORAGE_FULL]);
  });
});
