/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import serveHandler from 'serve-handler';
import { createStaticListener, readHeaderRules, type Handler } from './staticServer';

const HEADERS = `# test rules
/*
  Content-Security-Policy: default-src 'self'; frame-ancestors 'self'
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
/_next/static/*
  Cache-Control: public, max-age=31536000, immutable
/x/_demo-sources/*
  Cache-Control: public, max-age=31536000, immutable
/x/a/*
  Cache-Control: no-cache
/x/sw.js
  Cache-Control: no-cache
/x/changing.txt
  Cache-Control: no-cache
/x/nothing-here/*
  Cache-Control: no-cache
/404.html
  Cache-Control: no-cache
`;

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('_headers', HEADERS);
  write('index.html', '<p>home</p>');
  write('404.html', '<p>not found</p>');
  write('x/a/index.html', '<p>page a</p>');
  write('x/sw.js', 'self.addEventListener("install", () => {});');
  write('_next/static/chunks/main-abc123.js', 'console.log(1)');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Starts a server on a free port; returns its base URL and a closer. */
async function start(handler?: Handler, log: (message: string) => void = () => {}) {
  const server = http.createServer(createStaticListener({ root, handler, log }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A raw GET (fetch would normalise hostile paths before sending them). */
function get(base: string, rawPath: string, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: rawPath, method, timeout: 5000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('timeout', () => request.destroy(new Error(`no answer for ${rawPath}`)));
    request.on('error', reject);
    request.end();
  });
}

/** A GET sending `headers`, with the body as raw bytes. */
function getBytes(base: string, rawPath: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: rawPath, headers, timeout: 5000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('static server', () => {
  it('gzips text for a browser that accepts it, as a host does, and nothing else', async () => {
    const server = await start();
    try {
      const gzipped = await getBytes(server.base, '/_next/static/chunks/main-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.length);
      expect(gzipped.headers.vary).toContain('Accept-Encoding');
      expect(zlib.gunzipSync(gzipped.body).toString()).toBe('console.log(1)');
      // The headers of _headers still go out with a compressed answer.
      expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const plain = await getBytes(server.base, '/x/a/', {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe('<p>page a</p>');
      const range = await getBytes(server.base, '/x/a/', { 'Accept-Encoding': 'gzip', Range: 'bytes=0-2' });
      expect(range.headers['content-encoding']).toBeUndefined();
      expect(range.body.toString()).toBe('<p>');
    } finally {
      await server.close();
    }
  });

  it('compresses a file once, and again when it changes', async () => {
    const server = await start();
    const file = path.join(root, 'x', 'changing.txt');
    const gzip = { 'Accept-Encoding': 'gzip' };
    try {
      fs.writeFileSync(file, 'first version');
      const first = await getBytes(server.base, '/x/changing.txt', gzip);
      expect(zlib.gunzipSync(first.body).toString()).toBe('first version');
      expect((await getBytes(server.base, '/x/changing.txt', gzip)).body.equals(first.body)).toBe(true);
      fs.writeFileSync(file, 'the second, longer version');
      expect(zlib.gunzipSync((await getBytes(server.base, '/x/changing.txt', gzip)).body).toString()).toBe('the second, longer version');
    } finally {
      fs.rmSync(file, { force: true });
      await server.close();
    }
  });

  it('sends the rules of _headers with every answer', async () => {
    const server = await start();
    try {
      const page = await get(server.base, '/x/a/');
      expect(page.status).toBe(200);
      expect(page.body).toBe('<p>page a</p>');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(page.headers['cache-control']).toBe('no-cache');
      expect((await get(server.base, '/x/sw.js')).headers['cache-control']).toBe('no-cache');
      expect((await get(server.base, '/_next/static/chunks/main-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const missing = await get(server.base, '/x/nothing-here/');
      expect(missing.status).toBe(404);
      expect(missing.body).toBe('<p>not found</p>');
      expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
    } finally {
      await server.close();
    }
  });

  it.each([
    ['a missing hashed chunk', '/_next/static/chunks/main-gone.js'],
    ['a missing demo sources file', '/x/_demo-sources/data-grid/BasicGrid.0000.json'],
    ['a missing page', '/x/nothing-here/'],
  ])('answers %s with the 404 page and Cache-Control: no-store, never its path\'s rule', async (_label, rawPath) => {
    const server = await start();
    try {
      const missing = await get(server.base, rawPath);
      expect(missing.status).toBe(404);
      expect(missing.body).toBe('<p>not found</p>');
      expect(missing.headers['cache-control']).toBe('no-store');
      expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
    } finally {
      await server.close();
    }
  });

  it.each([
    ['a bad request', '/_next/static/%E0%A4%A', 'GET', 400],
    ['a refused method', '/_next/static/chunks/main-abc123.js', 'POST', 405],
    ['the host configuration', '/_headers', 'GET', 404],
  ])('sends no-store with %s too', async (_label, rawPath, method, status) => {
    const server = await start();
    try {
      const answer = await get(server.base, rawPath, method);
      expect(answer.status).toBe(status);
      expect(answer.headers['cache-control']).toBe('no-store');
    } finally {
      await server.close();
    }
  });

  it('answers a name no file system holds with the 404 page', async () => {
    const server = await start();
    try {
      const answer = await get(server.base, `/x/${'a'.repeat(5000)}/`);
      expect(answer.status).toBe(404);
      expect(answer.body).toBe('<p>not found</p>');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await server.close();
    }
  });

  it.each([
    ['a malformed escape', '/%E0%A4%A', 400],
    ['a lone percent', '/x/%/', 400],
    ['a path traversal', '/x/..%2f..%2f..%2fetc/passwd', 400],
    ['a NUL byte', '/x/%00/', 400],
    ['a name too long for the file system', `/${'a'.repeat(5000)}/`, 404],
    ['the host configuration itself', '/_headers', 404],
  ])('answers %s without going down', async (_label, rawPath, status) => {
    const server = await start();
    const silence = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await get(server.base, rawPath)).status).toBe(status);
      expect((await get(server.base, '/x/a/')).status).toBe(200);
    } finally {
      silence.mockRestore();
      await server.close();
    }
  });

  it('refuses methods a static host does not serve', async () => {
    const server = await start();
    try {
      const answer = await get(server.base, '/x/a/', 'POST');
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
    } finally {
      await server.close();
    }
  });

  it.each<[string, Handler]>([
    ['throws', () => {
      throw new Error('handler exploded');
    }],
    ['rejects', async () => {
      throw new Error('handler exploded');
    }],
  ])('answers 500 when the handler %s, logs one line, and keeps serving', async (_label, failing) => {
    const log = jest.fn();
    let calls = 0;
    const server = await start((request, response, options) => {
      calls += 1;
      return calls === 1 ? failing(request, response, options) : serveHandler(request, response, options);
    }, log);
    try {
      const failed = await get(server.base, '/x/a/');
      expect(failed.status).toBe(500);
      expect(failed.body).toBe('Internal Server Error');
      expect(failed.headers['x-content-type-options']).toBe('nosniff');
      expect(failed.headers['cache-control']).toBe('no-store');
      expect(log).toHaveBeenCalledWith('serve: GET /x/a/ failed: handler exploded');
      expect((await get(server.base, '/x/a/')).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('says how to make a missing _headers', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-empty-'));
    try {
      expect(() => readHeaderRules(empty)).toThrow('_headers is missing: run `npm run build` (its postbuild step writes it)');
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
