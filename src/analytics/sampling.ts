/** Sampling: only a share of some events is sent, to stay within the analytics quota (pure). */

/** Web vitals are reported by about one session in ten thousand. */
export const WEB_VITALS_RATIO = 0.0001;

/** Whether this draw (from a random source in [0, 1)) is in the sampled share; a share >= 1 always is. */
export function isSampled(random: () => number, ratio: number): boolean {
  if (!Number.isFinite(ratio) || ratio <= 0) return false;
  if (ratio >= 1) return true;
  return random() < ratio;
}

/**
 * The share a `data-ga-event-split` attribute asks for. Absent or unreadable means every event is sent
 * (a typo must not silence an event); values are clamped to [0, 1].
 */
export function parseSplit(value: string | null | undefined): number {
  if (value === null || value === undefined || value.trim() === '') return 1;
  const split = Number(value);
  if (!Number.isFinite(split)) return 1;
  return Math.min(1, Math.max(0, split));
}
