import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const PORT = Number(process.env.E2E_NGINX_PORT ?? 4273);

/**
 * Browser tests against a real host: Debian's nginx serving the existing out/ with the generated
 * hosting/nginx/*.conf (`npm run test:nginx`, after a build; `npm test` runs it after test:e2e).
 */
export default defineConfig({
  ...base,
  testDir: './tests/nginx',
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: 'node --import tsx scripts/serve/nginx.ts',
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/x/introduction/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
