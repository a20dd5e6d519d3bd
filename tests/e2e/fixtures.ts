import { test as base } from '@playwright/test';
import { expectAccessible } from './helpers';

/**
 * Every journey ends with axe on the screen it reached (issue 7): a serious or critical
 * violation fails the journey. Journeys also call `expectAccessible` on the screens and popups
 * they pass through.
 */
export const test = base.extend<{ axeAtTheEnd: undefined }>({
  axeAtTheEnd: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus && !page.isClosed())
        await expectAccessible(page, `the last screen of "${testInfo.title}"`);
    },
    { auto: true },
  ],
});
