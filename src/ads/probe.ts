/**
 * The probe that watches for the ad network's element (pure: the look-up and the timer are injected).
 * It looks once at start, then every 500 ms, at most 30 times in all. After more than 6 looks without
 * the element the network counts as blocked; an element that shows up later (a slow network) still
 * wins until the last look.
 */
import type { AdOutcome } from './adDecision';

/** What one look found: nothing yet, a paid ad, or the network's fallback ad. */
export type NetworkObservation = 'absent' | 'served' | 'fallback';

export interface ProbeTiming {
  intervalMs: number;
  maxPolls: number;
  /** Looks without the element after which the network counts as blocked (more than this many). */
  blockedAfter: number;
}

export const PROBE_TIMING: ProbeTiming = { intervalMs: 500, maxPolls: 30, blockedAfter: 6 };

export interface ProbeStep {
  /** The outcome after this look (`pending` until something is known). */
  outcome: AdOutcome;
  /** Whether to look again after the interval. */
  again: boolean;
}

/** One look of the probe: `poll` counts from 1. */
export function probeStep(poll: number, seen: NetworkObservation, timing: ProbeTiming = PROBE_TIMING): ProbeStep {
  if (seen === 'served' || seen === 'fallback') return { outcome: seen, again: false };
  return { outcome: poll > timing.blockedAfter ? 'blocked' : 'pending', again: poll < timing.maxPolls };
}

/** Schedules a callback; returns a function that cancels it. */
export type Schedule = (callback: () => void, ms: number) => () => void;

export const realSchedule: Schedule = (callback, ms) => {
  const id = setTimeout(callback, ms);
  return () => clearTimeout(id);
};

/**
 * Runs the probe: `look` inspects the page, `report` hears every change of outcome. Returns a stop
 * function (the slot unmounted).
 */
export function runProbe(
  look: () => NetworkObservation,
  report: (outcome: AdOutcome) => void,
  schedule: Schedule = realSchedule,
  timing: ProbeTiming = PROBE_TIMING,
): () => void {
  let cancel: (() => void) | null = null;
  let stopped = false;
  let last: AdOutcome = 'pending';
  const poll = (count: number) => {
    cancel = null;
    if (stopped) return;
    let seen: NetworkObservation;
    try {
      seen = look();
    } catch {
      seen = 'absent';
    }
    const step = probeStep(count, seen, timing);
    if (step.outcome !== last) {
      last = step.outcome;
      report(step.outcome);
    }
    if (step.again) cancel = schedule(() => poll(count + 1), timing.intervalMs);
  };
  poll(1);
  return () => {
    stopped = true;
    cancel?.();
  };
}
