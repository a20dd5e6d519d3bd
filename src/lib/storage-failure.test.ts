import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { isStorageFull } from './storage-failure';

describe('isStorageFull', () => {
  it("is true for the browser's refusal, as IndexedDB and Dexie report it", () => {
    expect(isStorageFull(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isStorageFull(new Dexie.QuotaExceededError('full'))).toBe(true);
    // A transaction aborted by it: Dexie's AbortError holds the cause.
    expect(
      isStorageFull(new Dexie.AbortError('aborted', new DOMException('full', 'QuotaExceededError'))),
    ).toBe(true);
  });

  it('is false for anything else', () => {
    for (const e of [new Error('x'), new Dexie.ConstraintError('dup'), null, undefined, 'full'])
      expect(isStorageFull(e)).toBe(false);
  });
});
