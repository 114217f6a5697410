/** @jest-environment node */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * `npm test` installs the browser suites' system packages in the background (system-packages.sh)
 * while the unit tests run; each suite's own check waits for that install before it looks. Run here
 * with packages named by CHROMIUM_PATH and NGINX_PATH (nothing is installed) and a lock of their own.
 */
let dir: string;
let env: NodeJS.ProcessEnv;
const lockFile = () => path.join(dir, 'mui-x-docs-system-packages.lock');
const lockIsFree = () => spawnSync('flock', ['-n', lockFile(), 'true']).status === 0;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'system-packages-'));
  const nginx = path.join(dir, 'nginx');
  fs.writeFileSync(nginx, '#!/bin/sh\nexit 0\n', { mode: 0o755 });
  env = { ...process.env, TMPDIR: dir, CHROMIUM_PATH: '/bin/true', NGINX_PATH: nginx };
  delete env.SYSTEM_PACKAGES_LOCKED;
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

// Without flock (not Debian's util-linux) system-packages.sh starts nothing and each suite installs its
// own packages as before: there is nothing of this to test there.
const hasFlock = spawnSync('sh', ['-c', 'command -v flock']).status === 0;

(hasFlock ? describe : describe.skip)('system packages for the browser suites', () => {
  it("starts their install in the background and returns; the background's output is kept", () => {
    const result = spawnSync('bash', [path.join(__dirname, 'system-packages.sh')], { env, encoding: 'utf8', timeout: 30_000 });
    expect(result.status).toBe(0);
    // Waits for the background to end (it holds the lock until then).
    expect(spawnSync('flock', [lockFile(), 'true'], { timeout: 30_000 }).status).toBe(0);
    const log = fs.readFileSync(path.join(dir, 'mui-x-docs-system-packages.log'), 'utf8');
    expect(log).toContain('Using Chromium from CHROMIUM_PATH: /bin/true');
    expect(log).toContain(`Using nginx from NGINX_PATH: ${env.NGINX_PATH}`);
  });

  it("a suite's check waits while that install holds the lock, then looks", async () => {
    const marker = path.join(dir, 'install-ended');
    const holder = spawn('flock', [lockFile(), '-c', `sleep 1; touch '${marker}'`], { env });
    const ended = new Promise((resolve) => holder.on('exit', resolve));
    while (lockIsFree()) await new Promise((resolve) => setTimeout(resolve, 20));
    const result = spawnSync('bash', [path.join(__dirname, 'ensure-chromium.sh')], { env, encoding: 'utf8', timeout: 30_000 });
    expect(result.status).toBe(0);
    expect(fs.existsSync(marker)).toBe(true);
    await ended;
  });
});
