/**
 * Whether this page should register the offline service worker (pure decision, kept apart from
 * the registration code so every page can decide without downloading it).
 */
import { site } from '../../data/site';

export interface RegistrationContext {
  hasServiceWorker: boolean;
  isProduction: boolean;
  /** `window.location.hostname` */
  hostname: string;
  /** Host names the worker may register on (data/site.ts, NEXT_PUBLIC_SW_HOST). */
  allowedHosts: readonly string[];
  /** `remove`: the kill switch is deployed (NEXT_PUBLIC_SW_MODE); default `offline`. */
  mode?: 'offline' | 'remove';
}

export type RegistrationDecision =
  | { register: true }
  | { register: false; reason: 'unsupported' | 'development' | 'other-host' | 'removed' };

const normaliseHost = (host: string) => (typeof host === 'string' ? host.trim().toLowerCase().replace(/\.$/, '') : '');

/** Whether to register: a browser with service workers, a production build, on a production host. */
export function decideRegistration(context: RegistrationContext): RegistrationDecision {
  if (!context.hasServiceWorker) {
    return { register: false, reason: 'unsupported' };
  }
  if (!context.isProduction) {
    return { register: false, reason: 'development' };
  }
  if (context.mode === 'remove') {
    return { register: false, reason: 'removed' };
  }
  const hostname = normaliseHost(context.hostname);
  const allowed = hostname !== '' && context.allowedHosts.some((host) => normaliseHost(host) === hostname);
  return allowed ? { register: true } : { register: false, reason: 'other-host' };
}

/** The decision's inputs as the browser (and the build) give them. */
export function browserRegistrationContext(): RegistrationContext {
  return {
    hasServiceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
    isProduction: process.env.NODE_ENV === 'production',
    hostname: typeof window === 'undefined' ? '' : window.location.hostname,
    allowedHosts: site.serviceWorkerHosts,
    mode: site.serviceWorkerMode,
  };
}

/**
 * Whether the registration code is needed at all: to register, or to remove a worker that still
 * controls this page where it should not (a host no longer configured, or the kill switch).
 */
export function needsRegistrationCode(decision: RegistrationDecision, controlledByWorker: boolean): boolean {
  return decision.register || ((decision.reason === 'other-host' || decision.reason === 'removed') && controlledByWorker);
}
