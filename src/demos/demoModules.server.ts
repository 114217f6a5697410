import type { DemoModule } from './demoModules';

/**
 * Stands in for `demoModules.ts` in the server build (next.config.ts swaps it): live demos only load
 * in the browser, after mount, so the server never needs their code. Without the swap the server
 * build would hold every @mui/x-* package and file tracing would crawl them all.
 */
export function loadDemoModule(): Promise<DemoModule> {
  return Promise.reject(new Error('Live demos load in the browser only'));
}
