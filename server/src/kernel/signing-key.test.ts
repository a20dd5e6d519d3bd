import { describe, expect, it } from 'vitest';
import { openPglite } from '../db/client';
import { migrate } from '../db/migrate';
import { loadSigningKey } from './tokens';

describe('the signing key', () => {
  it('is made at the first start and found at every restart; JWT_SECRET wins when set', async () => {
    const db = await openPglite();
    expect(await migrate(db)).not.toEqual([]);
    const first = await loadSigningKey(db);
    expect(first.length).toBeGreaterThanOrEqual(32);
    // A restart: nothing left to migrate, and the tokens signed before it stay valid.
    expect(await migrate(db)).toEqual([]);
    expect(await loadSigningKey(db)).toEqual(first);
    expect(new TextDecoder().decode(await loadSigningKey(db, 'from-the-env'))).toBe('from-the-env');
    expect(await db.query('SELECT name FROM server_secrets')).toEqual([{ name: 'jwt' }]);
    await db.close();
  });
});
