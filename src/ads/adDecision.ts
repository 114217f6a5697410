/**
 * What the ad slot shows, decided from what the ad sources reported and from the session's random
 * draws (pure: no React, no DOM).
 */

/** Which source a session uses: the network's script renders an image ad, the JSON service an inline one. */
export type AdShape = 'image' | 'inline';

/**
 * What the ad source reported so far.
 * - `pending`: still probing or fetching (the slot keeps its space, empty).
 * - `served`: a paid ad is showing.
 * - `fallback`: the network answered with its own fallback ("house") ad.
 * - `unfilled`: the service answered without a usable ad (error status, malformed or empty answer).
 * - `blocked`: the network could not be reached (an ad blocker, a stalled or failed request).
 * - `withheld`: the reader's privacy choices keep the network out; nothing was asked of it.
 */
export type AdOutcome = 'pending' | 'served' | 'fallback' | 'unfilled' | 'blocked' | 'withheld';

/** What the slot renders. */
export type AdView =
  | { view: 'reserved' }
  | { view: 'empty' }
  | { view: 'network'; kind: 'carbon' }
  | { view: 'json'; kind: 'carbon' }
  | { view: 'in-house'; kind: 'in-house' | 'in-house-carbon'; index: number }
  | { view: 'appeal'; kind: 'in-house-adblock' };

/** The random draws of one ad slot, made once when it mounts. */
export interface AdSession {
  shape: AdShape;
  /** The blocked visitor sees the ad-blocker appeal instead of an in-house ad. */
  showAppeal: boolean;
  /** Which in-house ad to show if one is needed. */
  inHouseIndex: number;
  /** This slot reports its display event (sampling keeps analytics within quota). */
  displaySampled: boolean;
}

export interface AdRatios {
  /** Share of sessions with the inline shape (0.2). */
  inline: number;
  /** Share of blocked visitors who see the appeal (0.2). */
  appeal: number;
  /** Share of displays reported to analytics (0.1). */
  display: number;
}

export const DEFAULT_AD_RATIOS: AdRatios = { inline: 0.2, appeal: 0.2, display: 0.1 };

/** Bots get an empty element and cause no ad request. */
const BOT_USER_AGENT = /bot|googlebot|crawler|spider|robot|crawling/i;

export function isBot(userAgent: unknown): boolean {
  return typeof userAgent === 'string' && BOT_USER_AGENT.test(userAgent);
}

/** Whether a draw in [0, 1) falls in a share; a share that is not a number counts as 0. */
export function chance(draw: number, share: number): boolean {
  return Number.isFinite(share) && draw < share;
}

/**
 * Makes the slot's draws in a fixed order (shape, appeal, in-house ad, display sampling), so a fixed
 * random source gives a fixed session.
 */
export function drawAdSession(random: () => number, inHouseCount: number, ratios: AdRatios = DEFAULT_AD_RATIOS): AdSession {
  const shape: AdShape = chance(random(), ratios.inline) ? 'inline' : 'image';
  const showAppeal = chance(random(), ratios.appeal);
  const count = Math.max(0, Math.floor(inHouseCount));
  const pick = Math.floor(random() * count);
  const inHouseIndex = count === 0 ? -1 : Math.min(count - 1, Math.max(0, Number.isFinite(pick) ? pick : 0));
  const displaySampled = chance(random(), ratios.display);
  return { shape, showAppeal, inHouseIndex, displaySampled };
}

/** What to render for an outcome. Without in-house ads, the in-house cases keep the slot empty. */
export function decideAd(outcome: AdOutcome, session: AdSession): AdView {
  const inHouse = (kind: 'in-house' | 'in-house-carbon'): AdView =>
    session.inHouseIndex >= 0 ? { view: 'in-house', kind, index: session.inHouseIndex } : { view: 'empty' };
  switch (outcome) {
    case 'pending':
      return { view: 'reserved' };
    case 'served':
      return session.shape === 'image' ? { view: 'network', kind: 'carbon' } : { view: 'json', kind: 'carbon' };
    case 'fallback':
    case 'unfilled':
      return inHouse('in-house-carbon');
    case 'blocked':
      return session.showAppeal ? { view: 'appeal', kind: 'in-house-adblock' } : inHouse('in-house');
    case 'withheld':
      // The reader blocked nothing: no appeal, one of our ads.
      return inHouse('in-house');
    default:
      return { view: 'empty' };
  }
}

/** The ad analytics label `<kind>-<placement>-<shape>`, or null when nothing is shown. */
export function adLabel(view: AdView, placement: string, shape: AdShape): string | null {
  return 'kind' in view ? `${view.kind}-${placement}-${shape}` : null;
}
