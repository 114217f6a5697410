/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * `npm run test:nginx` on a machine without nginx whose package servers are unreachable: the suite is
 * skipped with a notice (the test command still passes), unless REQUIRE_NGINX=1 (the CI workflow).
 * A fake apt-get that fails as an unreachable mirror does; Chromium's check passes on /bin/true.
 */
const SCRIPT = path.join(__dirname, 'test-nginx.sh');
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-nginx-'));
  fs.writeFileSync(path.join(dir, 'apt-get'), '#!/bin/sh\necho "Temporary failure resolving deb.debian.org" >&2\nexit 100\n', { mode: 0o755 });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function run(extra: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, CHROMIUM_PATH: '/bin/true', NGINX_SYSTEM_PATH: path.join(dir, 'no-nginx'), APT_GET: path.join(dir, 'apt-get'), SYSTEM_PACKAGES_LOCKED: '1' };
  delete env.NGINX_PATH;
  delete env.REQUIRE_NGINX;
  Object.assign(env, extra);
  return spawnSync('bash', [SCRIPT], { env, encoding: 'utf8', timeout: 30_000 });
}

describe('npm run test:nginx without nginx and without reachable package servers', () => {
  it('skips the suite with a notice that says how to run it', () => {
    const result = run();
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(/could not be installed: apt-get update failed/);
    expect(result.stderr).toMatch(/test:nginx SKIPPED: .*NGINX_PATH/);
  });

  it('fails instead when REQUIRE_NGINX=1 (the CI workflow, where nginx must run)', () => {
    const result = run({ REQUIRE_NGINX: '1' });
    expect(result.status).toBe(3);
    expect(result.stderr).not.toMatch(/SKIPPED/);
  });

  it('uses the nginx NGINX_PATH names without asking apt', () => {
    const fake = path.join(dir, 'nginx');
    fs.writeFileSync(fake, '#!/bin/sh\nexit 0\n', { mode: 0o755 });
    const result = spawnSync('bash', [path.join(__dirname, 'ensure-nginx.sh')], { env: { ...process.env, NGINX_PATH: fake, APT_GET: path.join(dir, 'apt-get'), SYSTEM_PACKAGES_LOCKED: '1' }, encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`Using nginx from NGINX_PATH: ${fake}`);
  });
});
