import * as React from 'react';

/**
 * Apple platforms use ⌘ where others use Ctrl. Kept apart from the copy shortcut's module: the app
 * bar's search button needs this on every page, the copy logic only pages with code.
 */
export function isApplePlatform(platform: string | null | undefined): boolean {
  return typeof platform === 'string' && /mac|iphone|ipad|ipod/i.test(platform);
}

const subscribe = () => () => {};

/** Whether this browser runs on an Apple platform (client only). */
export function clientPlatform(): boolean {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return isApplePlatform(nav.userAgentData?.platform || nav.platform);
}

/** Whether the reader is on an Apple platform; false on the server and during hydration. */
export function useApplePlatform(): boolean {
  return React.useSyncExternalStore(subscribe, clientPlatform, () => false);
}
