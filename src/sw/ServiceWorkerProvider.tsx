import * as React from 'react';
import { browserRegistrationContext, decideRegistration, needsRegistrationCode, type RegistrationContext } from './registrationPolicy';

type RegistrationModule = Pick<typeof import('./registerServiceWorker'), 'registerServiceWorker'>;

/**
 * Decides here, and fetches the registration code (and workbox-window) only where it has work to
 * do, so other hosts and development builds download none of it. Returns whether it was fetched.
 */
export function startServiceWorker(
  context: RegistrationContext = browserRegistrationContext(),
  controlledByWorker: boolean = typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller),
  load: () => Promise<RegistrationModule> = () => import('./registerServiceWorker'),
): boolean {
  if (!needsRegistrationCode(decideRegistration(context), controlledByWorker)) {
    return false;
  }
  load().then(
    ({ registerServiceWorker }) => registerServiceWorker({ context }),
    () => {
      // The chunk could not load (offline on a page the worker did not save): next page load retries.
    },
  );
  return true;
}

let started = false;

/** Starts the offline service worker once per page load, after hydration. Renders its children. */
export function ServiceWorkerProvider({ children }: { children: React.ReactNode }) {
  React.useEffect(() => {
    // Client-side navigations and Strict Mode's double effects must not start it twice.
    if (started) return;
    started = true;
    startServiceWorker();
  }, []);
  return children;
}
