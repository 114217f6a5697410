/**
 * `npm run serve`: serves out/ (or SERVE_DIR, another export: the bench compares two builds) on PORT
 * (3000) and HOST (127.0.0.1) with the headers a host sends (scripts/serve/staticServer.ts).
 */
import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import { createStaticListener } from './staticServer';

const root = path.resolve(process.env.SERVE_DIR ?? path.join(process.cwd(), 'out'));
const shown = path.relative(process.cwd(), root) || '.';
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`${shown}/ has no export: run \`npm run build\` first (or \`npm start\`, which builds and serves).`);
  process.exit(1);
}

let listener: ReturnType<typeof createStaticListener>;
try {
  listener = createStaticListener({ root });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

http.createServer(listener).listen(port, host, () => {
  console.log(`Serving ${shown}/ on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
});
