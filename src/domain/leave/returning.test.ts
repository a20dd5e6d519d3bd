import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURNING_CHOICE, returningProfileOf } from './returning';

const profile = (id: string, extra: Partial<Record<string, unknown>> = {}) => ({
  id,
  crewId: 7,
  active: false,
  deleted: false,
  startDate: '2025-01-01',
  endDate: '2025-06-30' as string | null,
  ...extra,
});

describe('a returning crew member', () => {
  it('is offered the profile they left behind', () => {
    expect(returningProfileOf([profile('A')], 7)?.id).toBe('A');
  });

  it('has nothing to choose with an active profile, without any, or for someone else', () => {
    expect(returningProfileOf([profile('A'), profile('B', { active: true, endDate: null })], 7)).toBeNull();
    expect(returningProfileOf([], 7)).toBeNull();
    expect(returningProfileOf([profile('A')], 8)).toBeNull();
  });

  it('leaves a deleted profile out (the old data was deleted for a new one)', () => {
    expect(returningProfileOf([profile('A', { deleted: true })], 7)).toBeNull();
  });

  it('takes the newest of several ended profiles', () => {
    const list = [
      profile('old', { startDate: '2023-01-01', endDate: '2023-12-31' }),
      profile('new', { startDate: '2024-03-01', endDate: '2024-09-30' }),
      profile('mid', { startDate: '2024-01-01', endDate: '2024-02-01' }),
    ];
    expect(returningProfileOf(list, 7)?.id).toBe('new');
    expect(returningProfileOf([...list].reverse(), 7)?.id).toBe('new');
  });

  it('defaults to a new profile (doc 3, section 4)', () => {
    expect(DEFAULT_RETURNING_CHOICE).toBe('new');
  });
});
