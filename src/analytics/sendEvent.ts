/**
 * The analytics module's public function: every part of the site reports events through it.
 * Until analytics is wired (issue 5) it does nothing; callers never need to check.
 */
export interface AnalyticsEvent {
  category: string;
  action: string;
  label?: string;
  value?: number;
}

export function sendEvent(_event: AnalyticsEvent): void {
  // Intentionally empty until the analytics module lands.
}
