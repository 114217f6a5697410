/**
 * Sections of guide pages the build writes from configuration (`{{"generated": "<name>"}}` in the
 * markdown): the privacy page's lists, made from the same data the code uses, so they cannot drift
 * from it. The page loader renders them as HTML, the markdown export inserts them as markdown.
 */
import { cspSources, type CspSource } from '../../../data/hosting';
import { inHouseAds } from '../../../data/ads';
import { site } from '../../../data/site';
import { thirdPartiesMarkdown } from './thirdParties';
import { storageMarkdown, storedItems } from './storageInventory';

const hostOf = (url: string) => new URL(url).host;

/** Where the site's own links lead (only followed when a reader clicks them). */
export function linksMarkdown(): string {
  const adHosts = [...new Set(inHouseAds.map((ad) => hostOf(ad.link)))].map((host) => `\`${host}\``).join(', ');
  return [
    `- Our own ads lead to ${adHosts}; their links carry \`utm_source\`, \`utm_medium\` and \`utm_campaign\` parameters naming the ad, nothing about you.`,
    `- "Edit this page" and the repository link lead to \`${hostOf(site.githubUrl)}\`.`,
    `- The version switcher and canonical addresses name \`${hostOf(site.host)}\`.`,
  ].join('\n');
}

/** Whether the offline worker may run on this build's hosts, said in a sentence. */
function offlineSentence(): string {
  if (site.serviceWorkerMode === 'remove') return 'This build removes the offline worker and its caches.';
  return `The caches exist only where the offline worker runs: on ${site.serviceWorkerHosts.map((host) => `\`${host}\``).join(', ')}.`;
}

const SECTIONS: Record<string, (sources: readonly CspSource[]) => string> = {
  'privacy-third-parties': (sources) => thirdPartiesMarkdown(sources),
  'privacy-storage': () => `${storageMarkdown(storedItems({ analytics: site.analytics.measurementId !== '' }))}\n\n${offlineSentence()}`,
  'privacy-links': () => linksMarkdown(),
};

/** The markdown of a generated section; an unknown name stops the build naming `where`. */
export function generatedSection(name: string, where: string, sources: readonly CspSource[] = cspSources): string {
  const section = SECTIONS[name];
  if (!section) throw new Error(`${where}: no generated section "${name}" (known: ${Object.keys(SECTIONS).join(', ')})`);
  return section(sources);
}
