// Serves the static export in out/ on localhost, answering unknown paths with 404.html and status 404.
import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import handler from 'serve-handler';

const root = path.join(process.cwd(), 'out');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error('out/ has no export: run `npm run build` first (or `npm start`, which builds and serves).');
  process.exit(1);
}

const server = http.createServer((request, response) =>
  handler(request, response, {
    public: root,
    trailingSlash: true,
    cleanUrls: true,
    directoryListing: false,
    headers: [
      { source: 'x/sw.js', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
      // The pages' markdown exports (`/x/<path>.md`): text for readers and tools, in UTF-8.
      { source: '**/*.md', headers: [{ key: 'Content-Type', value: 'text/markdown; charset=utf-8' }] },
    ],
  }),
);

server.listen(port, host, () => {
  console.log(`Serving out/ on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
});
