/** Click delegation: the element that carries `data-ga-event-*` attributes describes the event (pure). */
import type { ActionEvent } from './events';
import { parseSplit } from './sampling';

export const CLICK_EVENT_SELECTOR = '[data-ga-event-category]';

interface AttributeSource {
  getAttribute(name: string): string | null;
}

/** The event an element describes and the share of clicks to send, or null without a category. */
export function clickEventFrom(element: AttributeSource): { event: ActionEvent; split: number } | null {
  const category = element.getAttribute('data-ga-event-category')?.trim();
  if (!category) return null;
  const action = element.getAttribute('data-ga-event-action')?.trim() || 'click';
  const label = element.getAttribute('data-ga-event-label')?.trim();
  const event: ActionEvent = { type: 'event', category, action };
  if (label) event.label = label;
  return { event, split: parseSplit(element.getAttribute('data-ga-event-split')) };
}
