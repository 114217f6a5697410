/**
 * Everything the site stores in a reader's browser, for the privacy page (build time, pure data from
 * the modules that own each name): cookies, localStorage keys and the offline worker's caches, with
 * their purpose and lifetime. storageInventory.test.ts checks that every storage slot and cookie slot
 * the code creates, and every cache the worker names, has its row.
 */
import { COOKIE_MAX_AGE } from '../../lib/cookies';
import { codeStylingCookie, codeVariantCookie } from '../../code/codePreferences';
import { STORAGE_KEYS } from '../../theme/preferences';
import { consentSlot } from '../../analytics/consent';
import { MAX_RECENT, RECENT_SEARCHES_KEY } from '../../search/recentSearches';
import { productFilterSlot } from '../../search/productFilter';
import { CACHE_LIMITS, CACHE_NAMES, CACHE_PREFIX } from '../../sw/config';
import { markdownTable } from './markdownTable';

export type StoredIn = 'Cookie' | 'Local storage' | 'Session storage' | 'Cache storage';

export interface StoredItem {
  name: string;
  storedIn: StoredIn;
  purpose: string;
  lifetime: string;
}

const DAY = 24 * 60 * 60;
const UNTIL_CLEARED = 'Until you clear this site’s data';

const cookie = (name: string, purpose: string): StoredItem => ({ name, storedIn: 'Cookie', purpose, lifetime: `${Math.round(COOKIE_MAX_AGE / DAY)} days from your last change` });
const local = (name: string, purpose: string): StoredItem => ({ name, storedIn: 'Local storage', purpose, lifetime: UNTIL_CLEARED });
const session = (name: string, purpose: string): StoredItem => ({ name, storedIn: 'Session storage', purpose, lifetime: 'Until you close the tab' });

/** What each of the worker's runtime caches keeps; a new cache in src/sw/config.ts must say it here (the type requires it). */
const CACHE_PURPOSES: Record<keyof typeof CACHE_NAMES, string> = {
  page: 'The pages you opened, to read them offline',
  data: 'The data of those pages, for moving between them offline',
  static: 'The site’s scripts and styles',
  asset: 'Small files the pages use (icon, the navigation’s sections)',
  searchEntry: 'The search index’s entry file',
  searchLibrary: 'The search engine’s code',
  searchIndex: 'The parts of the search index your searches read',
  demoSources: 'The source code of the demos you opened',
  pageTitles: 'The title of each saved page, for the offline page’s list',
};

function cacheLifetime(kind: keyof typeof CACHE_NAMES): string {
  if (!(kind in CACHE_LIMITS)) return 'As long as the saved pages it describes';
  const { maxEntries, maxAgeSeconds } = CACHE_LIMITS[kind as keyof typeof CACHE_LIMITS];
  return `At most ${maxEntries} entries, each for ${Math.round(maxAgeSeconds / DAY)} days`;
}

/** Every cookie, key and cache of this site, plus Google Analytics' cookies when the build has analytics. */
export function storedItems({ analytics }: { analytics: boolean }): StoredItem[] {
  const items: StoredItem[] = [
    cookie(codeVariantCookie.name, 'Whether code shows in TypeScript or JavaScript, once you pick one'),
    cookie(codeStylingCookie.name, 'The styling the demos show (MUI System, Tailwind or CSS), once you pick one'),
    local(STORAGE_KEYS.mode, 'The colour mode you picked (light, dark or system)'),
    local(`${STORAGE_KEYS.colorScheme}-light`, 'The colour scheme of the light mode (written by Material UI’s theme)'),
    local(`${STORAGE_KEYS.colorScheme}-dark`, 'The colour scheme of the dark mode (written by Material UI’s theme)'),
    local(STORAGE_KEYS.direction, 'The text direction you picked in the settings'),
    local(consentSlot.key, 'Your answer to the analytics question (“analytics” or “essential”)'),
    local(RECENT_SEARCHES_KEY, `The last ${MAX_RECENT} search results you opened, shown while the search box is empty`),
    session(productFilterSlot.key, 'The product you narrowed search to, once you pick one other than All'),
    {
      name: `${CACHE_PREFIX}-precache-…`,
      storedIn: 'Cache storage',
      purpose: 'The offline page and what every page needs to open offline',
      lifetime: 'Replaced by each new version of the site',
    },
    ...(Object.keys(CACHE_NAMES) as Array<keyof typeof CACHE_NAMES>).map((kind) => ({
      name: CACHE_NAMES[kind],
      storedIn: 'Cache storage' as const,
      purpose: CACHE_PURPOSES[kind],
      lifetime: cacheLifetime(kind),
    })),
  ];
  if (analytics) {
    items.push({
      name: '_ga, _ga_<id>',
      storedIn: 'Cookie',
      purpose: 'Set by Google Analytics once you allow it, to tell your visits apart',
      lifetime: 'Up to 2 years (Google’s setting); removed from use after “Essential only”',
    });
  }
  return items;
}

export function storageMarkdown(items: readonly StoredItem[]): string {
  return markdownTable(
    ['Name', 'Kept in', 'What for', 'How long'],
    items.map((item) => [`\`${item.name}\``, item.storedIn, item.purpose, item.lifetime]),
  );
}
