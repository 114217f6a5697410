/**
 * Reports an event from anywhere in the site (features call it; the provider sends page views and
 * delegated clicks itself). It never throws and needs no check by the caller: for a reader who allowed
 * analytics, events sent before the script has started wait in the tracker's short queue; otherwise
 * (no answer yet, no id, Do Not Track, Global Privacy Control, or the reader chose essential only)
 * they are dropped.
 */
import { tracker, type Delivery } from './tracker';

export type { Delivery };

export interface AnalyticsEvent {
  category: string;
  action: string;
  label?: string;
  value?: number;
  /** Further named values of the event (each cut to 100 characters, as Google Analytics keeps them). */
  params?: Readonly<Record<string, string>>;
}

/** Returns what became of the event, for the rare feature that tells the reader (page feedback). */
export function sendEvent(event: AnalyticsEvent): Delivery {
  try {
    if (!event || typeof event.category !== 'string' || typeof event.action !== 'string') return 'dropped';
    return tracker.send({ type: 'event', category: event.category, action: event.action, label: event.label, value: event.value, params: event.params });
  } catch {
    // Reporting must never break the feature that reports.
    return 'dropped';
  }
}
