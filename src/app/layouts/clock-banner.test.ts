import { afterEach, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { clockBannerText } from './clock-banner';

afterEach(() => activateLanguage('en'));

it('tells a user whose device clock is far from the shore’s, in their language', async () => {
  expect(clockBannerText(-(2 * 24 + 3) * 3_600_000)).toBe(
    'This device’s clock is 2 days ahead of the shore’s. Hours of rest are logged by its date: set its date and time.',
  );
  expect(clockBannerText(3_600_000)).toBe(
    'This device’s clock is 1 hour behind the shore’s. Hours of rest are logged by its date: set its date and time.',
  );
  expect(clockBannerText(60_000)).toBeNull();
  expect(clockBannerText(null)).toBeNull();
  await activateLanguage('es');
  expect(clockBannerText(-2 * 86_400_000)).toContain('2 días');
});
