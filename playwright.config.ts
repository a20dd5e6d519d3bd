import { defineConfig } from '@playwright/test';

/**
 * `npm test` runs the journeys as three groups side by side (scripts/test-e2e-groups.mjs), each
 * against servers of its own so none sees another's changes to the demo fleet: E2E_GROUP
 * is 1, 2 or 3 there, unset for all the journeys in one run.
 */
const GROUP = process.env.E2E_GROUP;
/**
 * The journeys of groups 2 and 3, balanced on the times of one full run. The journeys and the
 * PostgreSQL pass beside them are bound by the 2 cores (a lone journey keeps more than one core
 * busy: Chromium, the server, Playwright); three even groups end together with the PostgreSQL
 * pass instead of leaving one long group running alone at the end. Any other journey, a new one
 * too, is in group 1; the tap journeys run last in group 2.
 */
const GROUP_2 = [
  'auto-logout',
  'breach-forecast',
  'cold-start-offline',
  'crew',
  'crew-documents',
  'crew-wizard',
  'crew-wizard-manual',
  'day-changed-by-other',
  'inbox',
  'issue-notes',
  'leave-form-back',
  'leave-request-offline',
  // Crew ask for leave in it: not in group 1, where leave-settings-date turns that off.
  'leave-undo-decision',
  'malformed-answer',
  'navigation-by-role',
  'neutral-periods',
  'offline-file',
  'offline-rest-day',
  'password-reset',
  'reports',
  'requirements',
  'sync-rejected-entry',
  'system-token',
  'unsaved-and-signed-month',
  'users-admin',
  'vessel-certificates',
  'worker-after-first-screen',
];
/** Screen sweeps and the longest journeys: about a third of the running time. */
const GROUP_3 = [
  'copy-days-and-records',
  'date-style',
  'month-matrix',
  'signing-key-later',
  'spanish-screens-axe',
  'touch-targets',
  'ui-consistency',
];
const inGroup = (names: string[]) => new RegExp(`/(${names.join('|')})\\.spec\\.ts$`);
const group2 = inGroup(GROUP_2);
const group3 = inGroup(GROUP_3);
const TAPS = /taps-.*\.spec\.ts$/;

// E2E_PORT lets two checkouts (or the three groups) on one machine run their journeys side by side.
export const MAIN_PORT = Number(process.env.E2E_PORT ?? 4173);
/** A second server whose access tokens live 8 s, to test expiry while offline. */
export const SHORT_TOKEN_PORT = MAIN_PORT + 1;

const server = (port: number, extra: string) => ({
  // The compiled server, as `npm start` runs it (`npm run build` comes first, as for the app).
  command: `rm -rf tests/.tmp/e2e-${port} && PORT=${port} DATA_DIR=tests/.tmp/e2e-${port} ${extra} node dist-server/index.js`,
  url: `http://localhost:${port}/api/v1/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
});

/** Debian's Chromium as the journeys and the install bench launch it (TOOLCHAIN.md). */
export const CHROMIUM_LAUNCH = {
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
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Room for the three groups side by side on 2 cores (each journey runs slower than alone).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: `tests/.tmp/reports/playwright${GROUP ?? ''}.json` }]],
  use: {
    baseURL: `http://localhost:${MAIN_PORT}`,
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
    launchOptions: CHROMIUM_LAUNCH,
  },
  // The tap journeys (issue 31) use up demo data others rely on (they approve the waiting leave,
  // countersign every waiting month, log today): they run after all the other journeys (of group 2).
  projects: [
    {
      name: 'journeys',
      testIgnore: GROUP === '1' ? [TAPS, group2, group3] : TAPS,
      ...(GROUP === '2' ? { testMatch: group2 } : GROUP === '3' ? { testMatch: group3 } : {}),
    },
    ...(GROUP === '1' || GROUP === '3'
      ? []
      : [{ name: 'taps', testMatch: TAPS, dependencies: ['journeys'] }]),
  ],
  webServer: [server(MAIN_PORT, ''), server(SHORT_TOKEN_PORT, 'ACCESS_TOKEN_TTL_SECONDS=8')],
});
