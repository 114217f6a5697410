/** The edge to the web-vitals package, loaded on demand (only sampled sessions pay for it). */
import type { WebVital } from './events';

export function reportWebVitals(report: (vital: WebVital) => void): void {
  import('web-vitals')
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const forward = ({ name, value, delta, id }: { name: string; value: number; delta: number; id: string }) =>
        report({ type: 'web_vital', name, value, delta, id });
      [onCLS, onFCP, onINP, onLCP, onTTFB].forEach((subscribe) => subscribe(forward));
    })
    .catch(() => {
      // The chunk could not load (offline, new deployment): no metrics this time.
    });
}
