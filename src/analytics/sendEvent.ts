/**
 * Reports an event from anywhere in the site (features call it; the provider sends page views and
 * delegated clicks itself). It never throws and needs no check by the caller: events sent before
 * analytics has started wait in the tracker's short queue, and once analytics is off (no id, Do Not
 * Track, Global Privacy Control, or the reader chose essential only) they are dropped.
 */
import { tracker } from './tracker';

export interface AnalyticsEvent {
  category: string;
  action: string;
  label?: string;
  value?: number;
}

export function sendEvent(event: AnalyticsEvent): void {
  try {
    if (!event || typeof event.category !== 'string' || typeof event.action !== 'string') return;
    tracker.send({ type: 'event', category: event.category, action: event.action, label: event.label, value: event.value });
  } catch {
    // Reporting must never break the feature that reports.
  }
}
