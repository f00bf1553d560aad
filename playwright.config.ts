import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8091);
// No campaign windows in the browser suites' servers (fixtures/server/createServer.ts `campaigns`): on a campaign day
// its offer window would stand in front of every test; boosters.spec runs its own schedule.
process.env.CAMPAIGNS = 'off';

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  // Two workers by default, E2E_WORKERS=1 for one (issue 27). What two spec files running at once could share is made
  // separate: servers a spec starts as a process take a free port (fixtures/hosts/freePort), in-process servers listen
  // on port 0, every build a spec runs holds one lock (test/support/buildLock.ts), each spec file's own server has its
  // own database and clock, and the shared server's specs register their own players (its request limits are raised
  // 100×; no spec reads its rating, chat or seeded accounts).
  // Why two: since every page draws at most 10 frames a second, and 2 while the test drives another page
  // (test/support/e2eTest.ts), one worker's tests, their pages and servers keep only ~1.2 of the 2 cores busy: they
  // wait on the server, the socket and the page in turn. Measured on the whole suite (130 tests, the run given the
  // CPU first through a cgroup beside other work): one worker 634 s wall for 788 CPU-s, two 490 s for 830 CPU-s, every
  // test passing. (Before the frame caps one worker took both cores, and a quiet two-worker run was no faster.)
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // E2E_REPORT moves the JSON report (a run beside another one, e.g. a shard with its own E2E_PORT).
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? '.test-reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    viewport: { width: 480, height: 800 },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node test/e2e/serve.mjs`,
    url: `http://127.0.0.1:${port}/api/connection/isConnectionExists`,
    reuseExistingServer: false,
    // A hang guard, with room for a loaded machine.
    timeout: 120_000,
    env: { PORT: String(port), HOST: '127.0.0.1', CAMPAIGNS: 'off' },
  },
});
