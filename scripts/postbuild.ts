/**
 * Runs after `next build`: static hosts (and scripts/serve.mjs) answer unknown paths with a root
 * `404.html`, while `trailingSlash: true` exports the page as `404/index.html`.
 */
import fs from 'node:fs';
import path from 'node:path';

const out = path.join(process.cwd(), 'out');
const source = path.join(out, '404', 'index.html');
if (!fs.existsSync(source)) {
  console.error('postbuild: out/404/index.html is missing; was the export run?');
  process.exit(1);
}
fs.copyFileSync(source, path.join(out, '404.html'));
console.log('postbuild: out/404.html written');
