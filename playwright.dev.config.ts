import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const PORT = Number(process.env.DEV_E2E_PORT ?? 4174);

/**
 * Browser tests against `next dev` (live reload while writing pages): one worker, since the tests
 * edit files on disk; generous timeouts, since the development server compiles a page on first visit.
 */
export default defineConfig({
  testDir: './tests/dev',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // The first visit compiles the page, then its demos as they show; the docs check's TypeScript program
  // is built beside it (seconds) before a broken fence can show; the first broken save compiles the
  // error page. Room for a loaded machine.
  timeout: 300_000,
  expect: { timeout: 120_000 },
  // The full browser (scripts/check/ensure-chromium.sh full): Next's error overlay for a page whose
  // data failed, which the test looks for, does not show in the headless shell the export's suite uses.
  use: {
    ...base.use,
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { ...base.use?.launchOptions, executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // `npm run dev` runs the prebuild step first (drawer sections, API reference from its cache).
    command: `npm run dev -- -p ${PORT} -H 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/favicon.svg`,
    reuseExistingServer: false,
    timeout: 300_000,
    // The test breaks a page on purpose: the server's error output would read like a failure in CI logs.
    stdout: 'ignore',
    stderr: 'ignore',
  },
});
