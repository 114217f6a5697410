/**
 * The privacy page's list of third parties (build time, pure): every source of the
 * Content-Security-Policy (data/hosting.ts) with its hosts, what they receive and when. The page and
 * the policy are made from the same list, so a host the browser may contact always has its line.
 */
import type { CspSource } from '../../../data/hosting';
import { markdownTable } from './markdownTable';

/** A source of a policy value that names no host: keywords (`'self'`), hashes, `data:`, `blob:`. */
const NOT_A_HOST = /^('|data:$|blob:$)/;

/** The hosts a source lets the browser reach, as the policy writes them (`https://*.google-analytics.com`, `https:`). */
export function sourceHosts(source: Pick<CspSource, 'directives'>): string[] {
  const hosts: string[] = [];
  for (const values of Object.values(source.directives)) {
    for (const value of values ?? []) if (!NOT_A_HOST.test(value) && !hosts.includes(value)) hosts.push(value);
  }
  return hosts;
}

/** A host as the page shows it: `https:` alone means any https host (advertisers name their own). */
function hostLabel(host: string): string {
  return host === 'https:' ? 'any `https:` host the ad names' : `\`${host}\``;
}

/** The table of third parties: who, their hosts, what they receive, when. */
export function thirdPartiesMarkdown(sources: readonly CspSource[]): string {
  if (sources.length === 0) return 'This build contacts no third party.';
  return markdownTable(
    ['Third party', 'Hosts', 'What it receives', 'When'],
    sources.map((source) => [source.privacy.party, sourceHosts(source).map(hostLabel).join(', '), source.privacy.receives, source.privacy.when]),
  );
}
