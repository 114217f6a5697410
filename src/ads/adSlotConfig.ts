import * as React from 'react';
import { site } from '../../data/site';
import { inHouseAds } from '../../data/ads';
import { DEFAULT_AD_RATIOS } from './adDecision';
import { PROBE_TIMING, realSchedule } from './probe';
import type { AdConfig, AdShellConfig } from './adConfig';
import { useAdSettings } from './AdProvider';

/** The slot's defaults, apart from what the shell reads (imported by the slot's code only). */
const adSlotDefaults: Omit<AdConfig, keyof AdShellConfig> = {
  placement: 'body-top',
  network: site.ads.network,
  jsonServiceUrl: site.ads.jsonServiceUrl,
  inHouseAds,
  ratios: DEFAULT_AD_RATIOS,
  probeTiming: PROBE_TIMING,
  displayDelayMs: 2500,
  random: Math.random,
  schedule: realSchedule,
};

/** The whole ad configuration: the slot's defaults under what the nearest `AdProvider` sets. */
export function useAdConfig(): AdConfig {
  const settings = useAdSettings();
  return React.useMemo(() => ({ ...adSlotDefaults, ...settings }), [settings]);
}
