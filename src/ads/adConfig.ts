/** The ad slot's configuration: data from `data/site.ts` and `data/ads.ts`, time and randomness injectable. */
import { site } from '../../data/site';
import { inHouseAds, type InHouseAd } from '../../data/ads';
import { DEFAULT_AD_RATIOS, type AdRatios } from './adDecision';
import { PROBE_TIMING, realSchedule, type ProbeTiming, type Schedule } from './probe';
import type { NetworkSettings } from './networkScript';

export interface AdConfig {
  /** Off: the slot renders nothing at all (a decision known at build time, so no layout shift). */
  enabled: boolean;
  /** Where the ad sits, part of the analytics label. */
  placement: string;
  network: NetworkSettings & { name: string };
  jsonServiceUrl: string;
  inHouseAds: readonly InHouseAd[];
  ratios: AdRatios;
  probeTiming: ProbeTiming;
  /** Delay before the display event, so only ads that stayed on screen count. */
  displayDelayMs: number;
  random: () => number;
  schedule: Schedule;
  /**
   * Whether the reader's privacy choices let the network's script, its JSON service and pixels
   * load (src/analytics/consent.ts decides; the app shell passes it in). `unknown` keeps the slot
   * reserved and loads nothing; `refused` shows one of our own ads.
   */
  thirdParty: 'unknown' | 'allowed' | 'refused';
}

export const defaultAdConfig: AdConfig = {
  enabled: site.ads.enabled,
  placement: 'body-top',
  network: site.ads.network,
  jsonServiceUrl: site.ads.jsonServiceUrl,
  inHouseAds,
  ratios: DEFAULT_AD_RATIOS,
  probeTiming: PROBE_TIMING,
  displayDelayMs: 2500,
  random: Math.random,
  schedule: realSchedule,
  // Nothing third-party loads until someone who knows the reader's choices says so.
  thirdParty: 'unknown',
};
