import { defineConfig } from '@playwright/test';

// E2E_PORT lets two checkouts on one machine run their journeys side by side.
export const MAIN_PORT = Number(process.env.E2E_PORT ?? 4173);
/** A second server whose access tokens live 8 s, to test expiry while offline. */
export const SHORT_TOKEN_PORT = MAIN_PORT + 1;

const server = (port: number, extra: string) => ({
  command: `rm -rf tests/.tmp/e2e-${port} && PORT=${port} DATA_DIR=tests/.tmp/e2e-${port} ${extra} npx tsx server/src/index.ts`,
  url: `http://localhost:${port}/api/v1/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
});

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'tests/.tmp/reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${MAIN_PORT}`,
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The tap journeys (issue 31) use up demo data others rely on (they approve the waiting leave,
  // countersign every waiting month, log today): they run after all the other journeys.
  projects: [
    { name: 'journeys', testIgnore: /taps-.*\.spec\.ts$/ },
    { name: 'taps', testMatch: /taps-.*\.spec\.ts$/, dependencies: ['journeys'] },
  ],
  webServer: [server(MAIN_PORT, ''), server(SHORT_TOKEN_PORT, 'ACCESS_TOKEN_TTL_SECONDS=8')],
});
