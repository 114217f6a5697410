/**
 * The ad slot's configuration: data from `data/site.ts` and `data/ads.ts`, time and randomness
 * injectable. Every page's shell needs two of its values (whether there is a slot, and what the
 * reader allows); the rest, and the data behind it, is read by the slot's code, which loads after
 * hydration (src/ads/adSlotConfig.ts holds those defaults).
 */
import { site } from '../../data/site';
import type { InHouseAd } from '../../data/ads';
import type { AdRatios } from './adDecision';
import type { ProbeTiming, Schedule } from './probe';
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

/** What every page's shell reads. */
export type AdShellConfig = Pick<AdConfig, 'enabled' | 'thirdParty'>;

/** What an `AdProvider` holds: the shell's values, and any other value a test or page overrides. */
export type AdSettings = Partial<AdConfig> & AdShellConfig;

export const adShellDefaults: AdShellConfig = {
  enabled: site.ads.enabled,
  // Nothing third-party loads until someone who knows the reader's choices says so.
  thirdParty: 'unknown',
};
