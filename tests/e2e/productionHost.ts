import https from 'node:https';
import type { Duplex } from 'node:stream';
import { chromium, type Browser, type Page } from '@playwright/test';
import { OUT_DIR } from './fixtures';
import config from '../../playwright.config';
import { site } from '../../data/site';
import { selfSignedCertificate } from './selfSignedCertificate';
import { createStaticListener } from '../../scripts/serve/staticServer';

/**
 * The production host for browser tests of the service worker: its name is mapped to a server the
 * spec starts and stops itself, in a browser of its own. The server speaks HTTPS with a throwaway
 * certificate: mui.com is on the browser's HSTS preload list, so plain HTTP to it is upgraded
 * before it leaves the browser.
 */
export const PRODUCTION_HOST = site.serviceWorkerHosts[0];

/** Serves out/ like scripts/serve/serve.ts, can stop and start again on the same port, and can hand out another worker script. */
export class DocsServer {
  private server: https.Server | null = null;
  private readonly tls = selfSignedCertificate(PRODUCTION_HOST);
  private sockets = new Set<Duplex>();
  port = 0;
  workerScript: string | null = null;

  private readonly serveStatic = createStaticListener({ root: OUT_DIR });

  async start() {
    this.server = https.createServer(this.tls, (request, response) => {
      if (this.workerScript !== null && request.url?.split('?')[0] === '/x/sw.js') {
        response.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-cache' });
        response.end(this.workerScript);
        return;
      }
      this.serveStatic(request, response);
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

/**
 * The build id the page's controlling worker reports; null while there is none, or while the page is
 * between documents (a reload in progress destroys the evaluation's context), so a poll retries.
 */
export const controllerBuild = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve(null);
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve((event.data as { buildId?: string }).buildId ?? null);
        controller.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
      }),
  ).catch(() => null);

/** A browser that resolves the production host to 127.0.0.1 and accepts the throwaway certificate. */
export function launchProductionBrowser(): Promise<Browser> {
  const launch = config.use?.launchOptions ?? {};
  return chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), `--host-resolver-rules=MAP ${PRODUCTION_HOST} 127.0.0.1`, '--ignore-certificate-errors'],
  });
}
