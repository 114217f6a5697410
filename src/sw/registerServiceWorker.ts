/**
 * Registers the offline service worker (`/x/sw.js`) through workbox-window, and moves readers onto
 * a new build's worker: a waiting worker is told to skip waiting, and once it controls the page the
 * page reloads, exactly once, as soon as it has focus. Everything from the browser (the Workbox
 * class, focus, reload, timers) is injected so the sequence is unit-tested with fakes. Pages load
 * this module (and workbox-window) on demand: only where registrationPolicy.ts says it has work.
 */
import { deleteOwnCaches, SW_SCOPE, SW_URL } from './config';
import { browserRegistrationContext, decideRegistration, type RegistrationContext } from './registrationPolicy';

export { decideRegistration, type RegistrationContext, type RegistrationDecision } from './registrationPolicy';

/** How often the page checks for focus once a new worker is active (reference: 100 ms). */
export const RELOAD_POLL_MS = 100;

/** What the lifecycle events of workbox-window carry that matters here. */
export interface LifecycleEvent {
  /** The page was controlled by an older worker when this one registered. */
  isUpdate?: boolean;
  /** The worker came from an update this page did not trigger (another tab, a later check). */
  isExternal?: boolean;
}

/** The part of workbox-window's `Workbox` used here. */
export interface WorkboxLike {
  addEventListener(type: 'installed' | 'waiting' | 'activated' | 'controlling', listener: (event: LifecycleEvent) => void): void;
  register(): Promise<unknown>;
  messageSkipWaiting(): void;
  messageSW(data: object): Promise<unknown>;
}

/** The part of a `ServiceWorkerRegistration` used here. */
export interface RegistrationLike {
  installing: { state: string; addEventListener(type: 'statechange', listener: () => void): void } | null;
}

export type WorkboxConstructor = new (scriptURL: string, options: { scope: string }) => WorkboxLike;

export interface UpdateHooks {
  hasFocus: () => boolean;
  reload: () => void;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  /** What this page loaded before the worker controlled it (saved on first install). */
  loadedUrls: () => string[];
}

const isUpdateEvent = (event: LifecycleEvent | undefined) => Boolean(event?.isUpdate || event?.isExternal);

/**
 * Wires the update sequence: `waiting` (or an update `installed`) asks the worker to skip waiting;
 * an update `activated` or `controlling` starts polling focus every 100 ms and reloads once focused.
 * One reload per page, whatever the order or repetition of events. On first install (no reload
 * needed) the worker is asked to save the page that is already open.
 */
export function watchUpdates(workbox: WorkboxLike, hooks: UpdateHooks): { followRegistration: (registration: unknown) => void } {
  let timer: unknown = null;
  let reloading = false;
  const skipWaiting = () => {
    if (!reloading) workbox.messageSkipWaiting();
  };
  const reloadWhenFocused = () => {
    if (timer !== null || reloading) return;
    timer = hooks.setInterval(() => {
      if (reloading || !hooks.hasFocus()) return;
      reloading = true;
      hooks.clearInterval(timer);
      timer = null;
      hooks.reload();
    }, RELOAD_POLL_MS);
  };
  workbox.addEventListener('waiting', skipWaiting);
  workbox.addEventListener('installed', (event) => {
    if (isUpdateEvent(event)) skipWaiting();
  });
  workbox.addEventListener('activated', (event) => {
    if (isUpdateEvent(event)) {
      reloadWhenFocused();
    } else {
      // First install: the open page was fetched before the worker existed; save it now.
      workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: hooks.loadedUrls() } }).catch(() => {});
    }
  });
  // A worker that was already waiting at registration reports no `activated`: its taking control does.
  workbox.addEventListener('controlling', (event) => {
    if (isUpdateEvent(event)) reloadWhenFocused();
  });
  return {
    /**
     * An update the browser found while the page loaded (before `register()` resolved) is still
     * installing and escapes workbox-window's events: follow it, and ask it to skip waiting once
     * installed (a no-op when nothing waits, as on a first install).
     */
    followRegistration(registration) {
      const installing = (registration as RegistrationLike | undefined)?.installing;
      if (!installing) return;
      installing.addEventListener('statechange', () => {
        if (installing.state === 'installed') skipWaiting();
      });
    },
  };
}

export interface RegisterOptions {
  context?: RegistrationContext;
  loadWorkbox?: () => Promise<WorkboxConstructor>;
  hooks?: Partial<UpdateHooks>;
  /** Receives failures; defaults to console.warn in development and silence in production. */
  log?: (message: string, error: unknown) => void;
  /** Removes a worker (and its caches) left where it should not be (defaults to the browser's registration). */
  unregisterStale?: () => Promise<unknown>;
}

const browserHooks = (): UpdateHooks => ({
  hasFocus: () => document.hasFocus(),
  reload: () => window.location.reload(),
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (handle) => window.clearInterval(handle as number),
  loadedUrls: () => [
    window.location.href,
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
  ],
});

/** Failures are for maintainers: a production build keeps them from the reader's console. */
function logInDevelopment(message: string, error: unknown) {
  if (process.env.NODE_ENV !== 'production') {
    console.warn(message, error);
  }
}

/** Unregisters our worker and deletes its caches: without the worker nothing would ever clear them. */
async function unregisterBrowserWorker() {
  const registration = await navigator.serviceWorker.getRegistration(SW_SCOPE);
  const worker = registration?.active ?? registration?.waiting ?? registration?.installing;
  if (registration && worker?.scriptURL.endsWith(SW_URL)) {
    await registration.unregister();
  }
  if (typeof caches !== 'undefined') await deleteOwnCaches(caches);
}

/**
 * Registers the worker when `decideRegistration` allows it. Never throws: failures are only
 * logged in development, so a reader never sees them.
 */
export async function registerServiceWorker(options: RegisterOptions = {}): Promise<'registered' | 'skipped' | 'failed'> {
  const context = options.context ?? browserRegistrationContext();
  const log = options.log ?? logInDevelopment;
  const decision = decideRegistration(context);
  if (!decision.register) {
    if (decision.reason === 'other-host' || decision.reason === 'removed') {
      // A worker from an earlier configuration (or before the kill switch) would keep answering here: remove it.
      await (options.unregisterStale ?? unregisterBrowserWorker)().catch((error: unknown) => log('Service worker cleanup failed', error));
    }
    return 'skipped';
  }
  try {
    const Workbox = await (options.loadWorkbox ?? (async () => (await import('workbox-window')).Workbox as unknown as WorkboxConstructor))();
    const workbox = new Workbox(SW_URL, { scope: SW_SCOPE });
    const updates = watchUpdates(workbox, { ...browserHooks(), ...options.hooks });
    updates.followRegistration(await workbox.register());
    return 'registered';
  } catch (error) {
    log('Service worker registration failed', error);
    return 'failed';
  }
}
