/**
 * The edge to the ad network: its script, loaded into the slot's own container, and the look-up of
 * the element it inserts there.
 */
import type { NetworkObservation } from './probe';

export interface NetworkSettings {
  scriptUrl: string;
  serve: string;
  placement: string;
  scriptId: string;
  elementSelector: string;
  fallbackTarget: string;
}

/** The script URL with the serve and placement parameters, or null when it is not an https URL. */
export function networkScriptSrc(settings: Pick<NetworkSettings, 'scriptUrl' | 'serve' | 'placement'>): string | null {
  try {
    const url = new URL(settings.scriptUrl);
    if (url.protocol !== 'https:') return null;
    url.searchParams.set('serve', settings.serve);
    url.searchParams.set('placement', settings.placement);
    return url.href;
  } catch {
    return null;
  }
}

/** Same page, ignoring a trailing slash and letter case of the host (URL does the latter). */
export function sameTarget(href: string | null | undefined, target: string): boolean {
  if (!href) return false;
  try {
    const a = new URL(href);
    const b = new URL(target);
    const path = (url: URL) => url.pathname.replace(/\/+$/, '');
    return a.origin === b.origin && path(a) === path(b) && a.search === b.search;
  } catch {
    return false;
  }
}

/**
 * Appends the network's script (async, so it never blocks anything) inside `container`; the network
 * inserts its ad next to its script. Returns a clean-up that removes the script and what it inserted.
 */
export function loadNetworkScript(container: HTMLElement, src: string, scriptId: string): () => void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.id = scriptId;
  // A failed load is the blocked case, which the probe detects; nothing to report here.
  script.onerror = () => {};
  container.appendChild(script);
  return () => container.replaceChildren();
}

/** What the network has put in the container so far. */
export function observeNetworkAd(container: ParentNode, settings: Pick<NetworkSettings, 'elementSelector' | 'fallbackTarget'>): NetworkObservation {
  const element = container.querySelector(settings.elementSelector);
  if (!element) return 'absent';
  const link = element.querySelector('a[href]');
  return sameTarget(link?.getAttribute('href'), settings.fallbackTarget) ? 'fallback' : 'served';
}
