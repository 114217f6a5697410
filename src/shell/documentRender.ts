import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether the document skips rendering the page (pages/_document.tsx). Under `next dev`, the router's
 * request for a page's data (`/_next/data/…json`, which Next marks with the `x-nextjs-data` header) is
 * how a saved markdown file reaches the open page, and for a static page Next renders the page's HTML
 * on that request too, then throws it away: it answers with the JSON only once that render is over
 * (0.3 to 0.5 s for a guide with demos). The build never sees such a request.
 */
export function skipsPageRender(nodeEnv: string | undefined, headers: IncomingHttpHeaders | undefined): boolean {
  return nodeEnv === 'development' && headers?.['x-nextjs-data'] === '1';
}
