import type { RawScope } from './scope';

/**
 * Stands in for `loadScope.ts` in the server build (next.config.ts swaps it): the frame runs edited
 * demos in the browser only, so the server never needs their scopes (nor every package they import).
 */
export function loadDemoScope(): Promise<RawScope> {
  return Promise.reject(new Error('Edited demos run in the browser only'));
}
