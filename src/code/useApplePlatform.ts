import * as React from 'react';
import { isApplePlatform } from './copyShortcut';

const subscribe = () => () => {};

function clientPlatform(): boolean {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return isApplePlatform(nav.userAgentData?.platform || nav.platform);
}

/** Whether the reader is on an Apple platform; false on the server and during hydration. */
export function useApplePlatform(): boolean {
  return React.useSyncExternalStore(subscribe, clientPlatform, () => false);
}
