/**
 * Analytics of demo editing: the first edit, the first error shown and the first reset of each demo,
 * once per demo per visit (the page's module lives as long as the tab), through sendEvent.
 */
import { sendEvent, type AnalyticsEvent } from '../../analytics/sendEvent';

export type EditAction = 'edit_start' | 'edit_error' | 'edit_reset';

const reported = new Set<string>();

export function reportEditOnce(action: EditAction, demoFile: string, send: (event: AnalyticsEvent) => unknown = sendEvent, seen: Set<string> = reported): boolean {
  const key = `${action}:${demoFile}`;
  if (seen.has(key)) return false;
  seen.add(key);
  send({ category: 'demo_edit', action, label: demoFile });
  return true;
}
