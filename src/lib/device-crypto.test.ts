import { afterEach, describe, expect, it } from 'vitest';
import { type AppDb, openAppDb } from '../db/app-db';
import { checkVerifier, storeVerifier } from './device-crypto';

let db: AppDb;
afterEach(() => db?.close());

describe("the device's password verifier (offline unlock)", () => {
  it('opens with the password in either Unicode form, and not with another password', async () => {
    db = openAppDb(`verifier-${Math.random()}`);
    await storeVerifier(db, 7, 'Caf\u00e9Harbour27');
    expect(await checkVerifier(db, 7, 'Cafe\u0301Harbour27')).toBe(true);
    expect(await checkVerifier(db, 7, 'Caf\u00e9Harbour27')).toBe(true);
    expect(await checkVerifier(db, 7, 'CafeHarbour27')).toBe(false);
    expect(await checkVerifier(db, 8, 'Caf\u00e9Harbour27')).toBe(false);
  }, 30_000);
});
