/**
 * Serves the static export as a static host would (used by `npm run serve`, the browser tests and the
 * bench): files through serve-handler (clean URLs, trailing slashes, 404.html for unknown paths), and
 * the headers of `out/_headers`, the file Netlify and Cloudflare Pages read, so what is tested is what
 * a host sends. Every error answer (4xx, 5xx) goes out with `Cache-Control: no-store` instead of its path's
 * rule: a missing hashed chunk must not be cached for a year. Text files go out gzipped to a browser that accepts it, as hosts send them (so the
 * bench's Lighthouse figures see real transfer sizes). A request the handler fails on gets a 500,
 * never a crash of the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Readable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import serveHandler from 'serve-handler';
import { headersFor, HOST_CONFIG_FILES, parseHeadersFile, type HeaderRule } from '../../src/export/hosting/headers';
import { cacheControl } from '../../data/hosting';

/** serve-handler's file methods that the server replaces (the stream a file is sent from). */
export interface HandlerMethods {
  createReadStream: (file: string, options?: { start?: number; end?: number }) => NodeJS.ReadableStream;
}

export type Handler = (
  request: IncomingMessage,
  response: ServerResponse,
  options: Record<string, unknown>,
  methods?: HandlerMethods,
) => Promise<void> | void;

const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|txt|md|svg|xml|map|webmanifest|pf_meta)$/i;

/** Gzipped text files by path, kept while the file is unchanged: each is compressed once per server. */
const gzipCache = new Map<string, { mtimeMs: number; size: number; body: Buffer }>();

function gzipped(file: string): Buffer {
  const stat = fs.statSync(file);
  const cached = gzipCache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.body;
  const body = zlib.gzipSync(fs.readFileSync(file));
  gzipCache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, body });
  return body;
}

/**
 * Files gzipped when the browser accepts gzip, the file is text and the whole file is asked for (a
 * range request gets the bytes as stored). The length serve-handler announces is replaced by the
 * compressed one. A file is compressed once and served from memory until it changes, as a host's
 * cache does (the browser suite asks for the same chunks thousands of times).
 */
function compressingMethods(request: IncomingMessage, response: ServerResponse): HandlerMethods {
  const acceptsGzip = /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''));
  return {
    createReadStream(file, options) {
      if (!acceptsGzip || options?.start !== undefined || !COMPRESSIBLE.test(file)) return fs.createReadStream(file, options);
      const body = gzipped(file);
      const writeHead = response.writeHead.bind(response) as (status: number, headers?: Record<string, unknown>) => ServerResponse;
      response.writeHead = ((status: number, headers: Record<string, unknown> = {}) => {
        const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-length'));
        response.removeHeader('Content-Length');
        return writeHead(status, { ...kept, 'Content-Length': String(body.length), 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
      }) as ServerResponse['writeHead'];
      return Readable.from([body]);
    },
  };
}

export interface StaticOptions {
  /** The export's folder (out/). */
  root: string;
  /** Header rules; by default read from `<root>/_headers`. */
  rules?: readonly HeaderRule[];
  /** The file handler (serve-handler); injectable for tests. */
  handler?: Handler;
  /** Where failures are reported (one line each). */
  log?: (message: string) => void;
  /** Cache-Control of every error answer (data/hosting.ts). */
  errorCacheControl?: string;
}

/** The rules of `<root>/_headers`; a missing file is an error that says how to make it. */
export function readHeaderRules(root: string): HeaderRule[] {
  const file = path.join(root, '_headers');
  if (!fs.existsSync(file)) {
    throw new Error(`${path.relative(process.cwd(), file) || file} is missing: run \`npm run build\` (its postbuild step writes it)`);
  }
  return parseHeadersFile(fs.readFileSync(file, 'utf8'));
}

/** The path part of a request URL, as written (no query). */
function requestPath(url: string | undefined): string {
  const raw = url ?? '/';
  const end = raw.search(/[?#]/);
  return end === -1 ? raw : raw.slice(0, end);
}

/** Paths no file can answer, refused before the file system sees them (serve-handler logs a stack for each). */
function pathProblem(pathname: string): 400 | 404 | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return 400;
  }
  if (decoded.includes('\0')) return 400;
  // Host configuration is read by the host, not served; no file name is longer than 255 bytes.
  if (HOST_CONFIG_FILES.some((name) => decoded === `/${name}`) || decoded.split('/').some((segment) => Buffer.byteLength(segment) > 255)) {
    return 404;
  }
  return null;
}

/** The site's 404 page (as serve-handler sends it for unknown paths), or plain text without one. */
function notFound(root: string, response: ServerResponse) {
  const file = path.join(root, '404.html');
  if (!fs.existsSync(file)) {
    answer(response, 404, 'Not Found');
    return;
  }
  response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(fs.readFileSync(file));
}

function answer(response: ServerResponse, status: number, text: string, extra: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...extra });
  response.end(text);
}

/**
 * Makes every error answer (status 400 and up) go out with `value` as its Cache-Control,
 * replacing the rule of its path and any value handed to `writeHead`.
 */
export function noStoreOnError(response: ServerResponse, value: string) {
  const writeHead = response.writeHead.bind(response) as (status: number, ...rest: unknown[]) => ServerResponse;
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status < 400) return writeHead(status, ...rest);
    response.setHeader('Cache-Control', value);
    const kept = rest.map((arg) =>
      arg && typeof arg === 'object' && !Array.isArray(arg)
        ? Object.fromEntries(Object.entries(arg).filter(([name]) => name.toLowerCase() !== 'cache-control'))
        : arg,
    );
    return writeHead(status, ...kept);
  }) as ServerResponse['writeHead'];
}

/** A request listener for `http.createServer` / `https.createServer`. */
export function createStaticListener({
  root,
  rules = readHeaderRules(root),
  handler = serveHandler,
  log = console.error,
  errorCacheControl = cacheControl.error,
}: StaticOptions) {
  const options = { public: root, trailingSlash: true, cleanUrls: true, directoryListing: false };
  return (request: IncomingMessage, response: ServerResponse) => {
    noStoreOnError(response, errorCacheControl);
    const fail = (error: unknown) => {
      log(`serve: ${request.method} ${requestPath(request.url).slice(0, 200)} failed: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}`);
      if (!response.headersSent) answer(response, 500, 'Internal Server Error');
      else response.destroy();
    };
    try {
      const pathname = requestPath(request.url);
      for (const [name, value] of headersFor(rules, pathname)) response.setHeader(name, value);
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        answer(response, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
        return;
      }
      const problem = pathProblem(pathname);
      if (problem === 400) {
        answer(response, 400, 'Bad Request');
        return;
      }
      if (problem === 404) {
        notFound(root, response);
        return;
      }
      Promise.resolve(handler(request, response, options, compressingMethods(request, response))).catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}
