import { chromium, type Browser } from '@playwright/test';
import https from 'node:https';
import type { Duplex } from 'node:stream';
import handler from 'serve-handler';
import { OUT_DIR } from './fixtures';
import config from '../../playwright.config';
import { site } from '../../data/site';
import { selfSignedCertificate } from './selfSignedCertificate';

/**
 * The production host, for what only runs there (the offline service worker): its name is mapped to
 * a server a spec starts and stops itself, in a browser of its own. The server speaks HTTPS with a
 * throwaway certificate: mui.com is on the browser's HSTS preload list, so plain HTTP to it is
 * upgraded before it leaves the browser.
 */
export const PRODUCTION_HOST = site.serviceWorkerHosts[0];

/** Serves out/ like scripts/serve.mjs, can stop and start again on the same port, and can hand out another worker script. */
export class DocsServer {
  private server: https.Server | null = null;
  private readonly tls = selfSignedCertificate(PRODUCTION_HOST);
  private sockets = new Set<Duplex>();
  port = 0;
  workerScript: string | null = null;

  async start() {
    this.server = https.createServer(this.tls, (request, response) => {
      if (this.workerScript !== null && request.url?.split('?')[0] === '/x/sw.js') {
        response.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-cache' });
        response.end(this.workerScript);
        return;
      }
      void handler(request, response, {
        public: OUT_DIR,
        trailingSlash: true,
        cleanUrls: true,
        directoryListing: false,
        headers: [{ source: 'x/sw.js', headers: [{ key: 'Cache-Control', value: 'no-cache' }] }],
      });
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  get running() {
    return this.server !== null;
  }

  async stop() {
    this.sockets.forEach((socket) => socket.destroy());
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }
}

/** A browser that sends the production host to 127.0.0.1 and accepts the throwaway certificate. */
export function launchForProductionHost(): Promise<Browser> {
  const launch = config.use?.launchOptions ?? {};
  return chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), `--host-resolver-rules=MAP ${PRODUCTION_HOST} 127.0.0.1`, '--ignore-certificate-errors'],
  });
}
