/**
 * Serves out/ with Debian's nginx and the generated configuration (hosting/nginx/*.conf), for the
 * browser tests against a real host (`npm run test:nginx`, playwright.nginx.config.ts): PORT (4273),
 * NGINX_PATH (/usr/sbin/nginx). nginx runs in the foreground; stopping this process stops it.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nginxTestConfig } from './nginxConfig';

const cwd = process.cwd();
const root = path.join(cwd, 'out');
const hostingDir = path.join(cwd, 'hosting', 'nginx');
const port = Number(process.env.PORT ?? 4273);
const nginx = process.env.NGINX_PATH || '/usr/sbin/nginx';

for (const needed of [path.join(root, 'index.html'), path.join(hostingDir, 'http.conf'), path.join(hostingDir, 'server.conf')]) {
  if (!fs.existsSync(needed)) {
    console.error(`${path.relative(cwd, needed)} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}
if (!fs.existsSync(nginx)) {
  console.error(`${nginx} is missing: \`bash scripts/check/ensure-nginx.sh\` installs Debian's nginx.`);
  process.exit(1);
}

// One folder per port, emptied first: a server killed outright leaves its pid file behind.
const runDir = path.join(os.tmpdir(), `mui-x-docs-nginx-${port}`);
fs.rmSync(runDir, { recursive: true, force: true });
fs.mkdirSync(runDir, { recursive: true });
const configFile = path.join(runDir, 'nginx.conf');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
fs.writeFileSync(configFile, nginxTestConfig({ root, hostingDir, runDir, port, mimeTypes: '/etc/nginx/mime.types', user: isRoot ? 'root' : null }));

const check = spawnSync(nginx, ['-t', '-q', '-c', configFile, '-p', runDir], { encoding: 'utf8' });
if (check.status !== 0) {
  console.error(`nginx refuses the configuration (${configFile}):\n${check.stderr}`);
  process.exit(1);
}

const server = spawn(nginx, ['-c', configFile, '-p', runDir], { stdio: 'inherit' });
console.log(`nginx serves out/ on http://127.0.0.1:${port}/ (${configFile})`);
const stop = () => server.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
