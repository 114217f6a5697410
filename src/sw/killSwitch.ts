/**
 * The kill switch: the worker `/x/sw.js` becomes when the site is built with NEXT_PUBLIC_SW_MODE=remove
 * (bundled by src/sw/build/buildServiceWorker.ts). Browsers that run the offline worker fetch `/x/sw.js`
 * when they check for updates (on navigation, at least daily, and at once since it is served
 * no-cache), install this one, and it takes over at once: it deletes the offline worker's caches,
 * unregisters itself and reloads the tabs it controlled, which then load from the network with no
 * worker at all. It has no fetch handler, so it never answers a request itself. Pages of the same
 * build register nothing, so nothing installs it again; a page that still did would not be
 * controlled by it and is not reloaded, so no reload loop is possible.
 */
import { deleteOwnCaches } from './config';

interface WindowClientLike {
  url: string;
  navigate(url: string): Promise<unknown>;
}

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}

/** The parts of `ServiceWorkerGlobalScope` used here (the project compiles against the DOM library). */
interface KillSwitchScope {
  skipWaiting(): Promise<void>;
  registration: { unregister(): Promise<boolean> };
  clients: { matchAll(options: { type: 'window' }): Promise<readonly WindowClientLike[]> };
  caches: CacheStorage;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
}

/** What activation does (exported for the unit test): caches, registration, then the tabs. */
export async function removeOfflineWorker(scope: Omit<KillSwitchScope, 'addEventListener' | 'skipWaiting'>): Promise<void> {
  await deleteOwnCaches(scope.caches).catch(() => 0);
  await scope.registration.unregister().catch(() => false);
  // Only the tabs this worker controls (matchAll's default): they were on the offline worker.
  const tabs = await scope.clients.matchAll({ type: 'window' }).catch(() => []);
  await Promise.all(tabs.map((tab) => tab.navigate(tab.url).catch(() => undefined)));
}

/** Wires the kill switch into a worker scope. */
export function installKillSwitch(scope: KillSwitchScope): void {
  scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
  scope.addEventListener('activate', (event) => event.waitUntil(removeOfflineWorker(scope)));
}

// Runs when bundled as the worker; in a page (the unit test) there is no worker scope to wire.
const scope = globalThis as unknown as Partial<KillSwitchScope>;
if (typeof scope.skipWaiting === 'function' && scope.registration) {
  installKillSwitch(scope as KillSwitchScope);
}
