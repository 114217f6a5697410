/**
 * What search reports to analytics (pure): that it was opened and how, and which entry was opened,
 * by position and query length. The query's text is never sent: it can hold anything a reader typed.
 */
import type { AnalyticsEvent } from '../analytics/sendEvent';

const SEARCH_CATEGORY = 'search';

export type OpenedBy = 'button' | 'shortcut';

export function searchOpenedEvent(openedBy: OpenedBy): AnalyticsEvent {
  return { category: SEARCH_CATEGORY, action: 'open', label: openedBy };
}

/**
 * An opened entry: `label` says where it came from (`query-<length>` for a result of a query of that
 * many characters, `recent` for a recent search), `value` its position in the list, from 1.
 */
export function resultOpenedEvent({ queryLength, position, recent }: { queryLength: number; position: number; recent: boolean }): AnalyticsEvent {
  const length = Number.isFinite(queryLength) ? Math.max(0, Math.round(queryLength)) : 0;
  return {
    category: SEARCH_CATEGORY,
    action: 'result',
    label: recent ? 'recent' : `query-${length}`,
    value: Number.isFinite(position) ? Math.max(1, Math.round(position)) : 1,
  };
}

/** A query that found nothing: its length only, like every search event. */
export function noResultsEvent(queryLength: number): AnalyticsEvent {
  const length = Number.isFinite(queryLength) ? Math.max(0, Math.round(queryLength)) : 0;
  return { category: SEARCH_CATEGORY, action: 'no-results', label: `query-${length}` };
}
