import * as React from 'react';
import { registerServiceWorker } from './registerServiceWorker';

let started = false;

/**
 * Registers the offline service worker once per page load, after hydration (the decision, the
 * update sequence and failure handling live in registerServiceWorker.ts). Renders its children.
 */
export function ServiceWorkerProvider({ children }: { children: React.ReactNode }) {
  React.useEffect(() => {
    // Client-side navigations and Strict Mode's double effects must not register twice.
    if (started) return;
    started = true;
    void registerServiceWorker();
  }, []);
  return children;
}
