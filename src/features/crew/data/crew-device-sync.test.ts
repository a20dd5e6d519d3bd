import { describe, expect, it } from 'vitest';
import { crewDeviceSync } from './crew-device-sync';

const say = (text: string) => text;

describe('a salary change waiting to sync is named as on the profile', () => {
  // Doc 2, section 3: 'The payment review label is Bonus or Pay Review.'
  it('Pay Review or Bonus, the spec’s labels', () => {
    const save = crewDeviceSync.ops['crew/salary/save'];
    const body = { isBonus: false } as Parameters<typeof save.describe>[0];
    expect(save.describe(body, say)).toBe('Pay Review');
    expect(save.describe({ ...body, isBonus: true }, say)).toBe('Bonus');
  });
});
