/**
 * Where events go (pure). Until the analytics provider has looked (the first effects of a page load),
 * events wait in a short queue; once analytics is on they go to the sink, once it is off they are
 * dropped. The provider switches it off at once unless the reader already allowed analytics, so a
 * first-time visitor's events are dropped, never kept for after the answer. A sink that throws is
 * ignored: reporting never breaks the page.
 */
import { toGtagCommand, type GtagCommand, type TrackedEvent } from './events';

export type AnalyticsSink = (command: GtagCommand) => void;

/** What became of an event: delivered, waiting for analytics to start, or dropped (analytics off, queue full). */
export type Delivery = 'sent' | 'queued' | 'dropped';

export interface Tracker {
  send(event: TrackedEvent): Delivery;
  /** Analytics is on: flush the queue into the sink and send directly from now on. */
  enable(sink: AnalyticsSink): void;
  /** Analytics is off: drop the queue and everything sent from now on. */
  disable(): void;
  readonly state: 'waiting' | 'on' | 'off';
}

const MAX_QUEUED_EVENTS = 30;

export function createTracker(maxQueued: number = MAX_QUEUED_EVENTS): Tracker {
  let state: Tracker['state'] = 'waiting';
  let sink: AnalyticsSink | null = null;
  let queue: TrackedEvent[] = [];
  const deliver = (event: TrackedEvent) => {
    try {
      sink?.(toGtagCommand(event));
    } catch {
      // A broken analytics script must not break the page.
    }
  };
  return {
    get state() {
      return state;
    },
    send(event) {
      if (state === 'on') {
        deliver(event);
        return 'sent';
      }
      if (state === 'waiting' && queue.length < maxQueued) {
        queue.push(event);
        return 'queued';
      }
      return 'dropped';
    },
    enable(nextSink) {
      sink = nextSink;
      state = 'on';
      const pending = queue;
      queue = [];
      pending.forEach(deliver);
    },
    disable() {
      state = 'off';
      sink = null;
      queue = [];
    },
  };
}

/** The site's one tracker, fed by `sendEvent` and the analytics provider. */
export const tracker = createTracker();
