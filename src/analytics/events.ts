/** The events the site reports, and the gtag command each becomes (pure). */

export interface PageView {
  type: 'page_view';
  /** The document title (`Sorting - MUI X`). */
  title: string;
  /** Canonical URL of the page on the main host. */
  location: string;
  productId: string;
  productCategoryId: string;
}

/** A reader action: `category` names the feature (`ad`, `copy-button`), `action` what happened. */
export interface ActionEvent {
  type: 'event';
  category: string;
  action: string;
  label?: string;
  value?: number;
  /** Further parameters; `eventAction`, `eventLabel` and `value` cannot be overridden by them. */
  params?: Readonly<Record<string, string>>;
}

export interface WebVital {
  type: 'web_vital';
  /** Metric name as the web-vitals package gives it (CLS, INP, LCP, FCP, TTFB). */
  name: string;
  value: number;
  delta: number;
  id: string;
}

export interface UserProperties {
  type: 'user_properties';
  codeVariant: string;
  userLanguage: string;
  colorScheme: string;
}

export type TrackedEvent = PageView | ActionEvent | WebVital | UserProperties;

/** Arguments of one `gtag(...)` call. */
export type GtagCommand = [command: string, ...args: unknown[]];

const MAX_FIELD = 100;
const field = (value: string) => value.slice(0, MAX_FIELD);

/** CLS is a small fraction: scaled by 1000 so it survives GA's integer values. */
function vitalValue(name: string, value: number): number {
  return Math.round(name === 'CLS' ? value * 1000 : value);
}

export function toGtagCommand(event: TrackedEvent): GtagCommand {
  switch (event.type) {
    case 'page_view':
      return [
        'event',
        'page_view',
        {
          page_title: event.title,
          page_location: event.location,
          productId: event.productId,
          productCategoryId: event.productCategoryId,
        },
      ];
    case 'user_properties':
      return [
        'set',
        'user_properties',
        { codeVariant: event.codeVariant, userLanguage: event.userLanguage, colorScheme: event.colorScheme },
      ];
    case 'web_vital':
      return [
        'event',
        event.name,
        {
          value: vitalValue(event.name, event.delta),
          metric_id: event.id,
          metric_value: event.value,
          metric_delta: event.delta,
          non_interaction: true,
        },
      ];
    case 'event':
    default: {
      const params: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(event.params ?? {})) {
        if (typeof value === 'string') params[field(name)] = field(value);
      }
      params.eventAction = field(event.action);
      if (event.label !== undefined) params.eventLabel = field(event.label);
      if (typeof event.value === 'number' && Number.isFinite(event.value)) params.value = event.value;
      return ['event', field(event.category), params];
    }
  }
}
