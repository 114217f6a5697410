/**
 * The analytics module's public function: every part of the site reports events through it. It
 * never throws and never needs a check by the caller: when analytics is off (no id, Do Not Track,
 * Global Privacy Control, or the reader chose essential only) the event is dropped.
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
