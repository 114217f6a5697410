/** @jest-environment node */
/*
 * The privacy page as the build renders it (guide loading, with its generated sections), in a build
 * that has ads and analytics: every host the configuration can make the browser contact has its line.
 */
import { htmlText } from '../../lib/html';
import type { ContentSegment } from '../../contracts';
import type { site as siteType } from '../../../data/site';
import type * as hostingModule from '../../../data/hosting';
import { sourceHosts, thirdPartiesMarkdown } from './thirdParties';

interface Loaded {
  text: string;
  site: typeof siteType;
  hosting: typeof hostingModule;
}

/** Loads the page and the configuration afresh with ads on and a measurement id, as a deployment builds. */
async function loadPrivacyPage(): Promise<Loaded> {
  const saved = { ...process.env };
  Object.assign(process.env, { NEXT_PUBLIC_ADS: 'on', NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-PRIVACYTEST' });
  try {
    let loaded: Promise<Loaded> | undefined;
    jest.isolateModules(() => {
      const { loadDocsPage } = jest.requireActual('../../content/loadDocsPage') as typeof import('../../content/loadDocsPage');
      const { site } = jest.requireActual('../../../data/site') as { site: typeof siteType };
      const hosting = jest.requireActual('../../../data/hosting') as typeof hostingModule;
      loaded = loadDocsPage(['privacy']).then((props) => {
        const html = (segments: ContentSegment[]): string =>
          segments.map((segment) => ('html' in segment ? segment.html : segment.kind === 'container' ? html(segment.children) : '')).join('\n');
        return { text: htmlText(html(props.segments)), site, hosting };
      });
    });
    return await loaded!;
  } finally {
    process.env = saved;
  }
}

/** Every https URL in a configuration object, however deep. */
function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^https:\/\//.test(value) ? [value] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(urlsIn);
  return [];
}

let page: Loaded;
beforeAll(async () => {
  page = await loadPrivacyPage();
}, 60_000);

describe('the privacy page', () => {
  it('is built with every third party of a build with ads and analytics', () => {
    expect(page.hosting.cspSources.map((source) => source.name)).toEqual(page.hosting.allThirdPartySources.map((source) => source.name));
  });

  it('names every host of every third-party source of data/hosting.ts', () => {
    const missing = page.hosting.allThirdPartySources.flatMap(sourceHosts).filter((host) => host !== 'https:' && !page.text.includes(host));
    expect(missing).toEqual([]);
    expect(page.text).toContain('any https: host the ad names');
  });

  it('names the host of every address in data/site.ts', () => {
    const hosts = [...new Set(urlsIn(page.site).map((url) => new URL(url).host))];
    expect(hosts.length).toBeGreaterThan(4);
    expect(hosts.filter((host) => !page.text.includes(host))).toEqual([]);
  });

  it('says what each third party receives and when', () => {
    for (const source of page.hosting.allThirdPartySources) {
      expect(page.text).toContain(source.privacy.receives);
      expect(page.text).toContain(source.privacy.when);
    }
    expect(page.text).toContain('Only after you choose "Allow analytics"');
  });
});

describe('thirdPartiesMarkdown', () => {
  const source = {
    name: 'new feature',
    directives: { 'connect-src': ["'self'", 'https://api.example.com'], 'img-src': ['data:', 'https://img.example.com'] },
    privacy: { party: 'Example | Co', receives: 'A request', when: 'On click' },
  };

  it('gives a source one row with its hosts, keywords and schemes left out, pipes escaped', () => {
    expect(sourceHosts(source)).toEqual(['https://api.example.com', 'https://img.example.com']);
    expect(thirdPartiesMarkdown([source]).split('\n')).toEqual([
      '| Third party | Hosts | What it receives | When |',
      '| --- | --- | --- | --- |',
      '| Example \\| Co | `https://api.example.com`, `https://img.example.com` | A request | On click |',
    ]);
  });

  it('says when a build contacts nobody', () => {
    expect(thirdPartiesMarkdown([])).toBe('This build contacts no third party.');
  });
});
