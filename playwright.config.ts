import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * The browser the tests drive (scripts/check/ensure-chromium.sh installs it): CHROMIUM_PATH, else
 * Debian's headless shell, else its full chromium.
 */
const CHROMIUM = process.env.CHROMIUM_PATH || ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file)) || '/usr/bin/chromium';

/** Browser tests run against the static export in out/ (built by `npm run test:e2e`). */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  // E2E_WORKERS overrides (to measure another count on this machine).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // On CI one retry: on a 2-core machine running two browsers, the server and the tests, a lazily
  // loaded part (a demo, the feedback panel) has twice stayed unloaded for 15-20 s, once in 270 tests
  // and a different test each time, never locally. A test that passes on its retry is listed as flaky
  // in the output, with the first try's failure and the requests it was still waiting for
  // (tests/e2e/fixtures.ts), so it stays visible; locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node --import tsx scripts/serve/serve.ts',
    env: { PORT: String(PORT), HOST: '127.0.0.1' },
    url: `http://127.0.0.1:${PORT}/x/introduction/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
